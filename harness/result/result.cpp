#include "result/result.h"

namespace harness {

CaseResult case_result(const Case& c, Judgement judgement) {
  CaseResult result;
  result.name = c.name;
  result.entry = c.entry;
  result.visibility = c.visibility;
  result.tags = c.tags;
  result.max_points = c.points;
  result.verdict = judgement.verdict;
  result.reason = std::move(judgement.reason);
  result.hint = std::move(judgement.hint);
  result.details = std::move(judgement.details);
  result.picture = std::move(judgement.picture);
  if (result.verdict == Verdict::AC) result.points = c.points;
  return result;
}

int FileResult::points() const {
  int sum = 0;
  for (const auto& c : cases) sum += c.points;
  return sum;
}

int FileResult::max_points() const {
  int sum = 0;
  for (const auto& c : cases) sum += c.max_points;
  return sum;
}

int GradeResult::points() const {
  int sum = 0;
  for (const auto& f : files) sum += f.points();
  return sum;
}

int GradeResult::max_points() const {
  int sum = 0;
  for (const auto& f : files) sum += f.max_points();
  return sum;
}

bool GradeResult::all_accepted() const {
  for (const auto& f : files)
    for (const auto& c : f.cases)
      if (c.verdict != Verdict::AC) return false;
  return true;
}

bool GradeResult::has_judge_error() const {
  for (const auto& f : files)
    for (const auto& c : f.cases)
      if (c.verdict == Verdict::JE) return true;
  return false;
}

}  // namespace harness
