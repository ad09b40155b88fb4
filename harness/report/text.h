#pragma once
// The console report: a table per case file (case, entry, verdict, time,
// reason), the hint and the drawn grid or diff under a failed case, totals.
// Redacted cases (report/redact.h) count, but only how many passed shows.
#include <string>

#include "judge/result.h"

namespace harness {

struct TextReportOptions {
  bool color = false;         ///< ANSI colours: only on a terminal, never with NO_COLOR
};

std::string text_report(const GradeResult& grade, const TextReportOptions& options);

/// Colours when stdout is a terminal and NO_COLOR is unset or empty.
bool want_color();

}  // namespace harness
