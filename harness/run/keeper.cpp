#include "run/keeper.h"

#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <linux/close_range.h>
#include <linux/seccomp.h>
#include <linux/securebits.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

namespace harness {
namespace {

long long now_us() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

long long micros(const timeval& tv) { return tv.tv_sec * 1000000LL + tv.tv_usec; }

// Calls `each(name)` for every entry of the open folder `dir` whose name is
// a number (a pid or a thread id), by getdents64 into a stack buffer: the
// keeper reads /proc without malloc.
template <class Each>
void each_numbered_entry(int dir, Each each) {
  alignas(8) char entries[8192];
  for (;;) {
    const long n = syscall(SYS_getdents64, dir, entries, sizeof entries);
    if (n <= 0) return;
    for (long at = 0; at < n;) {
      const char* name = entries + at + 19;  // d_ino(8) d_off(8) d_reclen(2) d_type(1)
      unsigned short reclen;
      std::memcpy(&reclen, entries + at + 16, sizeof reclen);
      at += reclen;
      bool number = *name != '\0';
      for (const char* c = name; *c && number; ++c) number = *c >= '0' && *c <= '9';
      if (number) each(name);
    }
  }
}

// `prefix` + `name` + `suffix` into `path` (of `size` bytes); false when it
// would not fit.
bool join_path(char* path, std::size_t size, const char* prefix, const char* name, const char* suffix) {
  std::size_t len = 0;
  for (const char* part : {prefix, name, suffix})
    for (const char* c = part; *c; ++c) {
      if (len + 1 >= size) return false;
      path[len++] = *c;
    }
  path[len] = '\0';
  return true;
}

// Up to `size` - 1 bytes of the file at `path`, NUL-terminated; false when
// it cannot be read.
bool read_small_file(const char* path, char* text, std::size_t size) {
  const int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const ssize_t got = read(fd, text, size - 1);
  close(fd);
  if (got <= 0) return false;
  text[got] = '\0';
  return true;
}

// Kills every process whose parent is `parent` (and the group it leads), by a
// scan of /proc: there is no other list of a process's children here
// (CONFIG_PROC_CHILDREN is off).
void kill_children_of(pid_t parent) {
  const int dir = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return;
  each_numbered_entry(dir, [parent](const char* name) {
    char path[48];
    char stat[512];
    if (!join_path(path, sizeof path, "/proc/", name, "/stat") || !read_small_file(path, stat, sizeof stat)) return;
    // "pid (comm) state ppid ...": comm may hold anything, so start after the last ')'.
    const char* close_paren = std::strrchr(stat, ')');
    if (!close_paren || close_paren[1] == '\0' || close_paren[2] == '\0') return;
    pid_t ppid = 0;
    for (const char* c = close_paren + 4; *c >= '0' && *c <= '9'; ++c) ppid = ppid * 10 + (*c - '0');
    if (ppid != parent) return;
    pid_t pid = 0;
    for (const char* c = name; *c; ++c) pid = pid * 10 + (*c - '0');
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
  });
  close(dir);
}

// The time S's threads have spent on a CPU or runnable and waiting for one,
// in ns: the sum over /proc/S/task/*/schedstat ("on_cpu_ns waiting_ns
// slices"); -1 when it cannot be read (a kernel without schedstats). A
// program the machine starves waits runnable; one that sleeps does not: the
// CPU and wall figures alone cannot tell them apart (time_policy.h).
long long runnable_ns(pid_t submission) {
  char number[16];
  int count = 0;
  char digits[16];
  for (long value = submission; value > 0 && count < 15; value /= 10)
    digits[count++] = static_cast<char>('0' + value % 10);
  for (int i = 0; i < count; ++i) number[i] = digits[count - 1 - i];
  number[count] = '\0';
  char tasks[48];
  if (count == 0 || !join_path(tasks, sizeof tasks, "/proc/", number, "/task/")) return -1;
  const int dir = open(tasks, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return -1;
  long long total = 0;
  bool read_one = false;
  each_numbered_entry(dir, [&](const char* name) {
    char path[80];
    char text[96];
    if (!join_path(path, sizeof path, tasks, name, "/schedstat") || !read_small_file(path, text, sizeof text)) return;
    // The first two numbers: time on a CPU, time waiting on a run queue.
    const char* c = text;
    for (int field = 0; field < 2; ++field) {
      long long value = 0;
      for (; *c >= '0' && *c <= '9'; ++c) value = value * 10 + (*c - '0');
      total += value;
      while (*c == ' ') ++c;
    }
    read_one = true;
  });
  close(dir);
  return read_one ? total : -1;
}

// The keeper is the subreaper, so every process left of S's tree is (or, once
// its parent is killed, becomes) its child; kill and reap until none is left.
// The cheap check comes first: with no child left (the usual case) waitpid
// says ECHILD and /proc is never scanned.
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

bool write_text(const char* path, const char* text) {
  const int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const ssize_t length = static_cast<ssize_t>(std::strlen(text));
  const bool ok = write(fd, text, length) == length;
  close(fd);
  return ok;
}

// One step of the box's file system: one system call, 0 or -1 with errno.
int run_step(const KeeperStep& step, const int* tree_fds) {
  using Kind = BoxStep::Kind;
  switch (static_cast<Kind>(step.kind)) {
    case Kind::Mkdir: return mkdir(step.path, static_cast<mode_t>(step.flags));
    case Kind::Touch:
      // mknod, not open(O_CREAT): a file opened for writing holds its mount
      // writable until the last copy of its descriptor closes, and a slot's
      // template is built sharing the grader's descriptor table, which every
      // keeper another thread clones meanwhile copies. Such a copy made the
      // template's last step, the root remounted read-only, fail with EBUSY
      // (issue 36). A file that is never opened leaves no writer behind.
      if (mknod(step.path, S_IFREG | 0644, 0) == 0 || errno == EEXIST) return 0;
      return -1;
    case Kind::Symlink: return symlink(step.source, step.path);
    case Kind::Mount: return mount(step.source, step.path, step.fstype, step.flags, step.data);
    case Kind::MoveMount:
      if (!tree_fds || tree_fds[step.flags] < 0) {
        errno = EBADF;
        return -1;
      }
      return static_cast<int>(
          syscall(SYS_move_mount, tree_fds[step.flags], "", AT_FDCWD, step.path, MOVE_MOUNT_F_EMPTY_PATH));
    case Kind::PivotRoot: return static_cast<int>(syscall(SYS_pivot_root, step.path, step.source));
    case Kind::Chdir: return chdir(step.path);
    case Kind::Unmount: return umount2(step.path, static_cast<int>(step.flags));
    case Kind::Rmdir: return rmdir(step.path);
    case Kind::SetHostname: return sethostname(step.path, std::strlen(step.path));
  }
  errno = EINVAL;
  return -1;
}

// The root of a user namespace keeps no capability, now or after exec: the
// bounding and ambient sets emptied, securebits locked so that uid 0 gains
// nothing at exec, then every set cleared.
bool drop_all_capabilities() {
  if (prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP |
                                   SECBIT_NO_SETUID_FIXUP_LOCKED | SECBIT_KEEP_CAPS_LOCKED) < 0)
    return false;
  for (int cap = 0; cap < 64; ++cap) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);  // EINVAL past the last
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
  __user_cap_data_struct data[2] = {};
  return syscall(SYS_capset, &header, data) == 0;
}

// Closes every descriptor from 3 up but those of `keep` (at most kMaxKept):
// a keeper starts with a copy of the harness's whole table, and a file
// another thread is writing (a program being stored) must not stay open in
// it for a whole run, or that program's exec would fail with ETXTBSY.
constexpr int kMaxKept = 16;
void close_all_but(const int* keep, int count) {
  int sorted[kMaxKept];
  int n = 0;
  for (int i = 0; i < count && n < kMaxKept; ++i)
    if (keep[i] >= 3) sorted[n++] = keep[i];
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; --j) std::swap(sorted[j - 1], sorted[j]);
  unsigned from = 3;
  for (int i = 0; i < n; ++i) {
    if (static_cast<unsigned>(sorted[i]) > from) syscall(SYS_close_range, from, sorted[i] - 1, 0);
    from = static_cast<unsigned>(sorted[i]) + 1;
  }
  syscall(SYS_close_range, from, ~0U, 0);
}

