#pragma once
// The keeper of one run: the process between the harness and the submission
// (design in docs/sandbox.md, "One run: the keeper"). It is started with clone(CLONE_VM | CLONE_VFORK):
// it shares the harness's memory instead of copying it, and the harness
// thread that starts it sleeps until it has ended. So the keeper is written
// like glibc's posix_spawn child: system calls only (no malloc, no locks, no
// C++ objects), on a stack of its own, and it reports by writing to `report`,
// which the sleeping thread owns. It starts the submission the same way.
#include <linux/filter.h>
#include <sys/resource.h>
#include <sys/types.h>

#include <atomic>

#include "run/box_layout.h"

namespace harness {

/// What went wrong on the keeper's side; the harness words it.
enum KeeperStage : int {
  kKeeperOk = 0,
  kKeeperFork,
  kKeeperChdir,
  kKeeperExec,
  kKeeperUserMap,   ///< writing the user namespace's uid or gid map
  kKeeperBox,       ///< a step of the box's file system (KeeperReport::failed_step)
  kKeeperCgroup,    ///< joining the run's cgroup
  kKeeperIdentity,  ///< taking the box's uid and gid, or dropping capabilities
  kKeeperSeccomp,   ///< no_new_privs or the seccomp filter
  kKeeperJoin,      ///< joining the slot's namespaces (setns) or copying its mount namespace
  kKeeperLandlock,  ///< restricting the program's files with Landlock
};

/// One step of the box's file system (box_layout.h), as plain pointers; a
/// null pointer where a system call takes NULL.
struct KeeperStep {
  int kind;  ///< BoxStep::Kind
  const char* path;
  const char* source;
  const char* fstype;
  const char* data;
  unsigned long flags;
};

/// `step` as the keeper takes it; it points into `step`, which must outlive it.
KeeperStep to_keeper_step(const BoxStep& step);

/// Everything the keeper needs, prepared by the harness before the clone:
/// afterwards nothing may be allocated.
struct KeeperJob {
  int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1;
  /// A warm runtime's boundary channel (run/run_session.h): the program gets
  /// it as fd 3, set up just before its exec. -1: none, fd 3 stays closed.
  int marks_fd = -1;
  const char* program = nullptr;  ///< absolute path
  char* const* argv = nullptr;    ///< null-terminated
  char* const* envp = nullptr;    ///< null-terminated
  const char* work_dir = nullptr;
  long long wall_us = 0;
  rlim_t memory_bytes = 0;     ///< RLIMIT_AS; 0: none (a cgroup limits the run instead)
  rlim_t cpu_seconds = 0;      ///< RLIMIT_CPU soft limit; 0: none
  long long cpu_watch_us = 0;  ///< the program's CPU clock at which K ends the run; 0: none
  rlim_t file_bytes = 0;       ///< RLIMIT_FSIZE
  rlim_t processes = 0;        ///< RLIMIT_NPROC; 0: none
  rlim_t open_files = 0;       ///< RLIMIT_NOFILE; 0: the harness's own

  // The box (all unset: no box). The keeper is cloned into these namespaces;
  // with CLONE_NEWPID it is the box's init, so when it ends, so does every
  // process of the box.
  int namespace_flags = 0;
  /// A slot's template (sandbox.h): the keeper joins its network namespace
  /// and a private copy of its mount namespace, then runs `steps` (the run's
  /// own mounts) there. -1: no template, `steps` build everything.
  int net_fd = -1, mnt_fd = -1;
  const int* tree_fds = nullptr;  ///< BoxTree-indexed mount trees for MoveMount steps
  const char* uid_map = nullptr;  ///< with CLONE_NEWUSER: "<uid> <uid> 1", written by the keeper
  const char* gid_map = nullptr;
  /// The keeper gets a copy of the harness's memory instead of sharing it:
  /// a user namespace's maps can be written only by a dumpable process, and
  /// the harness is not dumpable (sandbox.h). The keeper's copy is dumpable
  /// just while it writes them, before anything of the box runs.
  bool own_memory = false;
  const KeeperStep* steps = nullptr;
  int step_count = 0;
  const int* cgroup_fds = nullptr;  ///< cgroup.procs files the submission joins
  int cgroup_fd_count = 0;
  long uid = -1, gid = -1;              ///< >= 0: the submission's own uid and gid
  bool drop_capabilities = false;       ///< the submission keeps no capability (a user namespace's root)
  const sock_fprog* seccomp = nullptr;  ///< installed, after no_new_privs, just before the exec
  int landlock_fd = -1;                 ///< a Landlock ruleset the program is restricted by (landlock.h); -1: none
  /// Nonzero: end the run now, as at the wall limit (the harness is
  /// stopping). The keeper shares the harness's memory, so it reads this
  /// flag itself, every kStopPollUs at most: a signal could not be sent to
  /// it safely from a signal handler, and a program cannot set the flag.
  const std::atomic<int>* stop = nullptr;
  /// Like `stop`, for this run alone: the grader ends a warm runtime after a
  /// failed case. In shared memory, as `stop` is.
  const std::atomic<int>* stop_this = nullptr;
};

/// How often a keeper looks at KeeperJob::stop while its program runs.
constexpr long long kStopPollUs = 50000;
/// How often K reads the program's CPU clock when the run has a CPU limit:
/// the most CPU time a run can take past cpu_watch_us.
constexpr long long kCpuPollUs = 10000;
/// The shortest last stretch of a wall limit over which the keeper measures
/// whether the program was runnable (KeeperReport::runnable_permille).
constexpr long long kRunnableWindowUs = 500000;

/// Written by the keeper; `done` is set last, so a keeper killed midway
/// leaves done == 0.
struct KeeperReport {
  int done = 0;
  int wait_status = 0;
  int timed_out = 0;
  int stopped = 0;  ///< ended early by KeeperJob::stop
  /// The submission's pid (its process group's id) outside a pid namespace,
  /// set as soon as it is started: a harness whose keeper was killed ends
  /// that group itself. 0 in a box, where the pid is the box's own.
  int submission_pid = 0;
  int failed_stage = kKeeperOk;
  int failed_errno = 0;
  int failed_step = -1;  ///< when kKeeperBox
  long long wall_us = 0;
  long long cpu_us = 0;
  long long max_rss_kb = 0;
  /// At a wall timeout: the share, in thousandths, of the wall limit's last
  /// stretch (kRunnableWindowUs or a quarter) the program's threads were on a
  /// CPU or runnable, waiting for one. -1 when not measured.
  long long runnable_permille = -1;
};

/// Runs `job` under a keeper and returns when the keeper has ended: its pid,
/// left unreaped for the caller (so the pid cannot be reused while a
/// watchdog may still kill it), or -1 with errno when clone failed.
/// `*keeper_pid` is set by the kernel before the keeper runs, for a watchdog
/// in another thread. The calling thread's signals are blocked meanwhile.
pid_t run_keeper(const KeeperJob& job, KeeperReport& report, volatile pid_t* keeper_pid);

/// Builds a slot's template: a process in a new mount and network namespace
/// runs `steps` (box_template_steps) and leaves the two namespaces open as
/// *mnt_fd and *net_fd (close-on-exec, in the caller's descriptor table).
/// Returns false with *failed_step (-1 for the namespaces themselves) and
/// errno when it could not.
bool build_box_template(const KeeperStep* steps, int step_count, int* mnt_fd, int* net_fd, int* failed_step);

}  // namespace harness
