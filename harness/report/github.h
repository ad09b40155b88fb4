#pragma once
// What `grade` adds on GitHub Actions (GITHUB_ACTIONS=true): `::error`
// workflow commands for the first few failed cases, which GitHub shows as
// annotations on the run (file= the case file, title= the case, message= the
// reason), and a markdown table for $GITHUB_STEP_SUMMARY. A redacted case
// (report/redact.h) shows its verdict and says its reason is not shown.
//
// The runner takes any stdout or stderr line that starts with "::" after
// leading blanks as a command (actions/runner ActionCommand.TryParseV2), and
// any line holding "##[" anywhere as an old-style one (TryParse). So the
// console report, which quotes the program, is printed between
// ::stop-commands::TOKEN and ::TOKEN:: (GitHub's documented way to log
// untrusted text; while stopped, ActionCommandManager acts on nothing but
// the token), and the annotations come after it. Text in annotations and
// the summary is made printable (base/printable.h) before it is escaped.
#include <string>

#include "judge/result.h"

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
