#pragma once
/// What grade adds on GitHub Actions: ::error annotations for the first failed cases, a
/// Markdown table for $GITHUB_STEP_SUMMARY, and the console report between
/// ::stop-commands:: lines, so nothing a program printed runs as a workflow command.
/// Why: docs/ci.md, "GitHub Actions annotations and summary".
#include <string>

#include "result/result.h"

namespace harness {

/// GitHub shows at most 10 error annotations per step; more is noise.
constexpr int kMaxAnnotations = 10;

/// One `::error ...` line per failed case, at most max_annotations, then a
/// `::notice` saying how many more failed.
std::string github_annotations(const GradeResult& grade, int max_annotations = kMaxAnnotations);

/// A markdown section: the totals, the sandbox when known, then one row per case.
std::string github_summary(const GradeResult& grade);

/// A token for ::stop-commands::, new each run: 32 hex digits from
/// std::random_device, which the text inside cannot guess to resume
/// commands early (GitHub asks for a random token, unique to the run).
std::string stop_commands_token();

/// `text` between ::stop-commands::TOKEN and ::TOKEN::, each on its own line.
std::string github_commands_stopped(const std::string& text, const std::string& token);

}  // namespace harness
