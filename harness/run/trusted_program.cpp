#include "run/trusted_program.h"

#include <fcntl.h>
#include <linux/close_range.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

// Boost.Process starts a child with vfork only where this is set, and its
// config sets it only below POSIX 2008 (which dropped vfork); glibc has it
// under _GNU_SOURCE. Without vfork, Boost forks: a copy of the grader's page
// tables, 1.5x the keeper's cost for a version probe here
// (docs/performance.md, "Trusted tools"). Were it ignored, use_vfork below
// would fail to link, not fall back to fork.
#ifndef BOOST_POSIX_HAS_VFORK
#define BOOST_POSIX_HAS_VFORK 1
#endif
#include <fmt/format.h>
#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/env.hpp>
#include <boost/process/environment.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>
#include <boost/process/io.hpp>
#include <boost/process/pipe.hpp>
#include <boost/process/posix.hpp>
#include <boost/process/search_path.hpp>

#include "base/fd.h"
#include "run/run_spec.h"

namespace bp = boost::process;

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

// The child's start, between Boost's vfork and its exec: system calls only,
// in the grader's memory (the calling thread sleeps meanwhile, its others do
// not). And the parent's side of a failed start.
struct CleanStart : bp::extend::handler {
  pid_t parent;

  template <class Executor>
  void on_exec_setup(Executor&) const {
    // Dies with the harness (whose calling thread waits for it until it ends).
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    // A group of its own: a timeout, or its end, kills all it started.
    setpgid(0, 0);
    // Only 0, 1 and 2 pass the exec: a descriptor some library opened
    // without O_CLOEXEC, or one another thread made a moment ago, does not.
    syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC);
    // A signal the harness ignores or blocks would stay so across the exec;
    // all are blocked until then (BlockedSignals), so no handler of the
    // harness's runs here.
    struct sigaction defaults {};
    defaults.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; ++sig) sigaction(sig, &defaults, nullptr);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
  }

  // Boost reaps a child whose exec failed only with WNOHANG, which misses
  // one that has not quite ended (the vfork parent resumes as its _exit
  // begins): it is reaped here.
  template <class Executor>
  void on_error(Executor& exec, const std::error_code&) const {
    if (exec.pid > 0)
      while (waitpid(exec.pid, nullptr, 0) < 0 && errno == EINTR) {
      }
  }
};

// Every signal blocked in the calling thread while it starts a child, as
// glibc's posix_spawn does: the child inherits the mask and lifts it once
// its handlers are the defaults.
struct BlockedSignals {
  sigset_t old;
  BlockedSignals() {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
  }
  ~BlockedSignals() { pthread_sigmask(SIG_SETMASK, &old, nullptr); }
};

// One of the program's output streams, kept up to the cap.
struct Output {
  int fd;
  std::string& text;
  bool& truncated;
  bool open = true;

  // Reads what the pipe holds now (its read end does not block), at most
  // 1 MiB at a time, so a writer faster than this cannot keep it here.
  void drain(std::size_t cap) {
    char buffer[65536];
    for (int reads = 0; open && reads < 16; ++reads) {
      const ssize_t got = read(fd, buffer, sizeof buffer);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0 && errno == EAGAIN) return;
      if (got <= 0) {
        open = false;
        return;
      }
      const std::size_t room = cap - std::min(cap, text.size());
      text.append(buffer, std::min<std::size_t>(room, got));
      if (static_cast<std::size_t>(got) > room) truncated = true;
    }
  }
};

// Ended and not yet reaped (so its pid, and its group's id, are still its
// own), or, never seen, not the harness's to wait for.
bool has_ended(pid_t pid) {
  siginfo_t info{};
  if (waitid(P_PID, pid, &info, WEXITED | WNOHANG | WNOWAIT) < 0) return errno != EINTR;
  return info.si_pid == pid;
}

// A pipe whose ends close at exec and whose read end never blocks, for the
// child's stdout or stderr; Boost hands the write end over and closes it here.
bool make_pipe(std::unique_ptr<bp::pipe>& pipe) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) < 0) return false;
  pipe = std::make_unique<bp::pipe>(fds[0], fds[1]);
  return fcntl(fds[0], F_SETFL, O_NONBLOCK) == 0;
}

std::string system_error(const char* call) { return fmt::format("{}: {}", call, std::strerror(errno)); }

}  // namespace

