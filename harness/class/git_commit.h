#pragma once
// A student's repository's last commit, read apart from the grader. libgit2
// opens what the repository names, blocking and whole: a FIFO as a ref or
// as a file `config` includes would hang the grader, `commondir` and
// `objects/info/alternates` would make it read another student's
// repository, a packed-refs of a gigabyte would be read into memory. So the
// repository is checked first without opening anything in it (lstat alone,
// a bounded count of entries), and then read by the grader's own program
// again, under limits (time, memory, descriptors, file size), where a hang or
// a crash costs that student's hand-in time and nothing else.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace harness {

/// The hidden subcommand the grader runs itself with to read a repository:
/// `sudoku-grade __commit-time DOT_GIT`.
inline constexpr const char* kCommitTimeCommand = "__commit-time";

/// Why `dot_git` (a student's `.git`) is not read, or nullopt when it may
/// be: it is a link or no folder (a gitfile names a repository elsewhere); it
/// has `commondir` or `objects/info/alternates` (objects and refs of another
/// repository); something in it is a link, a FIFO, a socket or a device; a
/// file of refs or config is over 1 MiB; or it holds over 100,000 entries.
/// Read with lstat alone: nothing in it is opened or followed.
std::optional<std::string> git_folder_refusal(const std::filesystem::path& dot_git);

struct GitCommit {
  /// NoCommit: no commit yet, or no repository at all (the files' times are the hand-in's).
  enum class Kind { Commit, NoCommit, Unknown } kind = Kind::Unknown;
  std::int64_t seconds = 0;  ///< Commit: the commit's time
  std::string hash;          ///< Commit: its id, in hex
  std::string why;           ///< Unknown: why not, for a note ("reading it took over 5 s")
};

/// The last commit of `dot_git`, read by `reader` (this grader's program,
/// which answers kCommitTimeCommand) in a child under limits, after
/// git_folder_refusal. Never throws and never hangs.
GitCommit last_commit(const std::filesystem::path& dot_git, const std::filesystem::path& reader);

/// The child's side: reads `dot_git` with libgit2 and prints one line:
/// "commit SECONDS HASH", "none" (HEAD has no commit yet, or the folder is
/// no repository) or "unknown WHY".
/// A commit object over 1 MiB, which could inflate to any size, is not read.
int print_last_commit(const char* dot_git);

/// The child's line read back (exported for the tests).
GitCommit parse_commit_line(const std::string& line);

}  // namespace harness
