#pragma once
// A TLE near its limit is run again, up to kMostRuns in all, and the fastest
// run decides; a run the machine starved is run again after a pause, and the
// case is not judged (JE) when the machine starves every run
// (verdict/time_policy.h next_step): one rule for a case run as a process
// of its own (grade.cpp) and a case of a warm runtime (warm_runtime.h), whose
// reruns are fresh runtimes of that case alone.
#include <chrono>
#include <functional>
#include <optional>

#include "cases/case.h"
#include "run/run_spec.h"
#include "verdict/verdict.h"

namespace harness {

/// One run of a case and its judgement.
struct JudgedRun {
  RunFacts facts;
  Judgement judgement;
};

/// Sleeps `pause`, the wait before a starved run's rerun; false as soon as a
/// stop is requested (run/process.h runs_stopped).
bool wait_for_room(std::chrono::milliseconds pause);

/// The case's judgement from its `first` run under `limits`, with `again`
/// called for each rerun (nullopt: it could not run, and the runs so far
/// decide). The CPU time of the deciding run goes to `time`. The reason says
/// "(TLE in 3 of 3 runs)", counting the runs the machine let finish, or "AC
/// on the second run (the first: TLE, ...)" ("the first: not judged, the
/// machine was overloaded"), and a TLE's reason what the document's
/// algorithm needs here (cases/yardstick.h). With every run starved, JE:
/// "not judged: the machine was overloaded (in 4 runs ...)". Before a starved
/// run's rerun it calls `pause` (time_policy.h pause_after_starved's wait);
/// when that says stop, the runs so far decide.
Judgement decide_with_reruns(const Case& c, const Limits& limits, JudgedRun first,
                             const std::function<std::optional<JudgedRun>()>& again, std::chrono::milliseconds& time,
                             const std::function<bool(std::chrono::milliseconds)>& pause = wait_for_room);

}  // namespace harness