TrustedRun run_trusted(const TrustedCommand& command) {
  TrustedRun run;
  run.timeout = command.timeout;
  auto not_started = [&](std::string why) {
    run.end = TrustedRun::End::NotStarted;
    run.error = std::move(why);
    return run;
  };
  if (command.argv.empty()) return not_started("no program to run (empty argv)");
  const std::string& name = command.argv[0];
  const boost::filesystem::path program = name.find('/') != std::string::npos ? boost::filesystem::path(name)
                                                                              : bp::search_path(name);
  if (program.empty()) return not_started(fmt::format("program '{}' not found on PATH", name));

  // stdin is a file in memory: no pipe to fill, and no SIGPIPE for the harness.
  const int stdin_fd = memfd_create("trusted-stdin", MFD_CLOEXEC);
  if (stdin_fd < 0) return not_started(system_error("memfd_create"));
  const std::unique_ptr<FILE, int (*)(FILE*)> input(fdopen(stdin_fd, "r"), fclose);
  if (!input) {
    close(stdin_fd);
    return not_started(system_error("fdopen"));
  }
  for (std::size_t done = 0; done < command.stdin_text.size();) {
    const ssize_t put = write(stdin_fd, command.stdin_text.data() + done, command.stdin_text.size() - done);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return not_started(system_error("write (the program's stdin)"));
    done += put;
  }
  if (lseek(stdin_fd, 0, SEEK_SET) < 0) return not_started(system_error("lseek"));
  std::unique_ptr<bp::pipe> out_pipe, err_pipe;
  if (!make_pipe(out_pipe) || !make_pipe(err_pipe)) return not_started(system_error("pipe2"));

  bp::environment environment = boost::this_process::environment();
  for (const std::string& variable : command.environment) {
    const std::size_t equals = variable.find('=');
    if (equals == std::string::npos || equals == 0) return not_started(fmt::format("no NAME=value: '{}'", variable));
    environment[variable.substr(0, equals)] = variable.substr(equals + 1);
  }

  std::error_code error;
  const auto start = [&] {
    const BlockedSignals blocked;
    return bp::child(bp::exe = program,
                     bp::args = std::vector<std::string>(command.argv.begin() + 1, command.argv.end()),
                     bp::std_in<input.get(), bp::std_out> * out_pipe, bp::std_err > *err_pipe, environment,
                     CleanStart{{}, getpid()}, bp::posix::use_vfork, error);
  };
  bp::child child = start();
  if (error) return not_started(fmt::format("cannot start {}: {}", program.string(), error.message()));
  const pid_t pid = child.id();

  // Woken by output, by the program's end (a pidfd, where the kernel has
  // them; else every 10 ms), or by the deadline.
  const Fd ended{static_cast<int>(syscall(SYS_pidfd_open, pid, 0))};
  Output out{out_pipe->native_source(), run.out, run.out_truncated};
  Output err{err_pipe->native_source(), run.err, run.err_truncated};
  const Clock::time_point deadline = Clock::now() + command.timeout;
  bool timed_out = false;
  while (!has_ended(pid)) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      timed_out = true;
      break;
    }
    pollfd fds[3];
    nfds_t count = 0;
    for (const Output* stream : {&out, &err})
      if (stream->open) fds[count++] = {stream->fd, POLLIN, 0};
    if (ended.fd >= 0) fds[count++] = {ended.fd, POLLIN, 0};
    const long long wait_ms = ended.fd >= 0 ? left : std::min<long long>(left, 10);
    if (poll(fds, count, static_cast<int>(wait_ms)) < 0 && errno != EINTR && errno != EAGAIN) {
      timed_out = true;  // never seen: a poll that cannot wait must not leave the program running
      break;
    }
    out.drain(command.output_cap);
    err.drain(command.output_cap);
  }
  // Its group: all of it at the deadline, else what it left behind. The
  // group's id is its own until it is reaped, so no other group is hit.
  kill(-pid, SIGKILL);
  if (timed_out) kill(pid, SIGKILL);  // should it have failed to make its group
  child.wait(error);
  if (error)
    return not_started(fmt::format("{} started, but could not be waited for: {}", program.string(), error.message()));
  // What it wrote before it ended is in the pipes; a process that left its
  // group and still holds them open is not waited for.
  out.drain(command.output_cap);
  err.drain(command.output_cap);
  const int status = child.native_exit_code();
  if (WIFEXITED(status)) {
    run.end = TrustedRun::End::Exited;
    run.exit_code = WEXITSTATUS(status);
  } else if (timed_out && WTERMSIG(status) == SIGKILL) {
    run.end = TrustedRun::End::TimedOut;
  } else {
    run.end = TrustedRun::End::Signaled;
    run.signal = WTERMSIG(status);
  }
  return run;
}

std::string how_it_ended(const TrustedRun& run) {
  switch (run.end) {
    case TrustedRun::End::Exited: return fmt::format("exit {}", run.exit_code);
    case TrustedRun::End::Signaled: return fmt::format("killed by signal {} ({})", run.signal, signal_name(run.signal));
    case TrustedRun::End::TimedOut: return fmt::format("no end within {} ms", run.timeout.count());
    case TrustedRun::End::NotStarted: return "not started: " + run.error;
  }
  return "";
}

}  // namespace harness
