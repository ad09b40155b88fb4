#pragma once
// The keeper of one run: the process between the harness and the submission
// (design in process.h). It is started with clone(CLONE_VM | CLONE_VFORK):
// it shares the harness's memory instead of copying it, and the harness
// thread that starts it sleeps until it has ended. So the keeper is written
// like glibc's posix_spawn child: system calls only (no malloc, no locks, no
// C++ objects), on a stack of its own, and it reports by writing to `report`,
// which the sleeping thread owns. It starts the submission the same way.
#include <sys/resource.h>
#include <sys/types.h>

namespace harness {

/// What went wrong on the keeper's side; the harness words it.
enum KeeperStage : int { kKeeperOk = 0, kKeeperFork, kKeeperChdir, kKeeperExec };

/// Everything the keeper needs, prepared by the harness before the clone:
/// afterwards nothing may be allocated.
struct KeeperJob {
  int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1;
  const char* program = nullptr;     ///< absolute path
  char* const* argv = nullptr;       ///< null-terminated
  char* const* envp = nullptr;       ///< null-terminated
  const char* work_dir = nullptr;
  long long wall_us = 0;
  rlim_t memory_bytes = 0;           ///< RLIMIT_AS; 0: none
  rlim_t cpu_seconds = 0;            ///< RLIMIT_CPU soft limit; 0: none
  rlim_t file_bytes = 0;             ///< RLIMIT_FSIZE
};

/// Written by the keeper; `done` is set last, so a keeper killed midway
/// leaves done == 0.
struct KeeperReport {
  int done = 0;
  int wait_status = 0;
  int timed_out = 0;
  int failed_stage = kKeeperOk;
  int failed_errno = 0;
  long long wall_us = 0;
  long long cpu_us = 0;
  long long max_rss_kb = 0;
};

/// Runs `job` under a keeper and returns when the keeper has ended: its pid,
/// left unreaped for the caller (so the pid cannot be reused while a
/// watchdog may still kill it), or -1 with errno when clone failed.
/// `*keeper_pid` is set by the kernel before the keeper runs, for a watchdog
/// in another thread. The calling thread's signals are blocked meanwhile.
pid_t run_keeper(const KeeperJob& job, KeeperReport& report, volatile pid_t* keeper_pid);

}  // namespace harness