struct SubmissionArgs {
  const KeeperJob* job;
  pid_t keeper;
  int failed_stage;  // written by S before _exit, read by K after the clone returns
  int failed_errno;
};

// S, from the clone to the exec: limits, group, a clean signal state.
int submission_main(void* raw) {
  auto& args = *static_cast<SubmissionArgs*>(raw);
  const KeeperJob& job = *args.job;
  auto failed = [&](int stage) {
    args.failed_errno = errno;
    args.failed_stage = stage;
    _exit(127);
  };
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != args.keeper) _exit(127);
  // First, while still the harness's identity: S and all it starts are then
  // counted, limited and killed together.
  for (int i = 0; i < job.cgroup_fd_count; ++i)
    if (write(job.cgroup_fds[i], "0", 1) != 1) failed(kKeeperCgroup);
  // The run's processes are the ones to kill when memory runs out, never
  // spared because the grader was started with a low OOM score (runguard does the same).
  if (job.cgroup_fd_count > 0) write_text("/proc/self/oom_score_adj", "1000");
  // Before the exec, so that K (asleep until the exec) never needs to set it.
  setpgid(0, 0);
  if (job.work_dir && chdir(job.work_dir) < 0) failed(kKeeperChdir);
  if (job.memory_bytes) set_limit(RLIMIT_AS, job.memory_bytes);
  if (job.processes) set_limit(RLIMIT_NPROC, job.processes);
  if (job.cpu_seconds) {
    const rlimit cpu{job.cpu_seconds, job.cpu_seconds + 1};
    setrlimit(RLIMIT_CPU, &cpu);
  }
  set_limit(RLIMIT_FSIZE, job.file_bytes);
  set_limit(RLIMIT_CORE, 0);
  if (job.open_files) set_limit(RLIMIT_NOFILE, job.open_files);
  if (job.uid >= 0) {
    const gid_t gid = static_cast<gid_t>(job.gid);
    const uid_t uid = static_cast<uid_t>(job.uid);
    // Leaving uid 0 this way clears every capability (no SECBIT_KEEP_CAPS).
    // The system calls, not glibc's wrappers: those signal every thread of
    // the grader, whose memory a keeper shares, to change its ids too.
    if (syscall(SYS_setgroups, 1, &gid) < 0 || syscall(SYS_setresgid, gid, gid, gid) < 0 ||
        syscall(SYS_setresuid, uid, uid, uid) < 0)
      failed(kKeeperIdentity);
  }
  if (job.drop_capabilities && !drop_all_capabilities()) failed(kKeeperIdentity);
  if ((job.seccomp || job.landlock_fd >= 0) && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) failed(kKeeperSeccomp);
  if (job.landlock_fd >= 0 && syscall(SYS_landlock_restrict_self, job.landlock_fd, 0) < 0) failed(kKeeperLandlock);
  // Last, after every descriptor S itself needed (one of them may be fd 3).
  if (job.marks_fd >= 0) {
    if (job.marks_fd != 3 && dup2(job.marks_fd, 3) < 0) failed(kKeeperExec);
    if (fcntl(3, F_SETFD, 0) < 0) failed(kKeeperExec);  // the same number keeps its close-on-exec
  }
  if (job.seccomp && prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, job.seccomp) < 0) failed(kKeeperSeccomp);
  // The keeper ignores some signals and blocks the rest; a program expects
  // defaults (a write to a closed pipe must end it, as in a shell).
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; ++sig) sigaction(sig, &default_action, nullptr);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  // ETXTBSY: a keeper cloned while the harness was still writing this
  // program held a copy of that descriptor for a moment (it closes what it
  // does not need first thing); the moment passes.
  for (int attempt = 0; attempt < 200; ++attempt) {
    execve(job.program, job.argv, job.envp);
    if (errno != ETXTBSY) break;
    const timespec pause{0, 1000000};
    nanosleep(&pause, nullptr);
  }
  failed(kKeeperExec);
  return 127;
}

