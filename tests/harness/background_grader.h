#pragma once
// sudoku-grade started in the background, for the tests that act on a grader
// while it works (signal it, kill it, look at what it made): TMPDIR set, so
// its run folders go where the test looks; stdout and stderr into files.
// posix_spawn, since run_trusted does not hand out the pid (architecture.md,
// "Who starts what").
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "file_text.h"

extern char** environ;

struct BackgroundGrader {
  pid_t pid = -1;
  std::filesystem::path out, err;

  /// `args` after the grader's own path; its output into `logs`/grader.out and .err.
  BackgroundGrader(std::vector<std::string> args, const std::filesystem::path& tmpdir,
                   const std::filesystem::path& logs)
      : out(logs / "grader.out"), err(logs / "grader.err") {
    args.insert(args.begin(), (std::filesystem::path(BINARY_DIR) / "sudoku-grade").string());
    std::vector<std::string> env = {"TMPDIR=" + tmpdir.string()};
    for (char** e = environ; *e; ++e)
      if (std::strncmp(*e, "TMPDIR=", 7) != 0) env.emplace_back(*e);
    std::vector<char*> argv, envp;
    for (auto& a : args) argv.push_back(a.data());
    for (auto& e : env) envp.push_back(e.data());
    argv.push_back(nullptr);
    envp.push_back(nullptr);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, STDOUT_FILENO, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&files, STDERR_FILENO, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    REQUIRE(posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), envp.data()) == 0);
    posix_spawn_file_actions_destroy(&files);
  }
  BackgroundGrader(const BackgroundGrader&) = delete;
  BackgroundGrader& operator=(const BackgroundGrader&) = delete;
  /// A grader the test left running is killed: no test leaves one behind.
  ~BackgroundGrader() { kill_and_reap(SIGKILL); }

  /// Not yet ended (a zombie has ended).
  bool running() const {
    if (reaped) return false;
    const std::string stat = text_of("/proc/" + std::to_string(pid) + "/stat");
    const auto paren = stat.rfind(')');
    return paren != std::string::npos && paren + 2 < stat.size() && stat[paren + 2] != 'Z';
  }
  /// Its wait status once it has ended, polled every 10 ms for at most
  /// `bound`; nothing while it still runs.
  std::optional<int> ended_within(std::chrono::milliseconds bound) {
    int status = 0;
    for (auto waited = std::chrono::milliseconds(0); !reaped; waited += std::chrono::milliseconds(10)) {
      if (waitpid(pid, &status, WNOHANG) == pid) {
        reaped = true;
        return status;
      }
      if (waited >= bound) return std::nullopt;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return std::nullopt;
  }
  /// Its exit code (1000 + the signal for one that killed it, never taken
  /// for an exit code); a grader still running after a minute is killed and
  /// the test fails (a hang).
  int wait() {
    const std::optional<int> status = ended_within(std::chrono::minutes(1));
    if (!status) {
      kill_and_reap(SIGKILL);
      FAIL("the grader did not end within a minute");
    }
    return WIFEXITED(*status) ? WEXITSTATUS(*status) : 1000 + WTERMSIG(*status);
  }
  void kill_and_reap(int signal) {
    if (reaped) return;
    ::kill(pid, signal);
    int status = 0;
    ::waitpid(pid, &status, 0);
    reaped = true;
  }

 private:
  bool reaped = false;  // once reaped, its pid may be another process's: never signalled again
};

/// Polls (a bound against a hang, not a timing assertion: a minute) until `ready` holds.
template <class Ready>
bool wait_until(Ready ready) {
  for (int i = 0; i < 6000; ++i) {
    if (ready()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

/// Cgroup folders whose names start with `prefix`, anywhere under /sys/fs/cgroup.
inline std::vector<std::filesystem::path> cgroups_named(const std::string& prefix) {
  std::vector<std::filesystem::path> found;
  std::error_code error;
  std::filesystem::recursive_directory_iterator it("/sys/fs/cgroup",
                                                   std::filesystem::directory_options::skip_permission_denied, error),
      end;
  for (; !error && it != end; it.increment(error)) {
    if (it.depth() > 5) it.disable_recursion_pending();
    if (it->path().filename().string().rfind(prefix, 0) == 0) found.push_back(it->path());
  }
  return found;
}
