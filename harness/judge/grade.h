#pragma once
// Grading one submission against loaded cases: the scheduling only. Each case
// runs as a process of its own (grade_case.h) or, for a language whose driver
// serves, in a warm runtime with the cases around it (warm_runtime.h). Units
// may run in parallel; results come back in case order, and a fault while
// grading one case is that case's JE, never a lost run.
#include <cstddef>
#include <filesystem>
#include <functional>
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

/// Told of a grading as it goes, so a console can show each case as it is
/// decided rather than all at the end. Both are called from one thread at a
/// time (the grading's workers take turns), and must not throw.
struct GradeWatch {
  /// Before any case runs: the result's head (submission, sandbox, notes,
  /// build failure) and every case's name, entry, visibility, points and the
  /// limit it is to run under; verdicts are not known yet.
  std::function<void(const GradeResult& plan)> planned;
  /// Once per case, when its result is final (reruns and hint included):
  /// `file` and `index` place it in the result. In any order under -j.
  std::function<void(std::size_t file, std::size_t index, const CaseResult& result)> decided;
};

/// Grades every case of `files` with `prepared`, prepare_submission's for
/// `submission` (so a command that asks the program first builds it once);
/// without a program, each case gets the build's failure. `watch`, when
/// given, is told of the plan and of each case as it is decided.
GradeResult grade_submission(const std::filesystem::path& submission, const Prepared& prepared,
                             const std::vector<CaseFile>& files, const GradeOptions& options,
                             const GradeWatch* watch = nullptr);

}  // namespace harness
