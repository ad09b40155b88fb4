#pragma once
// A TLE near its limit is run again, up to kMostRuns in all, and the fastest
// run decides (verdict/time_policy.h): one rule for a case run as a process
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

/// The case's judgement from its `first` run under `limits`, with `again`
/// called for each rerun (nullopt: it could not run, and the runs so far
/// decide). The CPU time of the deciding run goes to `time`. The reason says
/// "(TLE in 3 of 3 runs)" or "AC on the second run (the first: TLE, ...)", and
/// a TLE's reason what the document's algorithm needs here (cases/yardstick.h).
Judgement decide_with_reruns(const Case& c, const Limits& limits, JudgedRun first,
                             const std::function<std::optional<JudgedRun>()>& again, std::chrono::milliseconds& time);

}  // namespace harness
