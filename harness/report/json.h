#pragma once
/// The JSON report (grade --json, batch's OUT/<student>.json): its one writer and its
/// one reader, which batch resumes, builds the grade sheet and merges from. Text is
/// kept as the program printed it. The fields: docs/ci.md, "The JSON report".
#include <optional>
#include <string>
#include <string_view>

#include "result/result.h"

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
