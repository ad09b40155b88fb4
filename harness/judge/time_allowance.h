#pragma once
// What a case's CPU limit is made of, so that every report showing a time can
// say it: "5,658 ms of 8,000 (2,000 x Racket 4)". The case file's limit, times
// --time-scale, times the language's factor and --sanitize's (docs/protocol.md,
// "Fair time"), plus the runtime's start-up when the case is a process of its
// own; a warm runtime's case is charged no start-up.
#include <chrono>
#include <string>

#include "build/program.h"
#include "cases/case.h"
#include "result/result.h"
#include "verdict/verdict.h"

namespace harness {

struct TimeAllowance {
  std::chrono::milliseconds stated{0};    ///< the case file's time_limit_ms
  double scale = 1.0;                     ///< --time-scale
  double factor = 1.0;                    ///< Program::time_factor: the language's, times --sanitize's
  std::string language;                   ///< "Racket"; empty: C++, an executable, a test's hand-made Program
  double language_factor = 1.0;           ///< the language row's part of `factor` (Racket 4)
  bool sanitized = false;                 ///< the rest of `factor` is --sanitize's
  std::chrono::milliseconds startup{0};   ///< the runtime's, for a case run as a process of its own
};

/// The allowance of `c` for `program`; `warm`: in a warm runtime, no start-up.
TimeAllowance time_allowance(const Program& program, const Case& c, double time_scale, bool warm);

/// The CPU limit the run gets.
std::chrono::milliseconds cpu_limit(const TimeAllowance& allowance);

/// "2,000 x Racket 4", "2,000 x Python 1 + 30 start-up", "2,000 x scale 2":
/// how the limit was made; "" when it is the case file's own.
std::string limit_basis(const TimeAllowance& allowance);

/// A TLE's "over the limit of 8000 ms" followed by its basis, so the student
/// sees the language's allowance where the limit is named. Other verdicts
/// and an allowance without a basis are left as they are.
void explain_limit(Judgement& judgement, const TimeAllowance& allowance);

/// The result's limit and basis, from the allowance it ran under.
void set_limit(CaseResult& result, const TimeAllowance& allowance);

}  // namespace harness
