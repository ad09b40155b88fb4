#include "report/vpl.h"

#include <cmath>
#include <sstream>

#include <fmt/format.h>

#include "base/printable.h"
#include "report/case_time.h"
#include "report/redact.h"

namespace harness {
namespace {

// Multi-line text (a drawn grid, compiler output) as preformatted lines, each behind '>'.
std::string preformatted(const std::string& text) {
  std::string out;
  std::istringstream lines(printable_text(text));
  for (std::string line; std::getline(lines, line);) out += ">" + line + "\n";
  return out;
}

std::string comment_verdict_line(Verdict verdict, const std::string& reason) {
  std::string out = fmt::format("{} ({})", to_string(verdict), long_name(verdict));
  if (!reason.empty()) out += ": " + printable_line(reason);
  return out + "\n";
}

std::string case_comment(const std::string& file, const CaseResult& c) {
  const bool said = c.redacted && c.verdict != Verdict::AC;
  std::string out = fmt::format("-{}: {} ({}/{})\n", printable_line(file), printable_line(c.name), c.points,
                                c.max_points);
  out += comment_verdict_line(c.verdict, said ? kRedactedReason : c.reason);
  if (!c.hint.empty()) out += "hint: " + printable_line(c.hint) + "\n";
  if (!c.details.empty()) out += preformatted(c.details);
  if (c.limit.count() > 0 && !c.redacted) out += "time: " + case_time(c) + "\n";
  return out;
}

}  // namespace

std::string vpl_grade(int points, int max_points, double grade_min, double grade_max) {
  const double share = max_points > 0 ? static_cast<double>(points) / max_points : 0.0;
  const double grade = std::round((grade_min + (grade_max - grade_min) * share) * 100.0) / 100.0;
  std::string text = fmt::format("{:.2f}", grade);
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text == "-0" ? "0" : text;
}

std::string vpl_report_text(const GradeResult& result, double grade_min, double grade_max) {
  const GradeResult grade = redacted_for(result, Audience::Student);
  std::string out = "<|--\n";
  if (!grade.sandbox.empty()) out += "sandbox: " + printable_line(grade.sandbox) + "\n";
  for (const auto& note : grade.notes) out += "note: " + printable_line(note) + "\n";
  std::string points;
  if (grade.build_failure) {
    out += "-The submission did not build\n" +
           comment_verdict_line(grade.build_failure->verdict, grade.build_failure->reason);
    if (!grade.build_failure->details.empty()) out += preformatted(grade.build_failure->details);
    points = vpl_grade(0, 1, grade_min, grade_max);
  } else {
    for (const auto& file : grade.files)
      for (const auto& c : file.cases) out += case_comment(file.path, c);
    out += fmt::format("-Total: {} of {} points\n", grade.points(), grade.max_points());
    points = grade.max_points() > 0 ? vpl_grade(grade.points(), grade.max_points(), grade_min, grade_max)
                                    : vpl_grade(grade.all_accepted() ? 1 : 0, 1, grade_min, grade_max);
  }
  return out + "--|>\nGrade :=>> " + points + "\n";
}

}  // namespace harness
