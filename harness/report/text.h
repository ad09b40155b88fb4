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

#include "result/result.h"

namespace harness {

/// What starts each line of a case's details.
constexpr const char* kDetailsGutter = "      | ";

struct TextReportOptions {
  bool color = false;  ///< ANSI colours: as want_color decides
  /// Columns the case table fits in: a long case name is cut with "…", a
  /// reason that does not fit beside its case goes on its own indented line,
  /// a hint wraps. One-line fields (the reason, the sandbox, paths) are never
  /// broken, so a script's grep finds them whole; the details (a grid,
  /// compiler output) keep their lines.
  int width = 80;
};

std::string text_report(const GradeResult& grade, const TextReportOptions& options);

/// What decides the console's colours: the environment's words (nullptr when
/// unset) and whether stdout is a terminal.
struct ColorSetting {
  const char* no_color = nullptr;
  const char* force_color = nullptr;
  const char* clicolor_force = nullptr;
  const char* clicolor = nullptr;
  const char* term = nullptr;
  bool terminal = false;
};

/// First rule that applies: NO_COLOR non-empty => none (no-color.org);
/// FORCE_COLOR non-empty (force-color.org) or CLICOLOR_FORCE set and not "0"
/// (bixense.com/clicolors) => colours, terminal or not; TERM=dumb or
/// CLICOLOR=0 => none; else colours on a terminal.
bool color_wanted(const ColorSetting& setting);

/// color_wanted for this process's environment and stdout.
bool want_color();

}  // namespace harness
