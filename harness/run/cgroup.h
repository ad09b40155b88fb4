#pragma once
// Control groups for runs: every process of a run is put into one fresh
// cgroup, so memory and the number of processes are limited for the run as a
// whole, not per process, and the kernel says when it killed a process for
// memory (isolate's cg.c does the same). Works with cgroup v1 (a hierarchy
// per controller, as on this machine) and v2 (one unified hierarchy).
//
// Each harness process keeps its runs under one folder of its own,
// "sudoku-grade-<pid>-<start>-<pidns>" (leftovers.h), created inside the
// cgroup the harness itself is in (so limits set around the harness still
// hold), and removed at exit; a killed harness's is removed by the next.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace harness {

/// Where this harness's run cgroups go, found once: nullopt (with the reason
/// in `why`) when the memory and pids controllers are not both writable.
struct CgroupRoots {
  int version = 1;
  std::string memory;  ///< the folder run cgroups are made in (v2: holds both controllers)
  std::string pids;    ///< v1 only; equal to memory under v2
  /// v1: where the cpuacct cgroups go, "" when that controller is not
  /// writable (then runs have no CPU reading of their own). Unused under v2,
  /// where every cgroup counts its CPU (cpu.stat).
  std::string cpuacct;
  /// Whether a run's cgroup counts the CPU time of all its processes.
  bool counts_cpu() const { return version == 2 || !cpuacct.empty(); }
};
std::optional<CgroupRoots> find_cgroup_roots(std::string* why);

/// Removes the cgroup folders of graders that are gone (leftovers.h: a
/// killed grader's "sudoku-grade-STAMP" beside this process's own, and the
/// runs' folders in it), killing what is still in them. Returns how many.
int reclaim_leftover_cgroups();

/// What the kernel counted for one run.
struct CgroupUsage {
  std::uint64_t peak_bytes = 0;  ///< the run's processes together, at their highest
  bool oom_killed = false;       ///< the kernel killed some process for memory
  bool process_cap_hit = false;  ///< a fork or thread was refused at the process cap
  /// CPU time of every process the run had, children and threads included,
  /// in microseconds; nullopt when the cgroup does not count it.
  std::optional<std::uint64_t> cpu_us;
};

/// A run's cgroup after the run, as the next run with the same limits
/// would find it.
struct CgroupAfterRun {
  int version = 1;
  bool oom_killed = false;
  bool process_cap_hit = false;
  std::uint64_t processes_left = 0;
  std::uint64_t charged_bytes = 0;  ///< memory still charged to it (page cache the run read, kernel objects)
};
/// What a clean run may leave charged to its cgroup for the cgroup to serve
/// the next run: the next run's peak starts there, and its limit holds it
/// (reclaimable: page cache and kernel caches). A run that read a file into
/// the page cache leaves more, and its cgroup goes.
constexpr std::uint64_t kReusableChargeBytes = 512 * 1024;
/// Whether a run's cgroup may serve the next run with its limits, its peak
/// and CPU counters started again: under v1 (v2's peak cannot be started
/// again on every kernel), with no process left, no OOM kill and no refused
/// fork (counters that cannot be started again), and little charged.
bool cgroup_reusable(const CgroupAfterRun& after);

struct MadeCgroup;

/// One run's cgroup, with its limits set: made fresh ahead of the run by a
/// thread of the harness when an earlier run had the same limits, or the
/// cgroup of an earlier run that left it clean (cgroup_reusable: no process,
/// no OOM kill or refused fork, at most kReusableChargeBytes charged), its
/// peak and CPU counters started again. Joined by the run's first process
/// through procs_fds(); after the run, kept for the next or removed behind
/// it, killing whatever is still in it (the kernel hands what the run
/// charged to the parent).
class RunCgroup {
 public:
  /// Throws harness::Fault naming the file when a folder or limit cannot be
  /// set up (the harness's side: JE).
  RunCgroup(const CgroupRoots& roots, std::uint64_t memory_bytes, int processes);
  ~RunCgroup();
  RunCgroup(const RunCgroup&) = delete;
  RunCgroup& operator=(const RunCgroup&) = delete;

  /// Open cgroup.procs (v1: tasks) files: writing "0" to each moves the writer in.
  const std::vector<int>& procs_fds() const;

  /// Reads the counters, then kills every process still in the cgroup,
  /// unless the caller knows they are gone (`members_gone`: the run's pid
  /// namespace ended with its init). The folders are removed by the
  /// harness's thread soon after, and surely before the harness exits.
  CgroupUsage finish(bool members_gone = false);

  /// The run's CPU time so far (every process and thread of it, as the
  /// kernel counts it: nothing in the run can set it), in microseconds;
  /// nullopt when the cgroup does not count CPU. Not after finish().
  std::optional<std::uint64_t> cpu_us() const;
  /// The run's memory at its highest so far, in bytes.
  std::uint64_t peak_bytes() const;

 private:
  std::unique_ptr<MadeCgroup> made_;
};

}  // namespace harness
