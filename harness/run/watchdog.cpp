#include "run/watchdog.h"

#include <signal.h>

#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

struct Entry {
  volatile pid_t* pid;
  Clock::time_point deadline;
};

// Never destroyed: the detached thread may still wait on it while the
// program's statics are torn down.
struct Registry {
  std::mutex mutex;
  std::condition_variable changed;
  std::map<std::uint64_t, Entry> entries;
  std::uint64_t next_id = 1;
  Clock::time_point sleeping_until = Clock::time_point::max();

  void watch_forever() {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      Clock::time_point earliest = Clock::time_point::max();
      for (auto& [id, entry] : entries) {
        if (entry.deadline > Clock::now()) {
          earliest = std::min(earliest, entry.deadline);
          continue;
        }
        // Under the lock: release() cannot return, and the pid cannot be reaped, meanwhile.
        if (const pid_t pid = *entry.pid; pid > 0) kill(pid, SIGKILL);
        entry.deadline = Clock::time_point::max();
      }
      sleeping_until = earliest;
      if (earliest == Clock::time_point::max()) changed.wait(lock);
      else changed.wait_until(lock, earliest);
    }
  }
};

Registry& registry() {
  static Registry* const instance = [] {
    auto* r = new Registry;
    std::thread([r] { r->watch_forever(); }).detach();
    return r;
  }();
  return *instance;
}

}  // namespace

Watched::Watched(volatile pid_t* pid, std::chrono::steady_clock::time_point deadline) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  id_ = r.next_id++;
  r.entries.emplace(id_, Entry{pid, deadline});
  // Wake the thread only when it would sleep past this deadline: usually it need not wake at all.
  if (deadline < r.sleeping_until) {
    r.sleeping_until = deadline;
    r.changed.notify_one();
  }
}

void Watched::release() {
  if (id_ == 0) return;
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.entries.erase(id_);
  id_ = 0;
}

}  // namespace harness