struct SweepArgs {
  long uid;
};

int sweep_main(void* raw) {
  const auto uid = static_cast<uid_t>(static_cast<SweepArgs*>(raw)->uid);
  if (syscall(SYS_setresgid, uid, uid, uid) == 0 && syscall(SYS_setresuid, uid, uid, uid) == 0) kill(-1, SIGKILL);
  _exit(0);
}

struct KeeperArgs {
  const KeeperJob* job;
  KeeperReport* report;
  char* submission_stack_top;
};

// keeper_main's phases, in order: close what K inherited, take its signals,
// enter the box, start and watch S, reap. Isolate splits the same work into
// set-up, inside and keeper; here each phase is a function that returns how
// it ended, and keeper_main alone ends K, through finish.

// Why a phase stopped K short: the stage (kKeeperOk: it did not), errno at
// the failing call, and for kKeeperBox the step.
struct Failure {
  int stage = kKeeperOk;
  int error = 0;
  int step = -1;
};

// The one way K ends: `failure` into the report, then `done` last.
[[noreturn]] void finish(KeeperReport& report, const Failure& failure) {
  report.failed_stage = failure.stage;
  report.failed_errno = failure.error;
  if (failure.stage == kKeeperBox) report.failed_step = failure.step;
  report.done = 1;
  _exit(0);
}

