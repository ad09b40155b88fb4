#pragma once
// The JSON report: what `grade --json FILE` writes, and what batch keeps as
// OUT/<student>.json and reads back (to resume, for the grade sheet, to
// merge). The one writer and the one reader of it.
//
// Per case: name, file, entry, verdict, points, max_points, time_ms, reason,
// hint, details, visibility, tags, and "picture" when the verdict is about a
// grid ({"puzzle": rows, "grid": rows, "marks": [[row, col], ...]}, 0-based;
// verdict/grid_picture.h), absent otherwise; per file and overall: path, title
// and the totals; overall also "sandbox" (the box the runs had), absent when
// unknown. Text is kept as the program printed it (JSON escapes control
// characters): this report is data for programs, not for a terminal. A
// redacted case (report/redact.h) is written with an empty reason, hint and
// details and no picture; the JSON does not say it was redacted.
#include <optional>
#include <string>
#include <string_view>

#include "judge/result.h"

namespace harness {

/// The report's bytes: two-space indented, keys sorted, invalid UTF-8 in any
/// text replaced by U+FFFD, one line end at the end.
std::string json_report_text(const GradeResult& grade);

/// A report read back; nullopt unless `text` holds a report as
/// json_report_text writes it (indentation aside), so not for a torn or
/// foreign file, a missing key, a value of the wrong type, an unknown verdict
/// or entry, a case of a file not in "files", or totals that disagree with
/// the cases. For every report batch writes,
/// json_report_text(*grade_result_from_json(text)) == text. Cases read back
/// are never marked redacted.
std::optional<GradeResult> grade_result_from_json(std::string_view text);

}  // namespace harness
