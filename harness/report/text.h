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
};

std::string text_report(const GradeResult& grade, const TextReportOptions& options);

/// Colours when stdout is a terminal and NO_COLOR is unset or empty.
bool want_color();

}  // namespace harness
