#pragma once
// When a student handed their work in, as far as the files can tell: the
// last commit of a git repository (as GitHub Classroom hands them out), else
// the newest file's modification time. Both are the student's to set (a
// commit date is whatever their clock said), so a late flag is evidence for
// a person, like the rest of the report.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace harness {

struct SubmissionTime {
  std::int64_t seconds = 0;  ///< since 1970-01-01T00:00:00Z
  std::string from;          ///< "git commit 1a2b3c4d", "modification time of bob/Sudoku.java"
  /// Not empty when the time is unknown, and why: a repository the grader
  /// would not or could not read ("reading .git took over 5 s"). seconds and
  /// from say nothing then, and the student is never late: the files'
  /// times in a repository are those of its copy to the grader (a clone
  /// after the deadline), not of the hand-in.
  std::string unknown;
};

/// The note of an unknown time, before its reason (batch adds it to the report).
inline constexpr const char* kHandInTimeUnknown = "hand-in time unknown: ";

/// The time of `submission` (a file or a folder): its HEAD commit when it
/// has a `.git` (read in a child, `reader` being this grader's program:
/// class/git_commit.h; unknown when it may not or cannot be read, the
/// files' times when it has no commit yet), else the newest regular file
/// under it (lstat alone: links never followed, FIFOs and devices never
/// opened, `.git` skipped). nullopt when it holds no file.
std::optional<SubmissionTime> submission_time(const std::filesystem::path& submission,
                                              const std::filesystem::path& reader);

/// "2026-12-01T22:59:00Z": hand-in times are instants, shown in UTC (class/zoned_time.h reads them back).
std::string utc_text(std::int64_t seconds);

}  // namespace harness
