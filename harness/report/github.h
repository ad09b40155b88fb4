#pragma once
// What `grade` adds on GitHub Actions (GITHUB_ACTIONS=true): `::error`
// workflow commands for the first few failed cases, which GitHub shows as
// annotations on the run (file= the case file, title= the case, message= the
// reason), and a markdown table for $GITHUB_STEP_SUMMARY. A redacted case
// (report/redact.h) shows its verdict and says its reason is not shown.
#include <string>

#include "judge/result.h"

namespace harness {

/// GitHub shows at most 10 error annotations per step; more is noise.
constexpr int kMaxAnnotations = 10;

/// One `::error ...` line per failed case, at most max_annotations, then a
/// `::notice` saying how many more failed.
std::string github_annotations(const GradeResult& grade, int max_annotations = kMaxAnnotations);

/// A markdown section: the totals, then one row per case.
std::string github_summary(const GradeResult& grade);

}  // namespace harness
