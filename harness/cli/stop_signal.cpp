#include "cli/stop_signal.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <csignal>

#include "run/process.h"

namespace harness {
namespace {

std::atomic<int> first_signal{0};
std::atomic<bool> stopping{false};
static_assert(std::atomic<int>::is_always_lock_free && std::atomic<bool>::is_always_lock_free,
              "set from a signal handler");

extern "C" void stop_on(int signal) {
  int none = 0;
  if (!first_signal.compare_exchange_strong(none, signal)) {
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  // In this order: a run ended by the stop is always seen with `stopping` up.
  stopping = true;
  stop_all_runs();
  const char message[] = "\nsudoku-grade: stopping: ending the runs in progress (again to stop at once)\n";
  [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, message, sizeof message - 1);
}

struct sigaction old_int {
}, old_term{};

}  // namespace

StopOnSignal::StopOnSignal() {
  first_signal = 0;
  stopping = false;
  struct sigaction action {};
  action.sa_handler = stop_on;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &old_int);
  sigaction(SIGTERM, &action, &old_term);
}

StopOnSignal::~StopOnSignal() {
  sigaction(SIGINT, &old_int, nullptr);
  sigaction(SIGTERM, &old_term, nullptr);
}

int stop_signal() { return first_signal.load(); }

const std::atomic<bool>& stop_requested() { return stopping; }

}  // namespace harness