// First of all: the copy of a program another thread is still writing
// must not stay open here (close_all_but).
void close_inherited(const KeeperJob& job) {
  int keep[kMaxKept];
  int kept = 0;
  for (const int fd :
       {job.stdin_fd, job.stdout_fd, job.stderr_fd, job.marks_fd, job.mnt_fd, job.net_fd, job.landlock_fd})
    keep[kept++] = fd;
  for (int i = 0; job.tree_fds && i < static_cast<int>(kBoxTreeCount); ++i) keep[kept++] = job.tree_fds[i];
  for (int i = 0; i < job.cgroup_fd_count && kept < kMaxKept; ++i) keep[kept++] = job.cgroup_fds[i];
  close_all_but(keep, kept);
}

// A handler of the harness's would run here on the harness's memory, so
// none may stay; and K needs no signal: everything but SIGCHLD (blocked,
// for sigtimedwait) is ignored. So neither Ctrl-C or a TERM for the
// harness nor a signal from the submission to its parent skips the
// cleanup: K finishes its run (bounded by the wall limit), or ends it
// early when the harness raises KeeperJob::stop. Only SIGKILL (the
// watchdog's, or the harness's death) ends K itself early.
// Returns the set K waits on: SIGCHLD.
sigset_t take_signals() {
  struct sigaction action {};
  for (int sig = 1; sig < NSIG; ++sig) {
    action.sa_handler = sig == SIGCHLD ? SIG_DFL : SIG_IGN;  // an ignored SIGCHLD would reap by itself
    sigaction(sig, &action, nullptr);
  }
  sigset_t child_ended;
  sigemptyset(&child_ended);
  sigaddset(&child_ended, SIGCHLD);
  sigprocmask(SIG_SETMASK, &child_ended, nullptr);
  // The harness sleeps until K ends, so its parent can only go with the
  // whole harness (a kill -9, a crash): then K, and with it the box, goes too.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  return child_ended;
}

bool box_init(const KeeperJob& job) { return (job.namespace_flags & CLONE_NEWPID) != 0; }

