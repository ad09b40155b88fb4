#include "process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <system_error>
#include <thread>

#include <boost/process.hpp>
#include <boost/process/extend.hpp>
#include <fmt/format.h>

namespace harness {
namespace {

namespace bp = boost::process;

/*** The keeper: runs in a fork of the harness, system calls only ***/

// What went wrong on the keeper's side of the fork; the harness words it.
enum Stage : int { kNoFailure = 0, kPipe, kFork, kChdir, kExec };

// The keeper's report, written once to the report pipe.
struct KeeperReport {
  int wait_status = 0;
  int timed_out = 0;
  int failed_stage = kNoFailure;
  int failed_errno = 0;
  long long wall_us = 0;
  long long cpu_us = 0;
  long long max_rss_kb = 0;
};

// Where S reports a failure before or at exec: which step, and errno.
struct ExecFailure {
  int stage;
  int error;
};

constexpr int kReportFd = 3;   // the keeper moves the report pipe here

long long now_us() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

long long micros(const timeval& tv) { return tv.tv_sec * 1000000LL + tv.tv_usec; }

// Kills every process whose parent is `parent` (and the group it leads), by a
// scan of /proc: there is no other list of a process's children here
// (CONFIG_PROC_CHILDREN is off). getdents64 and a stack buffer, no malloc.
void kill_children_of(pid_t parent) {
  const int dir = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return;
  alignas(8) char entries[8192];
  for (;;) {
    const long n = syscall(SYS_getdents64, dir, entries, sizeof entries);
    if (n <= 0) break;
    for (long at = 0; at < n;) {
      const char* name = entries + at + 19;   // d_ino(8) d_off(8) d_reclen(2) d_type(1)
      unsigned short reclen;
      std::memcpy(&reclen, entries + at + 16, sizeof reclen);
      at += reclen;
      pid_t pid = 0;
      for (const char* c = name; *c; ++c) {
        if (*c < '0' || *c > '9') { pid = 0; break; }
        pid = pid * 10 + (*c - '0');
      }
      if (pid <= 0) continue;
      char path[32] = "/proc/";
      int len = 6;
      for (const char* c = name; *c && len < 24; ++c) path[len++] = *c;
      std::memcpy(path + len, "/stat", 6);
      const int fd = open(path, O_RDONLY | O_CLOEXEC);
      if (fd < 0) continue;
      char stat[512];
      const ssize_t got = read(fd, stat, sizeof stat - 1);
      close(fd);
      if (got <= 0) continue;
      stat[got] = '\0';
      // "pid (comm) state ppid ...": comm may hold anything, so start after the last ')'.
      const char* close_paren = std::strrchr(stat, ')');
      if (!close_paren || close_paren[1] == '\0' || close_paren[2] == '\0') continue;
      pid_t ppid = 0;
      for (const char* c = close_paren + 4; *c >= '0' && *c <= '9'; ++c) ppid = ppid * 10 + (*c - '0');
      if (ppid != parent) continue;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
    }
  }
  close(dir);
}

// The keeper is the subreaper, so every process left of S's tree is (or, once
// its parent is killed, becomes) its child; kill and reap until none is left.
void kill_and_reap_leftovers() {
  for (;;) {
    pid_t reaped;
    int status;
    while ((reaped = waitpid(-1, &status, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return;
    if (reaped < 0 && errno != EINTR) return;
    kill_children_of(getpid());
    waitpid(-1, &status, 0);
  }
}

void set_limit(int resource, rlim_t value) {
  rlimit current{};
  getrlimit(resource, &current);
  // Never above the hard limit the harness itself runs under (problemtools' try_limit).
  if (current.rlim_max != RLIM_INFINITY && value > current.rlim_max) value = current.rlim_max;
  const rlimit wanted{value, value};
  setrlimit(resource, &wanted);
}

// Boost.Process extension: in the forked child it becomes the keeper, which
// forks S and returns only in S, so that Boost execs the program in S.
struct KeeperLaunch : bp::extend::handler {
  int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1, report_fd = -1;
  const char* work_dir = nullptr;
  long long wall_us = 0;
  rlim_t memory_bytes = 0, cpu_seconds = 0, file_bytes = 0;
  mutable int exec_failure_fd = -1;   // set in S, where Boost reports a failed exec

  template <class Executor>
  void on_exec_setup(Executor&) const {
    run_keeper();
  }

  template <class Executor>
  void on_exec_error(Executor&, const std::error_code& ec) const {
    report_failure(kExec, ec.value());
  }

  void report_failure(int stage, int error) const {
    const ExecFailure failure{stage, error};
    if (write(exec_failure_fd, &failure, sizeof failure) < 0) {
    }
  }

  void run_keeper() const {
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    // Ctrl-C on the harness must not skip the cleanup: the keeper finishes its run.
    for (int sig : {SIGINT, SIGQUIT, SIGHUP, SIGPIPE}) sigaction(sig, &ignore, nullptr);
    dup2(stdin_fd, 0);
    dup2(stdout_fd, 1);
    dup2(stderr_fd, 2);
    dup2(report_fd, kReportFd);
    // Copies of other runs' files and pipes (from other harness threads) stay out.
    close_range(kReportFd + 1, ~0U, 0);
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    sigset_t child_ended;
    sigemptyset(&child_ended);
    sigaddset(&child_ended, SIGCHLD);
    sigprocmask(SIG_BLOCK, &child_ended, nullptr);

    KeeperReport report;
    int failure_pipe[2];
    if (pipe2(failure_pipe, O_CLOEXEC) < 0) finish_early(report, kPipe);
    const pid_t keeper = getpid();
    const long long started = now_us();
    const pid_t submission = fork();
    if (submission < 0) finish_early(report, kFork);
    if (submission == 0) {
      close(kReportFd);
      close(failure_pipe[0]);
      exec_failure_fd = failure_pipe[1];
      become_submission(keeper);
      return;   // Boost execs the program
    }
    close(failure_pipe[1]);
    // Both sides set the group, so the deadline's kill reaches it whoever runs first.
    setpgid(submission, submission);

    siginfo_t info{};
    const long long deadline = started + wall_us;
    for (;;) {
      info.si_pid = 0;
      if (waitid(P_PID, submission, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == submission)
        break;
      const long long left = deadline - now_us();
      if (left <= 0) {
        kill(-submission, SIGKILL);
        kill(submission, SIGKILL);
        report.timed_out = 1;
        while (waitid(P_PID, submission, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR) {
        }
        break;
      }
      const timespec wait{left / 1000000, (left % 1000000) * 1000};
      sigtimedwait(&child_ended, nullptr, &wait);
    }
    report.wall_us = now_us() - started;
    // S is a zombie now, so its pid (the group's id) cannot be reused yet.
    kill(-submission, SIGKILL);
    while (wait4(submission, &report.wait_status, 0, nullptr) < 0 && errno == EINTR) {
    }
    kill_and_reap_leftovers();

    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    report.cpu_us = micros(usage.ru_utime) + micros(usage.ru_stime);
    report.max_rss_kb = usage.ru_maxrss;
    ExecFailure failure{};
    if (read(failure_pipe[0], &failure, sizeof failure) == sizeof failure) {
      report.failed_stage = failure.stage;
      report.failed_errno = failure.error;
    }
    send(report);
    _exit(0);
  }

  [[noreturn]] void finish_early(KeeperReport& report, int stage) const {
    report.failed_stage = stage;
    report.failed_errno = errno;
    send(report);
    _exit(0);
  }

  static void send(const KeeperReport& report) {
    if (write(kReportFd, &report, sizeof report) < 0) {
    }
  }

  // In S, before exec: limits, group, a clean signal state.
  void become_submission(pid_t keeper) const {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != keeper) _exit(127);
    setpgid(0, 0);
    if (work_dir && chdir(work_dir) < 0) {
      report_failure(kChdir, errno);
      _exit(127);
    }
    if (memory_bytes) set_limit(RLIMIT_AS, memory_bytes);
    if (cpu_seconds) {
      const rlimit cpu{cpu_seconds, cpu_seconds + 1};
      setrlimit(RLIMIT_CPU, &cpu);
    }
    set_limit(RLIMIT_FSIZE, file_bytes);
    set_limit(RLIMIT_CORE, 0);
    // The keeper ignores some signals and blocks SIGCHLD; a program expects
    // defaults (a write to a closed pipe must end it, as in a shell).
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; ++sig) sigaction(sig, &default_action, nullptr);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
  }
};

/*** The harness side ***/

std::string system_error(const std::string& call) {
  return fmt::format("{}: {}", call, std::strerror(errno));
}

// A per-run folder, removed with everything in it when the run is over.
struct RunDir {
  std::filesystem::path path;
  ~RunDir() {
    std::error_code ignored;
    if (!path.empty()) std::filesystem::remove_all(path, ignored);
  }
};

struct Fd {
  int fd = -1;
  ~Fd() { reset(); }
  void reset() {
    if (fd >= 0) close(fd);
    fd = -1;
  }
};

// Reads at most cap bytes of a file; truncated when the file holds more.
std::string read_capped(const std::filesystem::path& path, std::size_t cap, bool& truncated) {
  std::string text;
  truncated = false;
  Fd file{open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (file.fd < 0) return text;
  struct stat info {};
  if (fstat(file.fd, &info) == 0) truncated = static_cast<std::uint64_t>(info.st_size) > cap;
  text.resize(std::min<std::size_t>(cap, info.st_size));
  std::size_t have = 0;
  while (have < text.size()) {
    const ssize_t got = read(file.fd, text.data() + have, text.size() - have);
    if (got <= 0) break;
    have += got;
  }
  text.resize(have);
  return text;
}

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t put = write(fd, text.data() + done, text.size() - done);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    done += put;
  }
  return true;
}

std::string describe_failure(const KeeperReport& report, const std::string& program,
                             const std::filesystem::path& work_dir) {
  const char* why = std::strerror(report.failed_errno);
  switch (report.failed_stage) {
    case kPipe: return fmt::format("pipe: {}", why);
    case kFork: return fmt::format("fork: {}", why);
    case kChdir: return fmt::format("chdir({}): {}", work_dir.string(), why);
    case kExec: return fmt::format("execve({}): {}", program, why);
    default: return "";
  }
}

std::string resolve_program(const std::string& name) {
  if (name.find('/') != std::string::npos) return std::filesystem::absolute(name).string();
  return bp::search_path(name).string();
}

// Reaps the keeper; a watchdog kills it if it outlives the wall limit by far,
// which only a bug in the keeper could cause.
void wait_for_keeper(pid_t keeper, std::chrono::milliseconds wall) {
  std::mutex mutex;
  std::condition_variable ended;
  bool done = false;
  std::thread watchdog([&] {
    std::unique_lock<std::mutex> lock(mutex);
    if (!ended.wait_for(lock, wall + std::chrono::seconds(2), [&] { return done; })) kill(keeper, SIGKILL);
  });
  siginfo_t info{};
  // WNOWAIT: the pid stays the keeper's until the watchdog is gone.
  while (waitid(P_PID, keeper, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR) {
  }
  {
    std::lock_guard<std::mutex> lock(mutex);
    done = true;
  }
  ended.notify_one();
  watchdog.join();
  int status = 0;
  while (waitpid(keeper, &status, 0) < 0 && errno == EINTR) {
  }
}

}  // namespace

const char* to_string(RunFacts::End end) {
  switch (end) {
    case RunFacts::End::Exited: return "exited";
    case RunFacts::End::Signaled: return "signaled";
    case RunFacts::End::WallTimeout: return "wall-timeout";
    case RunFacts::End::SpawnFailed: return "spawn-failed";
  }
  return "?";
}

RunFacts run_with_limits(const RunSpec& spec) {
  RunFacts facts;
  auto failed = [&](std::string why) {
    facts.end = RunFacts::End::SpawnFailed;
    facts.spawn_error = std::move(why);
    return facts;
  };
  if (spec.argv.empty()) return failed("no program to run (empty argv)");
  if (spec.limits.wall.count() <= 0) return failed("the wall limit must be positive");

  RunDir dir;
  {
    std::error_code ec;
    const auto base = std::filesystem::temp_directory_path(ec);
    std::string pattern = ((ec ? std::filesystem::path("/tmp") : base) / "sudoku-grade-run-XXXXXX").string();
    if (!mkdtemp(pattern.data())) return failed(system_error(fmt::format("mkdtemp({})", pattern)));
    dir.path = pattern;
  }
  const auto work_dir = spec.work_dir.empty() ? dir.path / "work" : spec.work_dir;
  if (spec.work_dir.empty() && mkdir(work_dir.c_str(), 0755) < 0)
    return failed(system_error(fmt::format("mkdir({})", work_dir.string())));

  const auto in_path = dir.path / "stdin", out_path = dir.path / "stdout", err_path = dir.path / "stderr";
  Fd in{open(in_path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
  if (in.fd < 0) return failed(system_error(fmt::format("open({})", in_path.string())));
  if (!write_all(in.fd, spec.stdin_text) || lseek(in.fd, 0, SEEK_SET) < 0)
    return failed(system_error(fmt::format("write({})", in_path.string())));
  Fd out{open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
  Fd err{open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
  if (out.fd < 0 || err.fd < 0) return failed(system_error(fmt::format("open({})", out_path.string())));
  int report_pipe[2];
  if (pipe2(report_pipe, O_CLOEXEC) < 0) return failed(system_error("pipe2"));
  // Non-blocking: a keeper forked by another thread may hold a copy of the
  // write end for a moment, so "no report" must not mean "wait for it".
  Fd report_in{report_pipe[0]}, report_out{report_pipe[1]};
  fcntl(report_in.fd, F_SETFL, O_NONBLOCK);

  const std::string program = resolve_program(spec.argv[0]);
  if (program.empty()) return failed(fmt::format("program '{}' not found on PATH", spec.argv[0]));

  KeeperLaunch launch;
  launch.stdin_fd = in.fd;
  launch.stdout_fd = out.fd;
  launch.stderr_fd = err.fd;
  launch.report_fd = report_out.fd;
  const std::string work_dir_text = work_dir.string();
  launch.work_dir = work_dir_text.c_str();
  launch.wall_us = spec.limits.wall.count() * 1000LL;
  launch.memory_bytes = spec.limits.memory_bytes;
  // RLIMIT_CPU counts whole seconds and is only a backstop; the verdict reads the measured time.
  launch.cpu_seconds = spec.limits.cpu.count() > 0 ? (spec.limits.cpu.count() + 999) / 1000 + 1 : 0;
  // One byte over the cap, so "more than the cap" shows in the file's size.
  launch.file_bytes = spec.limits.output_bytes + 1;

  pid_t keeper = -1;
  try {
    const std::vector<std::string> args(spec.argv.begin() + 1, spec.argv.end());
    errno = 0;
    bp::child child(bp::exe = program, bp::args = args, bp::ignore_error, launch);
    keeper = child.valid() ? child.id() : -1;
    // We reap it ourselves with wait4; the destructor must not touch the pid.
    child.detach();
  } catch (const std::exception& e) {
    return failed(fmt::format("starting {}: {}", program, e.what()));
  }
  if (keeper <= 0) return failed(system_error("fork"));
  in.reset();
  out.reset();
  err.reset();
  report_out.reset();

  wait_for_keeper(keeper, spec.limits.wall);

  KeeperReport report;
  if (read(report_in.fd, &report, sizeof report) != sizeof report)
    return failed("the run's keeper process ended without a report");
  facts.wall = std::chrono::milliseconds(report.wall_us / 1000);
  facts.cpu = std::chrono::milliseconds(report.cpu_us / 1000);
  facts.peak_rss_kb = static_cast<std::uint64_t>(report.max_rss_kb);
  if (report.failed_stage != kNoFailure) return failed(describe_failure(report, program, work_dir));
  if (report.timed_out) {
    facts.end = RunFacts::End::WallTimeout;
    facts.signal = SIGKILL;
  } else if (WIFEXITED(report.wait_status)) {
    facts.end = RunFacts::End::Exited;
    facts.exit_code = WEXITSTATUS(report.wait_status);
  } else {
    facts.end = RunFacts::End::Signaled;
    facts.signal = WTERMSIG(report.wait_status);
  }
  facts.stdout_text = read_capped(out_path, spec.limits.output_bytes, facts.stdout_truncated);
  facts.stderr_text = read_capped(err_path, kStderrCapBytes, facts.stderr_truncated);
  return facts;
}

}  // namespace harness
