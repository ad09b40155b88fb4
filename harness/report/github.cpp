#include "report/github.h"

#include <fmt/format.h>

#include "report/redact.h"

namespace harness {
namespace {

// The workflow-command escapes (actions/toolkit core/src/command.ts).
std::string escaped_data(const std::string& text) {
  std::string out;
  for (char ch : text) {
    if (ch == '%') out += "%25";
    else if (ch == '\r') out += "%0D";
    else if (ch == '\n') out += "%0A";
    else out += ch;
  }
  return out;
}

std::string escaped_property(const std::string& text) {
  std::string out;
  for (char ch : escaped_data(text)) {
    if (ch == ':') out += "%3A";
    else if (ch == ',') out += "%2C";
    else out += ch;
  }
  return out;
}

// A markdown table cell: one line, and a '|' must not end the cell.
std::string cell(const std::string& text) {
  std::string out;
  for (char ch : text) {
    if (ch == '|') out += "\\|";
    else if (ch == '\n' || ch == '\r') out += ' ';
    else out += ch;
  }
  return out;
}

std::string reason_shown(const CaseResult& c) { return c.redacted ? kRedactedReason : c.reason; }

}  // namespace

std::string github_annotations(const GradeResult& grade, int max_annotations) {
  std::string out;
  int failed = 0;
  for (const auto& file : grade.files) {
    for (const auto& c : file.cases) {
      if (c.verdict == Verdict::AC) continue;
      if (++failed > max_annotations) continue;
      out += fmt::format("::error file={},title={}::{}\n", escaped_property(file.path),
                         escaped_property(fmt::format("{} {}", to_string(c.verdict), c.name)),
                         escaped_data(reason_shown(c)));
    }
  }
  if (failed > max_annotations)
    out += fmt::format("::notice title=sudoku-grade::{} more cases failed; the job summary lists all\n",
                       failed - max_annotations);
  return out;
}

std::string github_summary(const GradeResult& grade) {
  std::string out = fmt::format("### sudoku-grade: {}/{} points\n\n", grade.points(), grade.max_points());
  out += "| case file | case | verdict | points | reason |\n|---|---|---|---|---|\n";
  for (const auto& file : grade.files)
    for (const auto& c : file.cases)
      out += fmt::format("| {} | {} | {} | {}/{} | {} |\n", cell(file.path), cell(c.name),
                         to_string(c.verdict), c.points, c.max_points,
                         cell(c.verdict == Verdict::AC ? "" : reason_shown(c)));
  return out + "\n";
}

}  // namespace harness
