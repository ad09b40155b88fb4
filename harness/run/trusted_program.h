#pragma once
// The grader's own trusted tools (a `--version`, the reference helper, the
// tests' browser and scripts), started outside any box through Boost.Process.
// Student code runs through run_with_limits (process.h): docs/architecture.md, "Who starts what".
#include <chrono>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace harness {

struct TrustedCommand {
  TrustedCommand(std::vector<std::string> argv, std::chrono::milliseconds timeout = std::chrono::seconds(10))
      : argv(std::move(argv)), timeout(timeout) {}
  /// The program and its arguments, handed to execve as they are: no shell,
  /// and an argument starting with '-' reaches the program unchanged. A bare
  /// name is looked up on PATH; a name with a '/' is that file.
  std::vector<std::string> argv;
  std::chrono::milliseconds timeout{10000};       ///< then the program's process group is killed
  std::string stdin_text;                         ///< all of its stdin
  std::size_t output_cap = std::size_t{1} << 20;  ///< bytes kept of stdout, and of stderr; the rest is read and dropped
  std::vector<std::string> environment;           ///< "NAME=value" over the harness's own environment
};

struct TrustedRun {
  enum class End { Exited, Signaled, TimedOut, NotStarted };
  End end = End::NotStarted;
  int exit_code = 0;  ///< when Exited
  int signal = 0;     ///< when Signaled
  std::string out, err;
  bool out_truncated = false, err_truncated = false;
  std::chrono::milliseconds timeout{0};  ///< the command's, for how_it_ended
  std::string error;  ///< when NotStarted: why, in one line (or, never seen, why it could not be waited for)
  bool succeeded() const { return end == End::Exited && exit_code == 0; }
};

/// Runs `command` and waits for it, at most its timeout. The program starts
/// in a process group of its own, with default signal handling and only
/// stdin, stdout and stderr open, and dies with the harness; its group is
/// killed when it ends, so nothing it started there outlives it; it is always
/// reaped. Never throws for what the program does: one that cannot start is End::NotStarted.
TrustedRun run_trusted(const TrustedCommand& command);

/// How a run ended, for a message: "exit 3", "killed by signal 11 (SIGSEGV)", "no end
/// within 10000 ms", "not started: program 'x' not found on PATH".
std::string how_it_ended(const TrustedRun& run);

}  // namespace harness
