#include "run/watchdog.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

#include <catch2/catch.hpp>

using namespace std::chrono_literals;

namespace {

pid_t start_sleeper() {
  const pid_t pid = fork();
  if (pid == 0) {
    for (;;) pause();
  }
  REQUIRE(pid > 0);
  return pid;
}

// The signal that ended `pid`, reaping it; 0 if it ended otherwise.
int reap(pid_t pid) {
  int status = 0;
  REQUIRE(waitpid(pid, &status, 0) == pid);
  return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

bool still_running(pid_t pid) {
  siginfo_t info{};
  return waitid(P_PID, pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == 0;
}

}  // namespace

TEST_CASE("the watchdog kills a process that outlives its deadline", "[watchdog][process]") {
  volatile pid_t pid = 0;
  harness::Watched watched(&pid, std::chrono::steady_clock::now() + 100ms);
  // Set after watching began, as the kernel does for a keeper.
  pid = start_sleeper();
  siginfo_t info{};
  REQUIRE(waitid(P_PID, pid, &info, WEXITED | WNOWAIT) == 0);
  watched.release();
  CHECK(reap(pid) == SIGKILL);
}

TEST_CASE("the watchdog leaves a released process alone, and watches others meanwhile", "[watchdog][process]") {
  volatile pid_t released_pid = start_sleeper(), watched_pid = start_sleeper();
  {
    harness::Watched released(&released_pid, std::chrono::steady_clock::now() + 50ms);
    released.release();
  }
  harness::Watched watched(&watched_pid, std::chrono::steady_clock::now() + 150ms);
  siginfo_t info{};
  REQUIRE(waitid(P_PID, watched_pid, &info, WEXITED | WNOWAIT) == 0);
  watched.release();
  CHECK(reap(watched_pid) == SIGKILL);
  CHECK(still_running(released_pid));
  kill(released_pid, SIGTERM);
  CHECK(reap(released_pid) == SIGTERM);
}
