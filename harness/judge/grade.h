#pragma once
// Grading one submission against loaded cases: the scheduling only. For each
// case, spawn, feed, wait with limits, collect, and file what judge.h decides.
// Cases may run in parallel; results come back in case order, and a fault
// while grading one case is that case's JE, never a lost run.
#include <filesystem>
#include <memory>
#include <vector>

#include "build/compile_options.h"
#include "cases/case.h"
#include "judge/result.h"
#include "run/process.h"
#include "run/sandbox.h"

namespace harness {

struct GradeOptions {
  double time_scale = 1.0;      ///< multiplies every case's time limit
  int jobs = 1;                 ///< cases run at once
  CompileOptions compile;       ///< its sandbox is ignored: the compile is boxed as the runs are
  /// The box every compile and run of the submission is made in; nullptr: none (as --sandbox off).
  std::shared_ptr<const Sandbox> sandbox;
};

/// Compiles (or takes) the submission and grades every case of `files`.
/// Throws harness::Error only when the submission path is no submission at all.
GradeResult grade_submission(const std::filesystem::path& submission,
                             const std::vector<CaseFile>& files, const GradeOptions& options);

/// What grade_case runs for `c` (exposed for bench/grade_bench, which runs the
/// same argv and stdin without the harness).
RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options);

/// Grades one case with a ready program (exposed for tests).
CaseResult grade_case(const Program& program, const Case& c, const GradeOptions& options);

}  // namespace harness
