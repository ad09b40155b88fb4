#pragma once
/// PrairieLearn's external-grader results.json (docs/prairielearn.md): `score`
/// in [0, 1], one test per case (`name`, `points`, `max_points`, `message`,
/// `output`), the grid a failed case is about as an SVG `images` entry, and a
/// submission that does not build as `gradable: false` (no attempt spent)
/// with the compiler's first errors in `format_errors`. PrairieLearn shows
/// every test to the student, with no "after grades are published": hidden
/// cases are redacted here, always (report/redact.h).
#include <string>

#include "result/result.h"

namespace harness {

/// The results.json bytes of `grade`, redacted for a student here:
/// two-space indented, invalid UTF-8 replaced by U+FFFD, one line end at the end.
std::string prairielearn_report_text(const GradeResult& grade);

}  // namespace harness
