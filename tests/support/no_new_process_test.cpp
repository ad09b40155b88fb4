// The unit guard refuses every way a test could start a program, lets
// threads be, and names the first call it refused. Each row runs in a child
// of its own, since the guard cannot be lifted once loaded.
#include "support/no_new_process.h"

#include <fcntl.h>
#include <linux/sched.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <thread>

extern char** environ;

namespace {

struct Attempt {
  bool started;  ///< the call succeeded: a process (or, for the thread, the thread) ran
  std::string refused;
};

char* const kTrue[] = {const_cast<char*>("true"), nullptr};

// Runs `start` in a child under the guard; the child reports on a pipe. A
// start that replaced the child (execve let through) reports nothing.
Attempt attempt_under_guard(const std::function<bool()>& start) {
  int pipe_fds[2];
  REQUIRE(pipe2(pipe_fds, O_CLOEXEC) == 0);
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    close(pipe_fds[0]);
    forbid_new_processes();
    const bool started = start();
    const char* refused = refused_start();
    const std::string report = std::string(started ? "1" : "0") + (refused ? refused : "");
    (void)!write(pipe_fds[1], report.data(), report.size());
    _exit(0);
  }
  close(pipe_fds[1]);
  std::string report;
  char buffer[256];
  for (ssize_t n; (n = read(pipe_fds[0], buffer, sizeof buffer)) > 0;) report.append(buffer, n);
  close(pipe_fds[0]);
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  if (report.empty()) return {true, "(the child was replaced by the program it started)"};
  return {report[0] == '1', report.substr(1)};
}

bool waited(pid_t pid) { return pid > 0 && waitpid(pid, nullptr, 0) == pid; }

}  // namespace

TEST_CASE("under the unit guard every way to start a program fails and is named, and threads run",
          "[no_new_process][process]") {
  struct Row {
    const char* way;
    std::function<bool()> start;
    bool starts;
    const char* refused;
  };
  const char* const kFork = "clone (fork)";
  const char* const kSpawn = "clone with CLONE_VFORK (posix_spawn, system, popen)";
  const Row rows[] = {
      {"fork",
       [] {
         const pid_t pid = fork();
         if (pid == 0) _exit(0);
         return waited(pid);
       },
       false, kFork},
      {"vfork",
       [] {
         const pid_t pid = vfork();
         if (pid == 0) _exit(0);
         return waited(pid);
       },
       false, "vfork"},
      {"posix_spawn",
       [] {
         pid_t pid = 0;
         return posix_spawn(&pid, "/bin/true", nullptr, nullptr, kTrue, environ) == 0 && waited(pid);
       },
       false, kSpawn},
      {"std::system", [] { return std::system("true") == 0; }, false, kSpawn},
      {"popen",
       [] {
         FILE* f = popen("true", "r");
         return f != nullptr && pclose(f) == 0;
       },
       false, kSpawn},
      {"execve",
       [] {
         execve("/bin/true", kTrue, environ);
         return false;
       },
       false, "execve"},
      {"execveat",
       [] {
         syscall(SYS_execveat, AT_FDCWD, "/bin/true", kTrue, environ, 0);
         return false;
       },
       false, "execveat"},
      // Its flags are out of the filter's reach: ENOSYS, and libc falls back to clone.
      {"clone3",
       [] {
         clone_args args{};
         args.exit_signal = SIGCHLD;
         const long pid = syscall(SYS_clone3, &args, sizeof args);
         if (pid == 0) _exit(0);
         return pid > 0 ? waited(static_cast<pid_t>(pid)) : errno != ENOSYS;
       },
       false, ""},
      {"a thread",
       [] {
         bool ran = false;
         std::thread([&] { ran = true; }).join();
         return ran;
       },
       true, ""},
  };
  for (const Row& row : rows) {
    INFO(row.way);
    const Attempt attempt = attempt_under_guard(row.start);
    CHECK(attempt.started == row.starts);
    CHECK(attempt.refused == row.refused);
  }
}

TEST_CASE("without the guard the same calls start programs", "[no_new_process][process]") {
  pid_t pid = 0;
  CHECK((posix_spawn(&pid, "/bin/true", nullptr, nullptr, kTrue, environ) == 0 && waited(pid)));
  CHECK(std::system("true") == 0);
  CHECK(refused_start() == nullptr);
}

// Run only by the ctest entry "the unit guard fails a unit test that starts a
// process" (tests/CMakeLists.txt), under the guard: it must fail there.
TEST_CASE("a unit test that starts a program, for the guard to refuse", "[.][starts_a_process]") {
  CHECK(std::system("true") == 0);
}
