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

/// The submission's programs, built in the box its runs are made in
/// (build/prepare.h prepare_program). Throws harness::Error only when the
/// path is no submission at all.
Prepared prepare_submission(const std::filesystem::path& submission, const GradeOptions& options);

/// Grades every case of `files` with `prepared`, prepare_submission's for
/// `submission` (so a command that asks the program first builds it once);
/// without a program, each case gets the build's failure.
GradeResult grade_submission(const std::filesystem::path& submission, const Prepared& prepared,
                             const std::vector<CaseFile>& files, const GradeOptions& options);

/// What grade_case runs for `c` (exposed for bench/grade_bench, which runs the
/// same argv and stdin without the harness).
RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options);

/// Grades one case with a ready program (exposed for tests).
CaseResult grade_case(const Program& program, const Case& c, const GradeOptions& options);

}  // namespace harness
