#pragma once
/// Grid cases answered by one warm runtime of the student's language (the
/// driver's --serve, run/run_session.h) instead of one process each: the
/// runtime's start-up is paid once, and each case is timed by the box's CPU
/// between the driver's marks. Any case that is not AC (NI aside) ends the
/// runtime, and the next case gets a fresh one. The design, and what a
/// student's globals carry: docs/protocol.md, "One warm runtime per submission".
#include <cstddef>
#include <functional>
#include <vector>

#include "cases/case.h"
#include "judge/grade_case.h"
#include "prepare/program.h"
#include "result/result.h"

namespace harness {

/// Whether `c` may run in a warm runtime of `program` under `options`: the
/// program's driver serves, the case is a grid entry it runs, the case did
/// not ask for a process of its own (fresh_process), and the box counts each
/// run's CPU (a cgroup), which times the cases apart.
bool runs_warm(const Program& program, const Case& c, const GradeOptions& options);

/// Whether `a` and `b` can share one runtime: the same memory and process limits.
bool share_a_runtime(const Case& a, const Case& b);

/// What one warm runtime serves, or one process: indexes of a submission's
/// cases, in the order given.
struct RunUnit {
  std::vector<std::size_t> cases;
  bool warm = false;
};

/// How a submission's cases share runtimes: `cases[i]`, of case file
/// `file_of[i]`, runs warm when `warm[i]` (runs_warm). Warm cases of one file
/// that follow each other and share_a_runtime share one runtime, in the
/// file's order; any other case is a process of its own. Visible and hidden
/// cases never share a runtime: the visible cases of a file are followed
/// apart from its hidden ones, so nothing a program kept from a hidden case
/// can reach a visible case's reason, details or time. Depends on the cases
/// alone, never on -j.
std::vector<RunUnit> runtime_units(const std::vector<const Case*>& cases, const std::vector<std::size_t>& file_of,
                                   const std::vector<bool>& warm);

/// Grades `cases`, in order, all runs_warm and sharing a runtime, one after
/// another in warm runtimes; a case that cannot be answered warm (its
/// runtime did not start) is graded as a process of its own, as grade_case does.
std::vector<CaseResult> grade_warm(const Program& program, const std::vector<const Case*>& cases,
                                   const GradeOptions& options);

/// The same, each case's result given to `decided` (with its index in
/// `cases`) as soon as it is final, from whichever thread graded it, so a
/// console can show it before the runtime's last case; the calls may overlap
/// when cases run as processes under -j.
void grade_warm(const Program& program, const std::vector<const Case*>& cases, const GradeOptions& options,
                const std::function<void(std::size_t, CaseResult)>& decided);

}  // namespace harness
