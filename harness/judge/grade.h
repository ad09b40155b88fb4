#pragma once
// Grading one submission against loaded cases: the scheduling only. Each case
// runs as a process of its own (grade_case.h) or, for a language whose driver
// serves, in a warm runtime with the cases around it (warm_runtime.h). Units
// may run in parallel; results come back in case order, and a fault while
// grading one case is that case's JE, never a lost run.
#include <filesystem>
#include <memory>
#include <vector>

#include "cases/case.h"
#include "judge/grade_case.h"
#include "prepare/compile_options.h"
#include "result/result.h"
#include "run/process.h"
#include "run/sandbox.h"

namespace harness {

/// The submission's programs, built in the box its runs are made in
/// (lang/prepare.h prepare_program). Throws harness::Error only when the
/// path is no submission at all.
Prepared prepare_submission(const std::filesystem::path& submission, const GradeOptions& options);

/// Grades every case of `files` with `prepared`, prepare_submission's for
/// `submission` (so a command that asks the program first builds it once);
/// without a program, each case gets the build's failure.
GradeResult grade_submission(const std::filesystem::path& submission, const Prepared& prepared,
                             const std::vector<CaseFile>& files, const GradeOptions& options);

}  // namespace harness
