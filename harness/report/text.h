#pragma once
// The console report: "grading SUBMISSION", the sandbox it ran in, a table
// per case file (case, entry, verdict, time, reason), the hint and the drawn
// grid, diff or compiler output under a failed case, totals. Redacted cases
// (report/redact.h) count, but only how many passed shows.
//
// Text from the submission is data (base/printable.h): one-line fields
// (names, paths, the reason) stay on their line with control characters
// shown as escapes, and every line of the details is printed behind
// kDetailsGutter, so no line the program chose can pass for a case line,
// a subtotal or total, or a workflow command.
#include <string>

#include "judge/result.h"

namespace harness {

/// What starts each line of a case's details.
constexpr const char* kDetailsGutter = "      | ";

struct TextReportOptions {
  bool color = false;         ///< ANSI colours: only on a terminal, never with NO_COLOR
  /// Columns the case table fits in: a long case name is cut with "…", a
  /// reason that does not fit beside its case goes on its own indented line,
  /// a hint wraps. One-line fields (the reason, the sandbox, paths) are never
  /// broken, so a script's grep finds them whole; the details (a grid,
  /// compiler output) keep their lines.
  int width = 80;
};

std::string text_report(const GradeResult& grade, const TextReportOptions& options);

/// Colours when stdout is a terminal and NO_COLOR is unset or empty.
bool want_color();

}  // namespace harness
