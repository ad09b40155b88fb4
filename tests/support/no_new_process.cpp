#include "no_new_process.h"

#include <sched.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <thread>

#include <linux/seccomp.h>
#include <seccomp.h>

namespace {

std::atomic<const char*> first_refused{nullptr};
// Kept for the process's life: libseccomp holds the listener's descriptor in it.
scmp_filter_ctx filter = nullptr;

const char* call_name(const seccomp_data& call) {
  switch (call.nr) {
    case SYS_clone:
      return (call.args[0] & CLONE_VFORK) ? "clone with CLONE_VFORK (posix_spawn, system, popen)" : "clone (fork)";
    case SYS_execve: return "execve";
    case SYS_execveat: return "execveat";
#ifdef SYS_fork
    case SYS_fork: return "fork";
#endif
#ifdef SYS_vfork
    case SYS_vfork: return "vfork";
#endif
    default: return "a call that starts a process";
  }
}

void write_all(const char* text) {
  for (std::size_t left = std::strlen(text); left > 0;) {
    const ssize_t n = write(STDERR_FILENO, text, left);
    if (n <= 0) return;
    text += n;
    left -= static_cast<std::size_t>(n);
  }
}

struct Listener {
  int fd;
  seccomp_notif* request;
  seccomp_notif_resp* response;
};

// Answers every refused call: notes the first, names each on stderr, and
// makes it fail with EPERM. A notification reaches this thread whatever the
// caller's signal mask (posix_spawn blocks all signals around its clone, where
// SECCOMP_RET_TRAP's SIGSYS would kill the process without a word). It takes
// no lock and allocates nothing: the caller may hold malloc's lock (fork does).
// Raw ioctls: libseccomp's calls turn every failure into ECANCELED, and
// ENOENT (the caller died meanwhile) must not end the loop.
void answer_refused_calls(Listener listener) {
  for (;;) {
    std::memset(listener.request, 0, sizeof *listener.request);
    if (ioctl(listener.fd, SECCOMP_IOCTL_NOTIF_RECV, listener.request) != 0) {
      if (errno == EINTR || errno == ENOENT) continue;
      write_all("no_new_process: the listener stopped; a refused call will wait forever\n");
      return;
    }
    const char* name = call_name(listener.request->data);
    const char* none = nullptr;
    first_refused.compare_exchange_strong(none, name);
    write_all("no_new_process: refused ");
    write_all(name);
    write_all(": a unit test starts no process (tag it [process])\n");
    *listener.response = {};
    listener.response->id = listener.request->id;
    listener.response->error = -EPERM;
    ioctl(listener.fd, SECCOMP_IOCTL_NOTIF_SEND, listener.response);
  }
}

void add(scmp_filter_ctx ctx, std::uint32_t action, const char* call, unsigned count = 0,
         const scmp_arg_cmp* compare = nullptr) {
  const int number = seccomp_syscall_resolve_name(call);
  if (number < 0) return;  // not on this architecture (aarch64 has no fork or vfork)
  if (const int result = seccomp_rule_add_array(ctx, action, number, count, compare); result < 0)
    throw std::runtime_error(std::string("seccomp_rule_add(") + call + "): " + std::strerror(-result));
}

}  // namespace

void forbid_new_processes() {
  filter = seccomp_init(SCMP_ACT_ALLOW);
  if (!filter) throw std::runtime_error("seccomp_init failed");
  for (const char* call : {"execve", "execveat", "fork", "vfork"}) add(filter, SCMP_ACT_NOTIFY, call);
  add(filter, SCMP_ACT_ERRNO(ENOSYS), "clone3");
  // fork's clone shares no memory; posix_spawn's and the keeper's carry CLONE_VFORK.
  const scmp_arg_cmp forks = SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD | CLONE_VM, 0);
  const scmp_arg_cmp vforks = SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD | CLONE_VFORK, CLONE_VFORK);
  add(filter, SCMP_ACT_NOTIFY, "clone", 1, &forks);
  add(filter, SCMP_ACT_NOTIFY, "clone", 1, &vforks);
  // A call of another architecture (int 0x80) could start a process unseen.
  if (seccomp_attr_set(filter, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) < 0)
    throw std::runtime_error("seccomp: cannot set the action for other architectures");
  if (const int result = seccomp_load(filter); result < 0)
    throw std::runtime_error(std::string("seccomp_load: ") + std::strerror(-result));
  Listener listener{seccomp_notify_fd(filter), nullptr, nullptr};
  if (listener.fd < 0) throw std::runtime_error(std::string("seccomp_notify_fd: ") + std::strerror(-listener.fd));
  if (seccomp_notify_alloc(&listener.request, &listener.response) != 0)
    throw std::runtime_error("seccomp_notify_alloc failed");
  // Started with every signal blocked, so that no signal meant for a test
  // lands on it; the thread is the one process-wide thing a unit test sees.
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  std::thread(answer_refused_calls, listener).detach();
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
}

const char* refused_start() { return first_refused.load(); }
