#pragma once
// A run made ready for its keeper, and the keeper's part, shared by the two
// ways a program runs: run_with_limits (process.h: stdin and stdout are
// files, one case) and RunSession (run_session.h: pipes, a warm runtime
// fed case after case). Internal to run/.
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "run/box_job.h"
#include "run/keeper.h"
#include "run/run_spec.h"

namespace harness {

/// A per-run folder, removed with everything in it when the run is over.
struct RunDir {
  std::filesystem::path path;
  RunDir() = default;
  RunDir(const RunDir&) = delete;
  RunDir& operator=(const RunDir&) = delete;
  ~RunDir();
};

/// Everything the keeper reads, built beforehand (it may not allocate) and
/// kept alive until it has ended. The job's stdin, stdout and stderr (and a
/// session's marks) are the caller's to set.
struct PreparedRun {
  RunDir dir;
  std::optional<BoxJob> box;
  std::string program;
  std::string work_dir_text;
  std::vector<std::string> args, variables;
  std::vector<char*> argv, envp;
  KeeperJob job;
  /// Held while the box's cgroup is read or finished: a session reads it
  /// from one thread while another ends the run.
  std::mutex box_mutex;
  bool box_finished = false;
  /// The cgroup's CPU count when the box was finished, where it has one.
  std::optional<std::uint64_t> final_cpu_us;
  std::uint64_t final_peak_kb = 0;
};

/// Makes the run's folder, box, argv and environment for `spec`. Returns ""
/// or what went wrong on the harness's side, in one line.
std::string prepare_run(const RunSpec& spec, PreparedRun& run);

/// Starts the keeper on run.job and waits until it and the program have
/// ended; the facts without stdout and stderr, which the caller reads.
RunFacts keep_run(PreparedRun& run, const Limits& limits);

/// "write(PATH): strerror" for the errno of a failed call.
std::string system_error(const std::string& call);

}  // namespace harness