// The box: a user namespace's maps first (nothing else is allowed before),
// then its file system, step by step; then the program's streams.
Failure enter_box(const KeeperJob& job) {
  if (job.uid_map) {
    if (job.own_memory) prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
    const bool mapped = write_text("/proc/self/setgroups", "deny") && write_text("/proc/self/uid_map", job.uid_map) &&
                        write_text("/proc/self/gid_map", job.gid_map);
    const int error = errno;
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    if (!mapped) return {kKeeperUserMap, error};
  }
  if (job.mnt_fd >= 0) {
    // Into the slot's template; then a copy of it of K's own, so the run's
    // mounts vanish with the run and never reach the next.
    if ((job.net_fd >= 0 && setns(job.net_fd, CLONE_NEWNET) < 0) || setns(job.mnt_fd, CLONE_NEWNS) < 0 ||
        unshare(CLONE_NEWNS) < 0)
      return {kKeeperJoin, errno};
  }
  for (int i = 0; i < job.step_count; ++i)
    if (run_step(job.steps[i], job.tree_fds) != 0) return {kKeeperBox, errno, i};

  dup2(job.stdin_fd, 0);
  dup2(job.stdout_fd, 1);
  dup2(job.stderr_fd, 2);
  // Copies of other runs' files (from other harness threads) never reach the
  // program: they close at its exec. Not closed here, since S still needs
  // the cgroup files before it.
  syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC);
  // The box's init reaps every orphan of the box anyway; outside a box, K must ask for them.
  if (!box_init(job)) prctl(PR_SET_CHILD_SUBREAPER, 1);
  return {};
}

bool stop_asked(const KeeperJob& job) {
  return (job.stop && job.stop->load(std::memory_order_relaxed) != 0) ||
         (job.stop_this && job.stop_this->load(std::memory_order_relaxed) != 0);
}

