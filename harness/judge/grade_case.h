#pragma once
// One case as a process of its own: the run a case asks for (its limits, its
// input, the box) and its judgement, a TLE near the limit run again. The
// options every grading takes. grade.h schedules these and warm runtimes.
#include <memory>

#include "cases/case.h"
#include "prepare/compile_options.h"
#include "prepare/program.h"
#include "result/result.h"
#include "run/run_spec.h"
#include "run/sandbox.h"
#include "run/time_allowance.h"

namespace harness {

struct GradeOptions {
  double time_scale = 1.0;  ///< multiplies every case's time limit
  int jobs = 1;             ///< cases run at once
  CompileOptions compile;   ///< its sandbox is ignored: the compile is boxed as the runs are
  /// The box every compile and run of the submission is made in; nullptr: none (as --sandbox off).
  std::shared_ptr<const Sandbox> sandbox;
};

/// What grade_case runs for `c` under `allowance` (judge/time_allowance.h),
/// which its limits carry for the reason's words.
RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options,
                     const TimeAllowance& allowance);

/// The same under the allowance of a process of its own (exposed for
/// bench/grade_bench, which runs the same argv and stdin without the harness).
RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options);

/// Grades one case with a ready program (exposed for tests).
CaseResult grade_case(const Program& program, const Case& c, const GradeOptions& options);

}  // namespace harness
