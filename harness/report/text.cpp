#include "report/text.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "base/counted.h"
#include "base/printable.h"
#include "base/text_width.h"
#include "base/thousands.h"
#include "report/case_time.h"

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

// The case table's columns, from the names and entries it shows.
struct Columns {
  int width = 80;
  int name = 4;
  int entry = 5;
};

Columns columns_for(const GradeResult& grade, int width) {
  Columns columns;
  columns.width = width;
  int longest = 4;
  for (const auto& file : grade.files)
    for (const auto& c : file.cases) {
      if (c.redacted) continue;
      longest = std::max(longest, display_width(printable_line(c.name)));
      columns.entry = std::max(columns.entry, static_cast<int>(std::string_view(entry_name(c.entry)).size()));
    }
  // "  NAME ENTRY VERD   123 ms": what is not the name. A name is cut only when the line has no
  // room for it at all; the reason then goes under it.
  const int rest = 2 + 1 + columns.entry + 1 + 4 + 1 + 6 + 3;
  columns.name = std::min(longest, std::max(12, width - rest - 2));
  return columns;
}

std::string padded(const std::string& text, int width) {
  return text + std::string(static_cast<std::size_t>(std::max(0, width - display_width(text))), ' ');
}

// A hint (the harness's words, a paragraph) wrapped to the width, its first
// line after `first`, the others under `indent` spaces: deeper than a case,
// subtotal or total line starts, so no wrapped line passes for one. A line would start with "::",
// which the GitHub runner obeys after leading blanks, stays on the line before.
std::string wrapped(const std::string& first, const std::string& text, int indent, int width) {
  std::vector<std::string> lines;
  for (auto& line : wrap_to_width(text, width - indent)) {
    if (!lines.empty() && line.rfind("::", 0) == 0) lines.back() += " " + line;
    else lines.push_back(std::move(line));
  }
  std::string out;
  const std::string gap(static_cast<std::size_t>(indent), ' ');
  bool head = true;
  for (const auto& line : lines) {
    out += (head ? first : gap) + line + "\n";
    head = false;
  }
  return out;
}

std::string case_lines(const CaseResult& c, const Columns& columns, const TextReportOptions& options) {
  std::string out = "  " + padded(cut_to_width(printable_line(c.name), columns.name), columns.name) + " " +
                    padded(entry_name(c.entry), columns.entry) + " " + painted(c.verdict, options.color) +
                    fmt::format(" {:>6} ms", with_thousands(c.time.count())) + limit_words(c);
  const std::string reason = printable_line(c.reason);
  const int used = 2 + columns.name + 1 + columns.entry + 1 + 4 + 1 + 6 + 3 + display_width(limit_words(c));
  if (reason.empty()) out += "\n";
  else if (used + 2 + display_width(reason) <= columns.width) out += "  " + reason + "\n";
  else out += "\n      " + reason + "\n";
  if (!c.hint.empty()) out += wrapped("      hint: ", printable_line(c.hint), 12, columns.width);
  if (!c.details.empty()) out += behind_gutter(c.details);
  return out;
}

// Why none of the file's cases ran (the build failed: every case's reason
// is the same "not run: WHY"), or "" when they were graded.
std::string not_run_reason(const GradeResult& grade, const FileResult& file) {
  constexpr std::string_view kNotRun = "not run: ";
  if (!grade.build_failure) return "";
  // A hidden case's reason is redacted; its verdict (shown anyway) says it did not run.
  const auto shown = std::find_if(file.cases.begin(), file.cases.end(),
                                  [](const CaseResult& c) { return !c.redacted; });
  if (shown == file.cases.end() || shown->reason.rfind(kNotRun, 0) != 0) return "";
  for (const auto& c : file.cases)
    if (c.verdict != grade.build_failure->verdict || (!c.redacted && c.reason != shown->reason)) return "";
  return shown->reason.substr(kNotRun.size());
}

std::string count_of_cases(std::size_t count) {
  return count == 1 ? "1 case" : with_thousands(static_cast<long long>(count)) + " cases";
}

}  // namespace

bool color_wanted(const ColorSetting& setting) {
  auto non_empty = [](const char* word) { return word != nullptr && *word != '\0'; };
  auto is = [](const char* word, const char* value) { return word != nullptr && std::strcmp(word, value) == 0; };
  if (non_empty(setting.no_color)) return false;
  if (non_empty(setting.force_color) || (non_empty(setting.clicolor_force) && !is(setting.clicolor_force, "0")))
    return true;
  if (is(setting.term, "dumb") || is(setting.clicolor, "0")) return false;
  return setting.terminal;
}

bool want_color() {
  return color_wanted({std::getenv("NO_COLOR"), std::getenv("FORCE_COLOR"), std::getenv("CLICOLOR_FORCE"),
                       std::getenv("CLICOLOR"), std::getenv("TERM"), isatty(STDOUT_FILENO) != 0});
}

std::string text_report(const GradeResult& grade, const TextReportOptions& options) {
  const int width = options.width;
  std::string out = fmt::format("grading {}\n", printable_line(grade.submission));
  if (!grade.sandbox.empty()) out += fmt::format("sandbox: {}\n", printable_line(grade.sandbox));
  for (const auto& note : grade.notes) out += wrapped("note: ", printable_line(note), 6, width);
  // Said once, above the cases it kept from running.
  if (const auto& failure = grade.build_failure) {
    out += fmt::format("\n{} {}\n", painted(failure->verdict, options.color), printable_line(failure->reason));
    if (!failure->hint.empty()) out += wrapped("      hint: ", printable_line(failure->hint), 12, width);
    if (!failure->details.empty()) out += behind_gutter(failure->details);
  }
  const Columns columns = columns_for(grade, width);
  int accepted = 0, total = 0;
  for (const auto& file : grade.files) {
    out += fmt::format("\n{} - {}\n", printable_line(file.path), printable_line(file.title));
    int hidden = 0, hidden_passed = 0;
    // Nothing ran: one line for the file's cases, not a row of "not run" each.
    if (const std::string why = not_run_reason(grade, file); !why.empty()) {
      total += static_cast<int>(file.cases.size());
      out += fmt::format("  {} not run: {}\n", count_of_cases(file.cases.size()), printable_line(why));
      out += fmt::format("  subtotal {}/{} points\n", file.points(), file.max_points());
      continue;
    }
    for (const auto& c : file.cases) {
      ++total;
      accepted += c.verdict == Verdict::AC;
      if (c.redacted) {
        ++hidden;
        hidden_passed += c.verdict == Verdict::AC;
        continue;
      }
      out += case_lines(c, columns, options);
    }
    if (hidden > 0)
      out += fmt::format("  hidden cases: {} of {} passed (their puzzles and reasons are not shown)\n", hidden_passed,
                         hidden);
    out += fmt::format("  subtotal {}/{} points\n", file.points(), file.max_points());
  }
  out += fmt::format("\ntotal {}/{} points; {} of {} accepted\n", grade.points(), grade.max_points(), accepted,
                     counted(std::int64_t(total), "case"));
  return out;
}

}  // namespace harness
