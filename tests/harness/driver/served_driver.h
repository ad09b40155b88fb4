#pragma once
// A driver in its warm-runtime mode (--serve, docs/protocol.md "One warm
// runtime per submission"), driven from outside as the grader drives it:
// requests on stdin one at a time, the answers on stdout, the boundaries on
// fd 3, and the process's CPU time read by the test (its CPU clock, not
// anything in the process) at each boundary. Unboxed. The serve
// conformance suite's (serve_conformance_test.cpp) way to drive one.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "file_text.h"
#include "temp_dir.h"

extern char** environ;

namespace served_driver {

constexpr int kTimeoutMs = 20000;  // a hung driver fails the test instead of hanging it

// One served driver: the module imported once, then request after request.
class ServedDriver {
 public:
  /// Starts `words` (argv, words[0] a path), stderr to dir/stderr. Without
  /// `channel`, fd 3 is left closed.
  ServedDriver(const TempDir& dir, std::vector<std::string> words, bool channel = true) : stderr_path_(dir / "stderr") {
    int in[2], out[2], marks[2];
    REQUIRE(pipe2(in, O_CLOEXEC) == 0);
    REQUIRE(pipe2(out, O_CLOEXEC) == 0);
    REQUIRE(pipe2(marks, O_CLOEXEC) == 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, stderr_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (channel) {
      posix_spawn_file_actions_adddup2(&actions, marks[1], 3);
    } else {  // closed whatever this process has there (ctest leaves one open): opened first, so the close cannot fail
      posix_spawn_file_actions_addopen(&actions, 3, "/dev/null", O_RDONLY, 0);
      posix_spawn_file_actions_addclose(&actions, 3);
    }
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    const int spawned = posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    close(marks[1]);
    requests_ = in[1];
    answers_ = out[0];
    marks_ = marks[0];
    REQUIRE(spawned == 0);
  }
  ~ServedDriver() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    for (int fd : {requests_, answers_, marks_})
      if (fd >= 0) close(fd);
  }

  /// The next line on fd 3, "" at its end (or after kTimeoutMs).
  std::string next_mark() { return read_line(marks_); }

  /// The process's CPU time (every thread), as the grader reads it: the
  /// kernel's clock of the process, which nothing in it can set.
  double cpu_ms() const {
    clockid_t clock;
    REQUIRE(clock_getcpuclockid(pid_, &clock) == 0);
    timespec now{};
    REQUIRE(clock_gettime(clock, &now) == 0);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
  }

  void send(const std::string& request) {
    REQUIRE(write(requests_, request.data(), request.size()) == static_cast<ssize_t>(request.size()));
  }

  /// An answer's `lines` lines from stdout.
  std::string answer(int lines) {
    std::string text;
    for (int i = 0; i < lines; ++i) text += read_line(answers_) + "\n";
    return text;
  }

  /// No more requests: the exit status once the driver has ended; one that
  /// has not ended within kTimeoutMs is killed (its status says SIGKILL).
  int finish() {
    close(requests_);
    requests_ = -1;
    int status = 0;
    pid_t ended = 0;
    for (int waited_ms = 0; (ended = waitpid(pid_, &status, WNOHANG)) == 0 && waited_ms < kTimeoutMs; waited_ms += 10)
      usleep(10000);
    if (ended == 0) {
      kill(pid_, SIGKILL);
      ended = waitpid(pid_, &status, 0);
    }
    REQUIRE(ended == pid_);
    pid_ = -1;
    return status;
  }

  std::string stderr_text() const { return text_of(stderr_path_); }

 private:
  static std::string read_line(int fd) {
    std::string line;
    char c = 0;
    for (;;) {
      pollfd ready{fd, POLLIN, 0};
      if (poll(&ready, 1, kTimeoutMs) != 1) return line;
      if (read(fd, &c, 1) != 1 || c == '\n') return line;
      line += c;
    }
  }

  std::filesystem::path stderr_path_;
  pid_t pid_ = -1;
  int requests_ = -1, answers_ = -1, marks_ = -1;
};

}  // namespace served_driver
