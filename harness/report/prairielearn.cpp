#include "report/prairielearn.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "base/printable.h"
#include "report/case_time.h"
#include "report/redact.h"
#include "report/svg_grid.h"

namespace harness {
namespace {

// The element shows `message` and `output` in <pre>: plain text, made printable.
std::string verdict_line(Verdict verdict, const std::string& reason) {
  std::string out = fmt::format("{} ({})", to_string(verdict), long_name(verdict));
  if (!reason.empty()) out += ": " + printable_line(reason);
  return out;
}

std::string output_of(const CaseResult& c) {
  std::string out;
  if (!c.hint.empty()) out += "hint: " + printable_line(c.hint) + "\n";
  if (!c.details.empty()) out += (out.empty() ? "" : "\n") + printable_text(c.details) + "\n";
  // A hidden case's time is a channel (report/redact.h): redacted cases show none.
  if (c.limit.count() > 0 && !c.redacted) out += (out.empty() ? "" : "\n") + ("time: " + case_time(c)) + "\n";
  return out;
}

nlohmann::json test_of(const std::string& file, const CaseResult& c) {
  const bool said = c.redacted && c.verdict != Verdict::AC;
  nlohmann::json test = {{"name", fmt::format("{}: {}", file, c.name)},
                         {"points", c.points},
                         {"max_points", c.max_points},
                         {"message", verdict_line(c.verdict, said ? kRedactedReason : c.reason)}};
  if (const std::string out = output_of(c); !out.empty()) test["output"] = out;
  if (c.picture && c.verdict != Verdict::AC)
    test["images"] = nlohmann::json::array(
        {{{"label", "the grid your program left (marked: the cells the verdict is about)"},
          {"url", svg_grid_data_uri(*c.picture)}}});
  return test;
}

std::string top_message(const GradeResult& grade) {
  std::string out;
  if (!grade.sandbox.empty()) out += "sandbox: " + printable_line(grade.sandbox) + "\n";
  for (const auto& note : grade.notes) out += "note: " + printable_line(note) + "\n";
  return out;
}

}  // namespace

std::string prairielearn_report_text(const GradeResult& result) {
  const GradeResult grade = redacted_for(result, Audience::Student);
  nlohmann::json report;
  std::string message = top_message(grade);
  if (grade.build_failure) {
    // No program to grade: PrairieLearn marks it "invalid, not gradable" and counts no attempt.
    const Judgement& failure = *grade.build_failure;
    const std::string why = verdict_line(failure.verdict, failure.reason);
    nlohmann::json errors = nlohmann::json::array({why});
    if (!failure.details.empty()) errors.push_back(printable_text(failure.details));
    report = {{"gradable", false}, {"format_errors", errors}};
    message += why + "\n";
  } else {
    nlohmann::json tests = nlohmann::json::array();
    for (const auto& file : grade.files)
      for (const auto& c : file.cases) tests.push_back(test_of(file.path, c));
    const int max = grade.max_points();
    const double score = max > 0 ? static_cast<double>(grade.points()) / max : grade.all_accepted() ? 1.0 : 0.0;
    report = {{"gradable", true}, {"score", score}, {"tests", tests}};
    message += fmt::format("{} of {} points", grade.points(), max) + "\n";
  }
  report["message"] = message;
  return report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace harness
