#pragma once
/// Gradescope's results.json: one test per case, outputs in Markdown, the build failure
/// once. A hidden case shows its name, verdict and score, and more only when its case
/// file says hidden_details: after_published. The fields, and why: docs/gradescope.md.
#include <string>
#include <vector>

#include "cases/case.h"
#include "result/result.h"

namespace harness {

/// The visibilities Gradescope knows: visible, hidden, after_due_date, after_published.
bool is_gradescope_visibility(const std::string& name);

/// The results.json bytes of `grade`, graded from `files` (whose
/// 'hidden_details' say what their hidden cases may show), redacted here:
/// two-space indented, invalid UTF-8 replaced by U+FFFD, one line end at the end.
std::string gradescope_report_text(const GradeResult& grade, const std::vector<CaseFile>& files,
                                   const std::string& hidden_visibility);

}  // namespace harness
