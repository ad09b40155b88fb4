#pragma once
// SIGINT (Ctrl-C) and SIGTERM (a scheduler, `kill`) stop a grading command
// cleanly instead of killing it: every run in progress ends within 50 ms
// (run/process.h stop_all_runs: its keeper kills the program and cleans up
// its box), no new run starts, and the command writes only what it
// finished: batch the students graded whole, grade nothing. A second signal
// ends the process at once (its keepers and boxes die with it).
#include <atomic>

namespace harness {

class StopOnSignal {
 public:
  StopOnSignal();   ///< installs the handlers
  ~StopOnSignal();  ///< puts the old ones back
  StopOnSignal(const StopOnSignal&) = delete;
  StopOnSignal& operator=(const StopOnSignal&) = delete;
};

/// The first signal received while a StopOnSignal was alive (SIGINT or
/// SIGTERM), 0 for none.
int stop_signal();

/// True from the first signal on (for class/batch.h BatchOptions::stop).
const std::atomic<bool>& stop_requested();

/// The shell's code for a command ended by `signal`: 128 + its number
/// (130 for SIGINT, 143 for SIGTERM).
constexpr int exit_code_for_signal(int signal) { return 128 + signal; }

}  // namespace harness
