#include "judge/grade_case.h"

#include <exception>

#include <fmt/format.h>

#include "judge/case_input.h"
#include "judge/explain_failure.h"
#include "judge/judge.h"
#include "judge/reruns.h"
#include "judge/time_allowance.h"
#include "prepare/sanitize.h"
#include "run/process.h"
#include "verdict/time_policy.h"

namespace harness {
namespace {

constexpr std::uint64_t kOutputCapBytes = std::uint64_t{1} << 20;

JudgedRun run_once(const Program& program, const Case& c, const RunSpec& spec) {
  JudgedRun run;
  run.facts = run_with_limits(spec);
  // An assertion's or a sanitizer's place names the file as the student did.
  run.facts.stderr_text = own_source_names(std::move(run.facts.stderr_text), program.own_source_stem);
  run.judgement = judge_run(c, run.facts, spec.limits, program.kind, program.sanitized, program.names);
  return run;
}

Judgement run_and_judge(const Program& program, const Case& c, const GradeOptions& options,
                        const TimeAllowance& allowance, std::chrono::milliseconds& time, bool& ran) {
  if (std::optional<Judgement> judgement = judge_before_run(c, program.kind)) return std::move(*judgement);
  ran = true;
  const RunSpec spec = run_spec_for(program, c, options, allowance);
  Judgement judgement = decide_with_reruns(
      c, spec.limits, run_once(program, c, spec),
      [&]() -> std::optional<JudgedRun> { return run_once(program, c, spec); }, time);
  explain_failure(
      program, c, [&](const Program& explaining) { return run_spec_for(explaining, c, options); }, time, judgement);
  return judgement;
}

}  // namespace

RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options) {
  return run_spec_for(program, c, options, time_allowance(program, c, options.time_scale, false));
}

RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options,
                     const TimeAllowance& allowance) {
  RunSpec spec;
  // A file with main and functions: the driver's program for a grid entry, the student's own for a session.
  spec.argv = argv_for(program, c.entry);
  // The runtime's start-up is the language's, not the student's: added on top.
  // CPU time decides; the wall clock is a generous backstop (verdict/time_policy.h).
  spec.limits.cpu = cpu_limit(allowance);
  spec.limits.allowance = allowance;  // for the reason's words
  spec.limits.cpu_backstop = cpu_backstop(spec.limits.cpu);
  spec.limits.wall = wall_backstop(spec.limits.cpu);
  spec.limits.memory_bytes = (static_cast<std::uint64_t>(c.limits.memory_mb) << 20) + program.runtime_bytes;
  spec.limits.processes = c.limits.processes;
  spec.limits.output_bytes = kOutputCapBytes;
  spec.sandbox = options.sandbox.get();
  spec.submission_dir = program.submission_dir;
  fit_heap(program, spec.argv, spec.limits);  // a JVM's -Xmx
  fit_sanitizer(program, spec);               // ASan's settings, no RLIMIT_AS
  // A grid entry is called by name, with its arguments after it, and reads the grid.
  CaseInput input = case_input(c);
  spec.argv.insert(spec.argv.end(), input.arguments.begin(), input.arguments.end());
  spec.stdin_text = std::move(input.stdin_text);
  return spec;
}

CaseResult grade_case(const Program& program, const Case& c, const GradeOptions& options) {
  // Once for the case: its run's limit, its reason's words and its result's limit.
  const TimeAllowance allowance = time_allowance(program, c, options.time_scale, false);
  std::chrono::milliseconds time{0};
  bool ran = false;
  Judgement judgement;
  try {
    judgement = run_and_judge(program, c, options, allowance, time, ran);
  } catch (const std::exception& e) {
    judgement = {Verdict::JE, fmt::format("the harness failed on this case: {}", e.what())};
  }
  CaseResult result = case_result(c, std::move(judgement));
  result.time = time;
  if (ran) set_limit(result, allowance);
  return result;
}

}  // namespace harness
