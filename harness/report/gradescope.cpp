#include "report/gradescope.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "base/printable.h"

namespace harness {
namespace {

// Gradescope shows the output to people, so the program's text in it is made printable.
std::string output_of(const CaseResult& c) {
  std::string out = fmt::format("{} ({})", to_string(c.verdict), long_name(c.verdict));
  if (!c.reason.empty()) out += ": " + printable_line(c.reason);
  if (!c.hint.empty()) out += "\nhint: " + printable_line(c.hint);
  if (!c.details.empty()) out += "\n" + printable_text(c.details);
  return out;
}

}  // namespace

bool is_gradescope_visibility(const std::string& name) {
  return name == "visible" || name == "hidden" || name == "after_due_date" || name == "after_published";
}

std::string gradescope_report_text(const GradeResult& grade, const std::string& hidden_visibility) {
  nlohmann::json tests = nlohmann::json::array();
  std::chrono::milliseconds total{0};
  for (const auto& file : grade.files) {
    for (const auto& c : file.cases) {
      total += c.time;
      tests.push_back({{"name", fmt::format("{}: {}", file.path, c.name)},
                       {"score", c.points},
                       {"max_score", c.max_points},
                       {"status", c.verdict == Verdict::AC ? "passed" : "failed"},
                       {"output", output_of(c)},
                       {"visibility", c.visibility == Visibility::Hidden ? hidden_visibility : "visible"}});
    }
  }
  nlohmann::json report = {{"score", grade.points()},
                           {"max_score", grade.max_points()},
                           {"execution_time", static_cast<double>(total.count()) / 1000.0},
                           {"visibility", "visible"},
                           {"tests", tests}};
  // Gradescope shows the top-level output above the tests, for the whole submission.
  if (!grade.sandbox.empty()) report["output"] = "sandbox: " + printable_line(grade.sandbox);
  return report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace harness
