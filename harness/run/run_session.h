#pragma once
/// One program kept running for case after case: a warm runtime
/// (docs/protocol.md, "One warm runtime per submission"). It is started as
/// any run is (run_with_limits, process.h), in the same box, under one set of
/// limits for its whole life; but its stdin, stdout and stderr are pipes the
/// grader talks through, and fd 3 a fourth, on which the driver marks the
/// boundaries of its cases. At each mark the grader reads the box's CPU time
/// from its cgroup, which nothing in the box can set.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "run/mark_lines.h"
#include "run/run_spec.h"

namespace harness {

struct PreparedRun;

/// What a case printed: stdout up to the run's output cap, stderr's head and
/// tail as a run keeps them (RunFacts).
struct CaseOutput {
  std::string stdout_text;
  bool stdout_truncated = false;
  std::string stderr_text;
  bool stderr_truncated = false;
};

/// The longest mark a driver writes on fd 3, and the most bytes it writes
/// there in one case ("ready", "done": 11); far more, for a margin.
inline constexpr std::size_t kMarkMaxBytes = 64;
inline constexpr std::uint64_t kMarkCaseBytes = 4096;

class RunSession {
 public:
  /// Starts spec.argv (spec.stdin_text is not used). spec.limits hold for
  /// the whole session: its memory and processes, and its wall and CPU as a
  /// backstop behind the grader's own per-case watch.
  explicit RunSession(const RunSpec& spec);
  /// Ends the program, if it still runs, and waits for it.
  ~RunSession();
  RunSession(const RunSession&) = delete;
  RunSession& operator=(const RunSession&) = delete;

  /// Whether the program was started; else end() says why not.
  bool started() const { return started_; }
  /// Whether the box counts the session's CPU time: without it, cases cannot
  /// be timed apart and the caller should not use a session.
  bool counts_cpu() const;

  /// Writes `text` on the program's stdin; false when it cannot take it (it
  /// ended, or it has not read what it was sent).
  bool send(const std::string& text);

  enum class Event { Mark, Flooded, Ended, Quiet };
  /// Waits at most `at_most` for the next line on fd 3 (Mark, the line
  /// without its newline in `mark`), a flood there (Flooded, once: a line
  /// longer than kMarkMaxBytes, or more than kMarkCaseBytes in one case; the
  /// program is then stopped, and flood() says which) or the program's end
  /// (Ended, once every mark it wrote before has been taken). Reads stdout
  /// and stderr meanwhile, into the current case's output: when a mark is
  /// returned, all the program wrote before it is there.
  Event wait(std::chrono::milliseconds at_most, std::string& mark);
  /// The flood on fd 3, once wait() has said Flooded.
  std::optional<MarksFlood> flood() const { return flood_reported_ ? mark_lines_.flood() : std::nullopt; }

  /// The box's CPU time so far: every process and thread of the session,
  /// its children too. nullopt when the box does not count it.
  std::optional<std::chrono::microseconds> cpu() const;
  /// The session's memory at its highest so far, in KiB (0 without a cgroup).
  std::uint64_t peak_kb() const;

  /// What the program printed since the last take; the next case starts
  /// empty, and its bytes on fd 3 are counted from 0.
  CaseOutput take_output();

  /// Ends the program now (the keeper kills the box within 50 ms).
  void stop();
  /// Closes stdin (the driver exits at its end), waits up to `grace` for the
  /// program to end, stops it otherwise, and returns the session's facts:
  /// how the program ended, its memory, the whole session's times. Output is
  /// not in them: take_output() has it. Idempotent.
  const RunFacts& end(std::chrono::milliseconds grace = std::chrono::milliseconds(1000));

 private:
  void pump(int fd, bool is_stdout, bool to_the_end);
  void read_marks();

  std::unique_ptr<PreparedRun> run_;
  std::uint64_t output_cap_;
  bool started_ = false;
  std::atomic<int>* stop_flag_ = nullptr;  ///< in shared memory: the keeper may have a copy of ours
  int requests_ = -1, answers_ = -1, errors_ = -1, marks_ = -1, ended_ = -1;
  int child_fds_[4] = {-1, -1, -1, -1};  ///< the program's ends, closed after it ended
  int ended_write_ = -1;
  std::thread keeper_thread_;
  bool ended_seen_ = false;
  bool finished_ = false;
  MarkLines mark_lines_;
  bool flood_reported_ = false;
  CaseOutput output_;
  std::string stderr_head_, stderr_tail_;
  std::uint64_t stderr_dropped_ = 0;
  RunFacts facts_;
};

}  // namespace harness
