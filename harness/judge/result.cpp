#include "judge/result.h"

namespace harness {

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
