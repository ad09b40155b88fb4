#pragma once
// Running one untrusted program under limits, and reporting what happened:
// facts only, like isolate's meta file. classify() in verdict/classify.h turns the facts
// into a verdict. This and keeper.cpp are the only parts of the harness that
// know about clone, rlimits and wait4.
//
// Design, one run:
//
//   harness thread --clone(VM|VFORK)--> keeper K --clone(VM|VFORK)--> submission S --> S's children
//
// - Neither K nor S copies the harness's memory: both are started like glibc's
//   posix_spawn child, sharing it (CLONE_VM), while their parent sleeps
//   (CLONE_VFORK) - the harness thread until K has ended, K until S has
//   exec'd. A fork copied the harness's page tables twice per run and made
//   every page the harness wrote afterwards a copy-on-write fault (with TLB
//   shootdowns across cores): most of the harness's cost per run. So K and S
//   use system calls only (keeper.h). S sets its rlimits (AS = memory, CPU =
//   ceil(cpu) + 1 s as a backstop only, FSIZE = output cap + 1 so a flood ends
//   in SIGXFSZ, CORE = 0), makes its own process group, resets SIGPIPE and the
//   signal mask, and execs the program.
// - K is the child subreaper of S's tree (PR_SET_CHILD_SUBREAPER): a process
//   that leaves the group with setsid() still comes back to K when its parent
//   dies. K waits for S (blocking in sigtimedwait on SIGCHLD, so no polling
//   latency), kills S's group at the wall deadline, then kills and reaps every
//   process left: its children are, by construction, only S's leftovers (when
//   waitpid says there are none, /proc is not scanned). Each run has its own
//   K, so one run's cleanup never touches another run started in parallel by
//   another thread. The harness itself is not a subreaper: it waits only for
//   its own K's pid, never for "any child".
// - K measures the wall time, takes CPU (user + sys) and peak RSS of the whole
//   tree from getrusage(RUSAGE_CHILDREN) after reaping, and writes its report
//   into the sleeping harness thread's memory; then the harness reaps K. One
//   watchdog thread for the whole harness (watchdog.h) kills a K that outlives
//   the wall limit by 2 s (a backstop against a bug in K; S dies with K by
//   PR_SET_PDEATHSIG).
// - In a box (sandbox.h), K is cloned into new pid, mount, net, ipc and uts
//   namespaces (and a user namespace when the grader is not root), so it is
//   the box's init: it builds the box's file system (box_layout.h) before S
//   starts, and when K ends the kernel ends every process of the box. S joins
//   the run's fresh cgroup (cgroup.h), takes its slot's uid and gid (or, in a
//   user namespace, drops every capability), sets no_new_privs and the
//   seccomp filter, and execs with a scrubbed environment (PATH, LANG, HOME =
//   the work folder, TMPDIR). The cgroup is read, emptied and removed after.
// - stop_all_runs() raises a flag each K reads (it shares this memory) at
//   least every kStopPollUs while S runs: K then ends the run as at the wall
//   limit, cleanup included, and reports it stopped. A K killed midway (no
//   report) takes its box with it; outside a box S dies by PR_SET_PDEATHSIG
//   and the harness kills S's group. K itself dies with the harness.
// - stdin, stdout and stderr are files in a per-run temp dir (no pipe can
//   fill and deadlock), removed afterwards. At most the output cap of stdout
//   and 64 KiB of stderr are read into memory.
// - Peak RSS counts the harness's own peak RSS too (Linux carries the
//   pre-exec memory's high-water mark over exec, and before its exec S shares
//   the harness's memory): about 6 MiB, far below any memory limit worth setting.
//
// run_with_limits never throws for what the program does, and reports its own
// failures (no temp dir, no clone, no such program) as End::SpawnFailed.
#include "run/run_spec.h"

namespace harness {

RunFacts run_with_limits(const RunSpec& spec);


/// Ends every run in progress (its keeper kills the program within
/// kStopPollUs, cleans up and reports RunFacts::stopped) and every later run
/// before it starts: for a harness told to stop (SIGINT, SIGTERM), which
/// then writes what it finished. Async-signal-safe (one atomic store).
void stop_all_runs();
bool runs_stopped();
/// Lets runs start again: for tests, which stop runs and then go on.
void resume_runs();

struct KeeperReport;

/// The facts a keeper's report gives (end, exit code or signal, times), or,
/// for a keeper that ended without one (done == 0: killed by someone, or by
/// the watchdog), SpawnFailed saying how it ended; `keeper_status` is the
/// keeper's own wait status. A report of a failed stage is SpawnFailed with
/// spawn_error left for the caller, who knows the box, to word.
RunFacts facts_from_keeper(const KeeperReport& report, int keeper_status);

}  // namespace harness
