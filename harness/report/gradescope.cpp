#include "report/gradescope.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "report/case_time.h"
#include "report/markdown.h"
#include "report/redact.h"

namespace harness {
namespace {

// Markdown ("md" below), so a drawn grid sits in a code block and keeps its
// columns; the program's text in it is made printable and inert (markdown.h).
std::string judgement_markdown(const Judgement& j) {
  std::string out = fmt::format("**{}** ({})", to_string(j.verdict), long_name(j.verdict));
  if (!j.reason.empty()) out += ": " + markdown_inline(j.reason);
  out += "\n";
  if (!j.hint.empty()) out += "\nhint: " + markdown_with_code_spans(j.hint) + "\n";
  if (!j.details.empty()) out += "\n" + markdown_code_block(j.details);
  return out;
}

std::string output_of(const CaseResult& c) {
  const bool said = c.redacted && c.verdict != Verdict::AC;
  std::string out = judgement_markdown(Judgement{c.verdict, said ? kRedactedReason : c.reason, c.hint, c.details});
  // A hidden case a student may not see in full shows its verdict alone.
  if (c.limit.count() > 0 && !c.redacted) out += "\ntime: " + markdown_inline(case_time(c)) + "\n";
  return out;
}

// Above the tests, for the whole submission: its box, and why it did not build.
std::string top_output(const GradeResult& grade) {
  std::string out;
  if (!grade.sandbox.empty()) out += "sandbox: " + markdown_inline(grade.sandbox) + "\n";
  for (const auto& note : grade.notes) out += "note: " + markdown_inline(note) + "\n";
  if (grade.build_failure) out += (out.empty() ? "" : "\n") + judgement_markdown(*grade.build_failure);
  return out;
}

}  // namespace

bool is_gradescope_visibility(const std::string& name) {
  return name == "visible" || name == "hidden" || name == "after_due_date" || name == "after_published";
}

std::string gradescope_report_text(const GradeResult& result, const std::vector<CaseFile>& files,
                                   const std::string& hidden_visibility) {
  const GradeResult grade = redacted_for_gradescope(result, files, hidden_visibility);
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
                           {"output_format", "md"},
                           {"test_output_format", "md"},
                           {"tests", tests}};
  if (const std::string top = top_output(grade); !top.empty()) report["output"] = top;
  return report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace harness
