#include "judge/explain_failure.h"

#include <algorithm>

#include "judge/case_input.h"
#include "judge/judge.h"
#include "judge/time_allowance.h"
#include "prepare/explaining_build.h"
#include "run/process.h"
#include "verdict/time_policy.h"

namespace harness {
namespace {

// errortrace's cost over the plain build, rounded up: 3.1x on a program of
// many small calls (bench/racket_errortrace_bench.sh), 3.3x on the one
// issue 38 found.
constexpr int kInstrumentedSlowdown = 4;

}  // namespace

bool worth_explaining(Verdict verdict) { return verdict == Verdict::RTE; }

Judgement with_explanation(Judgement timed, const Judgement& explained) {
  if (explained.verdict != timed.verdict) return timed;
  timed.reason = explained.reason;
  timed.details = explained.details;
  return timed;
}

std::chrono::milliseconds explaining_cpu(std::chrono::milliseconds timed_cpu, std::chrono::milliseconds startup,
                                         std::chrono::milliseconds limit) {
  const std::chrono::milliseconds wanted = timed_cpu * kInstrumentedSlowdown + startup + std::chrono::seconds(1);
  return std::min(wanted, std::max(limit, startup + std::chrono::seconds(1)) * kInstrumentedSlowdown);
}

void explain_failure(const Program& program, const Case& c, const std::function<RunSpec(const Program&)>& spec_for,
                     std::chrono::milliseconds timed_cpu, Judgement& judgement) {
  if (!program.explaining || !worth_explaining(judgement.verdict)) return;
  const Program* explaining = program.explaining->program();
  if (explaining == nullptr) return;
  RunSpec spec = spec_for(*explaining);
  spec.limits.cpu = explaining_cpu(timed_cpu, explaining->startup, spec.limits.cpu);
  spec.limits.cpu_backstop = cpu_backstop(spec.limits.cpu);
  spec.limits.wall = wall_backstop(spec.limits.cpu);
  const RunFacts facts = run_with_limits(spec);
  judgement = with_explanation(
      std::move(judgement), judge_run(c, facts, spec.limits, explaining->kind, explaining->sanitized, program.names));
}

}  // namespace harness
