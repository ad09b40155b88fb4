#pragma once
// A case's time allowance (run/time_allowance.h), computed once per case from
// its program and its limit, and the result's limit from it. The run's Limits
// carry it (run_spec.h): classify words a TLE's reason with it.
#include "cases/case.h"
#include "prepare/program.h"
#include "result/result.h"
#include "run/time_allowance.h"

namespace harness {

/// The allowance of `c` for `program`; `warm`: in a warm runtime, no start-up.
TimeAllowance time_allowance(const Program& program, const Case& c, double time_scale, bool warm);

/// The result's limit and basis, from the allowance it ran under.
void set_limit(CaseResult& result, const TimeAllowance& allowance);

}  // namespace harness