// Until S ends, or K ends it: at the wall limit, past the CPU mark, or when
// the harness asks. S is left a zombie, for reap.
void watch(const KeeperJob& job, pid_t submission, long long started, const sigset_t& child_ended,
           KeeperReport& report) {
  siginfo_t info{};
  const long long deadline = started + job.wall_us;
  // The program's CPU clock (all its threads; its children count once
  // reaped): polled, as no signal says it passed a mark.
  clockid_t cpu_clock{};
  const bool watch_cpu = job.cpu_watch_us > 0 && clock_getcpuclockid(submission, &cpu_clock) == 0;
  // The last stretch of the wall limit, over which a run stopped at the wall
  // is seen runnable (starved) or not (asleep).
  const long long window = std::min(job.wall_us, std::max(job.wall_us / 4, kRunnableWindowUs));
  long long window_start = -1, runnable_at_start = -1;
  for (;;) {
    info.si_pid = 0;
    if (waitid(P_PID, submission, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == submission) break;
    const long long left = deadline - now_us();
    if (watch_cpu && window_start < 0 && left <= window) {
      window_start = now_us();
      runnable_at_start = runnable_ns(submission);
    }
    const bool stop = stop_asked(job);
    timespec spent{};
    const bool out_of_cpu = watch_cpu && clock_gettime(cpu_clock, &spent) == 0 &&
                            spent.tv_sec * 1000000LL + spent.tv_nsec / 1000 >= job.cpu_watch_us;
    if (out_of_cpu || left <= 0 || stop) {
      if (!out_of_cpu && left <= 0 && runnable_at_start >= 0) {
        const long long runnable_at_end = runnable_ns(submission);
        const long long span_us = now_us() - window_start;
        if (runnable_at_end >= runnable_at_start && span_us > 0)
          report.runnable_permille = (runnable_at_end - runnable_at_start) / span_us;  // ns per us, x1000
      }
      kill(-submission, SIGKILL);
      kill(submission, SIGKILL);
      // Out of CPU time needs no flag: the verdict reads the measured time.
      // A run out of wall time is TLE, stopped or not.
      if (!out_of_cpu) (left <= 0 ? report.timed_out : report.stopped) = 1;
      while (waitid(P_PID, submission, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR) {
      }
      break;
    }
    long long nap = (job.stop || job.stop_this) && left > kStopPollUs ? kStopPollUs : left;
    if (watch_cpu && nap > kCpuPollUs) nap = kCpuPollUs;
    const timespec wait{nap / 1000000, (nap % 1000000) * 1000};
    sigtimedwait(&child_ended, nullptr, &wait);
  }
  report.wall_us = now_us() - started;
}

// S and everything left of its tree: killed, reaped, their CPU time and
// memory counted. `stack` is S's, free again once S has ended.
void reap(const KeeperJob& job, pid_t submission, char* stack, KeeperReport& report) {
  const bool init = box_init(job);
  // S is a zombie now, so its pid (the group's id) cannot be reused yet.
  kill(-submission, SIGKILL);
  // As the box's init, K kills every other process of the box at once.
  if (init) kill(-1, SIGKILL);
  while (wait4(submission, &report.wait_status, 0, nullptr) < 0 && errno == EINTR) {
  }
  if (init) {
    // Nothing of the box can be left once K stops; reap all it killed, for
    // their CPU time. Killing again before each wait catches a fork that
    // raced the first kill.
    for (;;) {
      kill(-1, SIGKILL);
      int status;
      if (waitpid(-1, &status, 0) < 0 && errno == ECHILD) break;
    }
  } else {
    kill_and_reap_leftovers();
  }

  rusage usage{};
  getrusage(RUSAGE_CHILDREN, &usage);
  report.cpu_us = micros(usage.ru_utime) + micros(usage.ru_stime);
  report.max_rss_kb = usage.ru_maxrss;
  // Outside a pid namespace, anything of the slot's uid still alive (it
  // cannot be, as K is the subreaper: this is a second lock on the door) is
  // killed by a process of that uid, which may signal exactly those.
  if (!init && job.uid >= 0) {
    SweepArgs sweep{job.uid};
    const pid_t sweeper = clone(sweep_main, stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &sweep);
    int status;
    if (sweeper > 0)
      while (waitpid(sweeper, &status, 0) < 0 && errno == EINTR) {
      }
  }
}

int keeper_main(void* raw) {
  auto& args = *static_cast<KeeperArgs*>(raw);
  const KeeperJob& job = *args.job;
  KeeperReport& report = *args.report;
  close_inherited(job);
  const sigset_t child_ended = take_signals();
  const Failure outside = enter_box(job);
  if (outside.stage != kKeeperOk) finish(report, outside);
  if (stop_asked(job)) {
    report.stopped = 1;
    finish(report, {});
  }
  // Here, not in a phase: S writes its failure into this frame, read at the end.
  SubmissionArgs submission_args{&job, getpid(), kKeeperOk, 0};
  const long long started = now_us();
  // CLONE_VFORK: K sleeps until S has exec'd (or failed to), so S's group exists from here on.
  const pid_t submission = clone(submission_main, args.submission_stack_top, CLONE_VM | CLONE_VFORK | SIGCHLD,
                                 &submission_args);
  if (submission < 0) finish(report, {kKeeperFork, errno});
  if (!box_init(job)) report.submission_pid = submission;
  watch(job, submission, started, child_ended, report);
  reap(job, submission, args.submission_stack_top, report);
  finish(report, {submission_args.failed_stage, submission_args.failed_errno});
}

// The two stacks of a thread's runs, mapped once per harness thread, each
// below a guard page: [guard][S's stack][guard][K's stack].
// A keeper with memory of its own (KeeperJob::own_memory) reports through
// `shared`, a page it shares with the harness.
struct Stacks {
  static constexpr std::size_t kGuard = 4096, kStack = 64 * 1024, kSize = 2 * (kGuard + kStack);
  char* base = nullptr;
  KeeperReport* shared = nullptr;
  ~Stacks() {
    if (base) munmap(base, kSize);
    if (shared) munmap(shared, sizeof(KeeperReport));
  }
  bool ready() {
    if (base) return true;
    void* page = mmap(nullptr, sizeof(KeeperReport), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED) return false;
    void* mapped = mmap(nullptr, kSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (mapped == MAP_FAILED) {
      munmap(page, sizeof(KeeperReport));
      return false;
    }
    shared = static_cast<KeeperReport*>(page);
    base = static_cast<char*>(mapped);
    mprotect(base, kGuard, PROT_NONE);
    mprotect(base + kGuard + kStack, kGuard, PROT_NONE);
    return true;
  }
  char* submission_top() const { return base + kGuard + kStack; }
  char* keeper_top() const { return base + kSize; }
};

thread_local Stacks stacks;

struct TemplateArgs {
  const KeeperStep* steps;
  int step_count;
  int mnt_fd = -1, net_fd = -1;
  int failed_step = -1;
  int failed_errno = 0;
};

// In a new mount and network namespace, sharing the caller's memory and
// descriptor table: the namespaces are opened first (the host's /proc is
// still there), then the template is built in them.
int template_main(void* raw) {
  auto& args = *static_cast<TemplateArgs*>(raw);
  args.mnt_fd = open("/proc/self/ns/mnt", O_RDONLY | O_CLOEXEC);
  args.net_fd = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
  if (args.mnt_fd < 0 || args.net_fd < 0) {
    args.failed_errno = errno;
    _exit(1);
  }
  for (int i = 0; i < args.step_count; ++i) {
    if (run_step(args.steps[i], nullptr) == 0) continue;
    args.failed_step = i;
    args.failed_errno = errno;
    _exit(1);
  }
  _exit(0);
}

}  // namespace

pid_t run_keeper(const KeeperJob& job, KeeperReport& report, volatile pid_t* keeper_pid) {
  if (!stacks.ready()) return -1;
  if (job.own_memory) *stacks.shared = KeeperReport{};
  KeeperArgs args{&job, job.own_memory ? stacks.shared : &report, stacks.submission_top()};
  // Blocked from before the clone: no signal handler may run in the keeper
  // before it has reset them; the thread itself sleeps through the run anyway.
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  const int memory = job.own_memory ? 0 : CLONE_VM;
  const pid_t keeper = clone(keeper_main, stacks.keeper_top(),
                             memory | CLONE_VFORK | CLONE_PARENT_SETTID | SIGCHLD | job.namespace_flags, &args,
                             const_cast<pid_t*>(keeper_pid));
  const int clone_errno = errno;
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  // CLONE_VFORK: the keeper has ended here, so its report is whole (or never will be).
  if (job.own_memory && keeper >= 0) report = *stacks.shared;
  errno = clone_errno;
  return keeper;
}

KeeperStep to_keeper_step(const BoxStep& step) {
  auto text = [](const std::string& s) { return s.empty() ? nullptr : s.c_str(); };
  return {static_cast<int>(step.kind), text(step.path), text(step.source),
          text(step.fstype),           text(step.data), step.flags};
}

bool build_box_template(const KeeperStep* steps, int step_count, int* mnt_fd, int* net_fd, int* failed_step) {
  if (!stacks.ready()) return false;
  TemplateArgs args{steps, step_count};
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  const pid_t child = clone(template_main, stacks.keeper_top(),
                            CLONE_VM | CLONE_VFORK | CLONE_FILES | CLONE_NEWNS | CLONE_NEWNET | SIGCHLD, &args);
  int clone_errno = errno;
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (child < 0) {
    *failed_step = -1;
    errno = clone_errno;
    return false;
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  const bool built = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (!built) {
    if (args.mnt_fd >= 0) close(args.mnt_fd);
    if (args.net_fd >= 0) close(args.net_fd);
    *failed_step = args.failed_step;
    errno = args.failed_errno;
    return false;
  }
  *mnt_fd = args.mnt_fd;
  *net_fd = args.net_fd;
  return true;
}

}  // namespace harness
