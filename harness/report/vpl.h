#pragma once
/// Moodle VPL's evaluation output (docs/vpl.md): what vpl_execution prints
/// for VPL to read. VPL takes the comments from a block between a line
/// `<|--` and a line `--|>` (in it, a line starting with '-' is a title, one
/// starting with '>' preformatted) and the grade from the last line starting
/// with `Grade :=>>`. Every line of ours starts with a fixed word or with
/// '-' or '>', so no text a program printed can end the block or give itself
/// a grade. Hidden cases are redacted here, always (report/redact.h).
#include <string>

#include "result/result.h"

namespace harness {

/// The grade VPL is given for `points` of `max_points` on VPL's scale: from
/// `grade_min` (nothing, or no build) to `grade_max` (every point), linear,
/// at most two decimals, no trailing zeros ("7.5", "10").
std::string vpl_grade(int points, int max_points, double grade_min, double grade_max);

/// The whole output: one comment block, then `Grade :=>> G` last.
std::string vpl_report_text(const GradeResult& grade, double grade_min, double grade_max);

}  // namespace harness
