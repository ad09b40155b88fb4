#pragma once
/// What grade adds on GitHub Actions: ::error annotations on the student's own
/// lines (the compiler's error where it is; a failing case at the entry's
/// definition), a Markdown table for $GITHUB_STEP_SUMMARY, and the console
/// report between ::stop-commands:: lines, so nothing a program printed runs as
/// a workflow command. Why: docs/ci.md, "GitHub Actions annotations and summary".
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "result/result.h"

namespace harness {

/// GitHub shows at most 10 error annotations per step; more is noise.
constexpr int kMaxAnnotations = 10;

/// A line of the student's source: the file as the submission names it (a
/// folder's file relative to it, a lone file by its own name) and the line.
struct SourceLine {
  std::string file;
  int line = 0;
};

/// What annotations need that the result does not say: where the student's
/// files are, and where GitHub looks for them.
struct StudentFiles {
  bool folder = false;                                ///< GradeResult::submission is a folder, not one file
  std::string cwd;                                    ///< the grader's working directory, absolute
  std::string workspace;                              ///< $GITHUB_WORKSPACE, absolute; "": files as named from cwd
  std::vector<std::pair<Entry, SourceLine>> entries;  ///< where each entry is defined
};

/// A workflow command's message and property escaped as GitHub's runner
/// reads them back (actions/toolkit core/src/command.ts escapeData and
/// escapeProperty): '%', CR and LF, and in a property ':' and ','. Other
/// control characters are shown as escapes (base/printable.h).
std::string workflow_command_data(const std::string& text);
std::string workflow_command_property(const std::string& text);

/// `path` (relative to `cwd`, or absolute) as GitHub names a file of the
/// repository: relative to `workspace`; nullopt when outside it. An empty
/// workspace leaves `path` as it is. Lexical: nothing is looked up.
std::optional<std::string> workspace_path(const std::string& path, const std::string& cwd,
                                          const std::string& workspace);

/// The `::error` lines, the most useful first, since GitHub shows only the
/// first ten: a build failure alone, at the compiler's first error in the
/// student's file; else each failed visible case at its entry's definition
/// (the case, its reason and its hint), then one line summing the failed
/// hidden cases, then a `::notice` saying how many more failed.
std::string github_annotations(const GradeResult& grade, const StudentFiles& student = {},
                               int max_annotations = kMaxAnnotations);

/// A markdown section: the totals, the sandbox when known, then one row per case.
std::string github_summary(const GradeResult& grade);

/// A token for ::stop-commands::, new each run: 32 hex digits from
/// std::random_device, which the text inside cannot guess to resume
/// commands early (GitHub asks for a random token, unique to the run).
std::string stop_commands_token();

/// `text` between ::stop-commands::TOKEN and ::TOKEN::, each on its own line.
std::string github_commands_stopped(const std::string& text, const std::string& token);

}  // namespace harness
