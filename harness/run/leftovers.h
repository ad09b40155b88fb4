#pragma once
/// What a grader leaves on the machine while it runs - its cgroup folder, its runs'
/// folders in the temp dir, a template's empty root - carries a stamp of the grader in its
/// name: its pid, its start time and its pid namespace. A grader that is killed (SIGKILL, a
/// crash) cannot remove them; the next grader to start does, once it sees from the stamp
/// that their owner is gone (docs/sandbox.md, "Leftovers of a killed grader").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness {

/// Which grader process made a folder. A pid alone would not do: once the
/// grader is gone its pid may be any process's, and a folder of the dead
/// grader must not look alive, nor a live one's dead.
struct GraderStamp {
  long pid = 0;
  unsigned long long start = 0;   ///< clock ticks after boot (/proc/PID/stat, field 22)
  unsigned long long pid_ns = 0;  ///< the inode of its pid namespace (/proc/self/ns/pid)
  bool operator==(const GraderStamp& o) const { return pid == o.pid && start == o.start && pid_ns == o.pid_ns; }
};

/// This process's stamp, read once.
const GraderStamp& this_grader();

/// "PID-START-NS", the part of a folder's name that says whose it is.
std::string stamp_text(const GraderStamp& stamp);

/// The stamp that `name` holds right after `prefix`, ending the name or
/// followed by '-'; nullopt when `name` is not such a name.
std::optional<GraderStamp> stamp_in_name(std::string_view name, std::string_view prefix);

/// The start time field of a /proc/PID/stat text ("pid (comm) state ppid ..."; comm may hold
/// anything, ')' and spaces included); nullopt when the text is not one.
std::optional<unsigned long long> start_time_in_stat(std::string_view stat);

enum class OwnerState {
  Running,  ///< the very process that made it: keep
  Gone,     ///< its pid is free, or another process's now: reclaim
  Unknown,  ///< of another pid namespace, whose pids this one cannot see: keep
};

/// Pure: what the stamp's owner is, given the start time of the process
/// with the stamp's pid here (nullopt: no such process) and this process's
/// pid namespace.
OwnerState owner_state(const GraderStamp& stamp, std::optional<unsigned long long> start_of_pid,
                       unsigned long long own_pid_ns);

/// Asks /proc about the stamp's pid.
OwnerState owner_state_here(const GraderStamp& stamp);

/// The temp-dir names a grader gives its folders: PREFIX + stamp + "-XXXXXX".
inline constexpr std::string_view kRunFolderPrefix = "sudoku-grade-run-";
inline constexpr std::string_view kTemplateFolderPrefix = "sudoku-grade-template-";
/// A grader's cgroup folder: PREFIX + stamp, inside the cgroup the grader is in.
inline constexpr std::string_view kCgroupPrefix = "sudoku-grade-";

/// A mkdtemp pattern in `folder` for this grader: FOLDER/PREFIX + stamp + "-XXXXXX".
std::string stamped_temp_pattern(const std::string& folder, std::string_view prefix);

/// Removes, from each of `folders` (temp dirs), the run and template folders
/// whose grader is gone. Only real folders (no links) of this process's own
/// uid are taken, and removed without following any link in them. Returns
/// how many were removed.
int reclaim_leftover_folders(const std::vector<std::string>& folders);

}  // namespace harness
