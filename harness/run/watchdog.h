#pragma once
// One watchdog thread for the whole harness, instead of one thread per run:
// it kills a run's keeper that outlives its deadline, which only a bug in the
// keeper could cause (the keeper enforces the wall limit itself). Started on
// first use, it sleeps until the earliest deadline of the runs it watches.
#include <sys/types.h>

#include <chrono>
#include <cstdint>

namespace harness {

class Watched {
 public:
  /// Watches the process whose pid is (or will soon be) in *pid: the kernel
  /// writes it there (CLONE_PARENT_SETTID) while the watching thread sleeps.
  Watched(volatile pid_t* pid, std::chrono::steady_clock::time_point deadline);
  /// After this returns, the watchdog never kills that pid again: call it
  /// before reaping the process, so its pid cannot have been reused.
  void release();
  ~Watched() { release(); }
  Watched(const Watched&) = delete;
  Watched& operator=(const Watched&) = delete;

 private:
  std::uint64_t id_ = 0;
};

}  // namespace harness
