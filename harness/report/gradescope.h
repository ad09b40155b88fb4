#pragma once
// Gradescope's results.json (/autograder/results/results.json): the overall
// score, max_score and execution_time, "output" naming the sandbox when it is
// known and why the submission did not build (once, with the compiler's first
// errors), and one test per case with name, score, max_score, status
// (passed/failed), output and visibility. Outputs are Markdown
// (output_format and test_output_format "md"): the verdict and reason, the
// hint, and a drawn grid in a code block so it keeps its columns; the
// program's text is made printable and inert (report/markdown.h).
// Hidden cases get `hidden_visibility` (after_published unless configured),
// and show their name, verdict and points only: a student reads every test
// once grades are published, and a course that reuses its hidden cases must
// not publish them. Only a case file saying `hidden_details: after_published`
// lets its hidden cases' reasons through, and only in tests Gradescope keeps
// from the student until then (report/redact.h redacted_for_gradescope).
// docs/gradescope.md has the autograder files an instructor uploads.
#include <string>
#include <vector>

#include "cases/case.h"
#include "judge/result.h"

namespace harness {

/// The visibilities Gradescope knows: visible, hidden, after_due_date, after_published.
bool is_gradescope_visibility(const std::string& name);

/// The results.json bytes of `grade`, graded from `files` (whose
/// 'hidden_details' say what their hidden cases may show), redacted here:
/// two-space indented, invalid UTF-8 replaced by U+FFFD, one line end at the end.
std::string gradescope_report_text(const GradeResult& grade, const std::vector<CaseFile>& files,
                                   const std::string& hidden_visibility);

}  // namespace harness
