#include "report/text.h"

#include <unistd.h>

#include <cstdlib>

#include <fmt/format.h>

#include "base/printable.h"

namespace harness {
namespace {

std::string painted(Verdict v, bool color) {
  const std::string name = to_string(v);
  if (!color) return fmt::format("{:<4}", name);
  const char* code = v == Verdict::AC ? "32" : v == Verdict::NI ? "33" : v == Verdict::JE ? "35" : "31";
  return fmt::format("\033[1;{}m{:<4}\033[0m", code, name);
}

// Every line of the details behind the gutter: whatever the program printed,
// no line of it starts where the report's own lines start (a case, a total,
// a "::" workflow command, which the GitHub runner finds after leading blanks).
std::string behind_gutter(const std::string& details) {
  const std::string text = printable_text(details);
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += kDetailsGutter + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

std::string case_lines(const CaseResult& c, const TextReportOptions& options) {
  std::string out = fmt::format("  {:<34} {:<16} {} {:>6} ms  {}\n", printable_line(c.name),
                                entry_name(c.entry), painted(c.verdict, options.color), c.time.count(),
                                printable_line(c.reason));
  if (!c.hint.empty()) out += "      hint: " + printable_line(c.hint) + "\n";
  if (!c.details.empty()) out += behind_gutter(c.details);
  return out;
}

}  // namespace

bool want_color() {
  const char* no_color = std::getenv("NO_COLOR");
  return isatty(STDOUT_FILENO) && (no_color == nullptr || *no_color == '\0');
}

std::string text_report(const GradeResult& grade, const TextReportOptions& options) {
  std::string out = fmt::format("grading {}\n", printable_line(grade.submission));
  if (!grade.sandbox.empty()) out += fmt::format("sandbox: {}\n", printable_line(grade.sandbox));
  // Said once, above the cases it kept from running.
  if (const auto& failure = grade.build_failure) {
    out += fmt::format("\n{} {}\n", painted(failure->verdict, options.color), printable_line(failure->reason));
    if (!failure->hint.empty()) out += "      hint: " + printable_line(failure->hint) + "\n";
    if (!failure->details.empty()) out += behind_gutter(failure->details);
  }
  int accepted = 0, total = 0;
  for (const auto& file : grade.files) {
    out += fmt::format("\n{} - {}\n", printable_line(file.path), printable_line(file.title));
    int hidden = 0, hidden_passed = 0;
    for (const auto& c : file.cases) {
      ++total;
      accepted += c.verdict == Verdict::AC;
      if (c.redacted) {
        ++hidden;
        hidden_passed += c.verdict == Verdict::AC;
        continue;
      }
      out += case_lines(c, options);
    }
    if (hidden > 0)
      out += fmt::format("  hidden cases: {} of {} passed (their puzzles and reasons are not shown)\n",
                         hidden_passed, hidden);
    out += fmt::format("  subtotal {}/{} points\n", file.points(), file.max_points());
  }
  out += fmt::format("\ntotal {}/{} points; {} of {} cases accepted\n", grade.points(),
                     grade.max_points(), accepted, total);
  return out;
}

}  // namespace harness
