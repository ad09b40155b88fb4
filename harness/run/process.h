#pragma once
/// One untrusted program run under limits, boxed or not, and what happened:
/// facts only (classify() in verdict/classify.h decides). Never throws for
/// what the program does; its own failures are End::SpawnFailed. The design
/// (the keeper, the box's init, the watchdog, stopping): docs/sandbox.md, "One run: the keeper".
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
