#pragma once
// Running one untrusted program under limits, and reporting what happened:
// facts only, like isolate's meta file. classify() in judge/classify.h turns the facts
// into a verdict. This and keeper.cpp are the only parts of the harness that
// know about clone, rlimits and wait4.
//
// Design, one run:
//
//   harness thread --clone(VM|VFORK)--> keeper K --clone(VM|VFORK)--> submission S --> S's children
//
// - Neither K nor S copies the harness's memory: both are started like glibc's
//   posix_spawn child, sharing it (CLONE_VM), while their parent sleeps
//   (CLONE_VFORK) - the harness thread until K has ended, K until S has
//   exec'd. A fork copied the harness's page tables twice per run and made
//   every page the harness wrote afterwards a copy-on-write fault (with TLB
//   shootdowns across cores): most of the harness's cost per run. So K and S
//   use system calls only (keeper.h). S sets its rlimits (AS = memory, CPU =
//   ceil(cpu) + 1 s as a backstop only, FSIZE = output cap + 1 so a flood ends
//   in SIGXFSZ, CORE = 0), makes its own process group, resets SIGPIPE and the
//   signal mask, and execs the program.
// - K is the child subreaper of S's tree (PR_SET_CHILD_SUBREAPER): a process
//   that leaves the group with setsid() still comes back to K when its parent
//   dies. K waits for S (blocking in sigtimedwait on SIGCHLD, so no polling
//   latency), kills S's group at the wall deadline, then kills and reaps every
//   process left: its children are, by construction, only S's leftovers (when
//   waitpid says there are none, /proc is not scanned). Each run has its own
//   K, so one run's cleanup never touches another run started in parallel by
//   another thread. The harness itself is not a subreaper: it waits only for
//   its own K's pid, never for "any child".
// - K measures the wall time, takes CPU (user + sys) and peak RSS of the whole
//   tree from getrusage(RUSAGE_CHILDREN) after reaping, and writes its report
//   into the sleeping harness thread's memory; then the harness reaps K. One
//   watchdog thread for the whole harness (watchdog.h) kills a K that outlives
//   the wall limit by 2 s (a backstop against a bug in K; S dies with K by
//   PR_SET_PDEATHSIG).
// - stdin, stdout and stderr are files in a per-run temp dir (no pipe can
//   fill and deadlock), removed afterwards. At most the output cap of stdout
//   and 64 KiB of stderr are read into memory.
// - Peak RSS counts the harness's own peak RSS too (Linux carries the
//   pre-exec memory's high-water mark over exec, and before its exec S shares
//   the harness's memory): about 6 MiB, far below any memory limit worth setting.
//
// run_with_limits never throws for what the program does, and reports its own
// failures (no temp dir, no clone, no such program) as End::SpawnFailed.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace harness {

/// Limits of one run. cpu and memory_bytes may be 0 for "no limit" (the
/// compiler runs so); wall and output_bytes always apply.
struct Limits {
  std::chrono::milliseconds wall{3000};
  std::chrono::milliseconds cpu{1000};
  std::uint64_t memory_bytes = std::uint64_t{256} << 20;   ///< address space (RLIMIT_AS)
  std::uint64_t output_bytes = std::uint64_t{1} << 20;     ///< stdout (and each file written)
};

struct RunSpec {
  std::vector<std::string> argv;   ///< program and arguments; a bare name is looked up on PATH
  std::string stdin_text;
  std::filesystem::path work_dir;  ///< empty: the run's own temp dir, removed afterwards
  Limits limits;
};

/// What happened, and nothing more.
struct RunFacts {
  enum class End { Exited, Signaled, WallTimeout, SpawnFailed };
  End end = End::SpawnFailed;
  int exit_code = 0;   ///< when Exited
  int signal = 0;      ///< when Signaled (SIGKILL after a WallTimeout)
  std::chrono::milliseconds cpu{0};    ///< user + sys of the whole process tree
  std::chrono::milliseconds wall{0};
  std::uint64_t peak_rss_kb = 0;       ///< the largest process of the tree
  std::string stdout_text;             ///< at most limits.output_bytes
  bool stdout_truncated = false;       ///< the program wrote more than the cap
  std::string stderr_text;             ///< at most kStderrCapBytes
  bool stderr_truncated = false;
  std::string spawn_error;             ///< when SpawnFailed: the harness's side, in one line
};

constexpr std::size_t kStderrCapBytes = 64 * 1024;

RunFacts run_with_limits(const RunSpec& spec);

const char* to_string(RunFacts::End end);

}  // namespace harness
