#pragma once
// What one run is asked to do (RunSpec, under Limits) and what it did
// (RunFacts): plain data, shared by the runner (process.h), the box's
// layout of a run (box_job.h) and every caller.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "run/time_allowance.h"

namespace harness {

class Sandbox;

/// Limits of one run. cpu and memory_bytes may be 0 for "no limit";
/// wall and output_bytes always apply.
struct Limits {
  std::chrono::milliseconds wall{3000};
  std::chrono::milliseconds cpu{1000};
  /// The whole run's processes together in a box with a cgroup; otherwise
  /// each process's address space (RLIMIT_AS).
  std::uint64_t memory_bytes = std::uint64_t{256} << 20;
  std::uint64_t output_bytes = std::uint64_t{1} << 20;  ///< stdout (and each file written)
  int processes = 64;                                   ///< processes and threads at once, in a box
  /// Descriptors open at once, per process (RLIMIT_NOFILE), never the
  /// grader's own limit: a JVM or javac opens about 40, g++ fewer.
  unsigned open_files = 256;
  std::uint64_t work_bytes = std::uint64_t{64} << 20;  ///< a box's work folder, and its /tmp
  /// Without a cgroup, whether memory_bytes caps each process's address
  /// space (RLIMIT_AS). False for a runtime that reserves far more address
  /// space than it uses and caps its own heap (a JVM with -Xmx: its heap,
  /// code cache, class space and malloc arenas reserve gigabytes, and it
  /// cannot start under a cap of 256 MiB); a cgroup, where there is one,
  /// still limits the run's memory.
  bool cap_address_space = true;
  /// The program's CPU time (every thread of the process started) at which
  /// the run is ended, when later than `cpu`: a run that finishes between the
  /// two can be judged against `cpu` and run again. 0: at `cpu`.
  std::chrono::milliseconds cpu_backstop{0};
  /// What `cpu` was made of, for a case's run (judge/time_allowance.h): a
  /// TLE's reason names it beside the limit. nullopt: a limit of the
  /// caller's own (a build step, a probe), worded as the number alone.
  std::optional<TimeAllowance> allowance;
};

struct RunSpec {
  std::vector<std::string> argv;  ///< program and arguments; a bare name is looked up on PATH
  std::string stdin_text;
  /// Where the program starts. Empty: a work folder of the run's own (in a
  /// box, a private tmpfs), removed afterwards. Else this host folder, which
  /// a box shows read-write at /box: argv should name files relative to it.
  std::filesystem::path work_dir;
  Limits limits;
  /// The box to run in (sandbox.h); nullptr or one at level off: none, for
  /// the harness's own trusted tools. A box shows the program (argv[0]) by
  /// itself, at /program/NAME unless it is a system file.
  const Sandbox* sandbox = nullptr;
  /// A host folder the run reads (a Python module and its driver, compiled
  /// classes), shown read-only at /submission. argv names files in it by
  /// that path ("/submission/driver.py"); out of a box (or in one without a
  /// mount namespace) the runner puts the folder's real path there.
  std::filesystem::path submission_dir;
  /// Variables ("NAME=value") set for the program over the environment it
  /// gets otherwise (the box's scrubbed one, or the harness's own without a
  /// box): a variable named here replaces one of the same name, so the
  /// caller's settings hold whatever the grader's shell exported (a
  /// sanitized build's ASAN_OPTIONS, prepare/sanitize.h).
  std::vector<std::string> environment;
};

/// `base` ("NAME=value" each) with every variable of `overrides` in place of
/// any of the same name, overrides last.
std::vector<std::string> with_variables(const std::vector<std::string>& base,
                                        const std::vector<std::string>& overrides);

/// The box's path of RunSpec::submission_dir, as argv names it.
inline constexpr const char* kSubmissionPath = "/submission";

/// What happened, and nothing more.
struct RunFacts {
  enum class End { Exited, Signaled, WallTimeout, SpawnFailed };
  End end = End::SpawnFailed;
  int exit_code = 0;                 ///< when Exited
  int signal = 0;                    ///< when Signaled (SIGKILL after a WallTimeout)
  std::chrono::milliseconds cpu{0};  ///< user + sys of the whole process tree
  std::chrono::milliseconds wall{0};
  std::uint64_t peak_rss_kb = 0;  ///< the run's processes together (cgroup), else the largest one
  bool memory_of_run = false;     ///< peak_rss_kb and the limit count the whole run (a cgroup)
  bool oom_killed = false;        ///< the kernel killed a process of the run for memory
  bool process_cap_hit = false;   ///< a fork or thread was refused at the process cap
  std::string stdout_text;        ///< at most limits.output_bytes
  bool stdout_truncated = false;  ///< the program wrote more than the cap
  std::string stderr_text;        ///< at most kStderrCapBytes (+ a line): its head and its tail
  bool stderr_truncated = false;
  std::string spawn_error;  ///< when SpawnFailed: the harness's side, in one line
  bool stopped = false;     ///< SpawnFailed because stop_all_runs ended it: no fact about the program
  /// At a WallTimeout: the share, in thousandths, of the wall limit's last
  /// stretch the program's threads were on a CPU or waiting for one (run/keeper.h); -1 when not measured.
  int runnable_permille = -1;
};

constexpr std::size_t kStderrCapBytes = 64 * 1024;

const char* to_string(RunFacts::End end);

/// "SIGSEGV" for 11; "signal 77" when the number has no name.
std::string signal_name(int signal);

}  // namespace harness
