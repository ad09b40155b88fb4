#pragma once
// Gradescope's results.json (/autograder/results/results.json): the overall
// score, max_score and execution_time, "output" naming the sandbox when it is
// known and why the submission did not build (once, with the compiler's first
// errors), and one test per case with name, score, max_score, status
// (passed/failed), output and visibility. Outputs are Markdown
// (output_format and test_output_format "md"): the verdict and reason, the
// hint, and a drawn grid in a code block so it keeps its columns; the
// program's text is made printable and inert (report/markdown.h).
// Gradescope itself hides a test from the student until its visibility
// allows, so every test carries its full reason; hidden cases get
// `hidden_visibility` (after_published unless configured).
// docs/gradescope.md has the autograder files an instructor uploads.
#include <string>

#include "judge/result.h"

namespace harness {

/// The visibilities Gradescope knows: visible, hidden, after_due_date, after_published.
bool is_gradescope_visibility(const std::string& name);

/// The results.json bytes: two-space indented, invalid UTF-8 replaced by
/// U+FFFD, one line end at the end.
std::string gradescope_report_text(const GradeResult& grade, const std::string& hidden_visibility);

}  // namespace harness
