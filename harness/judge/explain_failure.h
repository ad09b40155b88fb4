#pragma once
// A failed case's words from the program's explaining build (Racket with
// errortrace: the error's place in the student's files). The timed run is
// the student's code as it is and decides the verdict; a case it failed is
// run once more, as a process of its own, with the build that explains, and
// only that run's words are kept (docs/protocol.md, "The Racket driver").
#include <chrono>
#include <functional>

#include "cases/case.h"
#include "prepare/program.h"
#include "run/run_spec.h"
#include "verdict/verdict.h"

namespace harness {

/// Whether a failure with this verdict is run again for its words: an RTE,
/// whose place and frames the instrumentation names. Pure.
bool worth_explaining(Verdict verdict);

/// The timed run's judgement with the explaining run's words (its reason and
/// details) when that run failed the same way; else as it was. The verdict
/// is always the timed run's. Pure.
Judgement with_explanation(Judgement timed, const Judgement& explained);

/// The explaining run's CPU limit: what the timed run used before it failed,
/// times the instrumentation's worst slowdown measured (3.3x, rounded up),
/// plus the start-up and a second; never over that slowdown times the
/// case's own limit. Pure.
std::chrono::milliseconds explaining_cpu(std::chrono::milliseconds timed_cpu, std::chrono::milliseconds startup,
                                         std::chrono::milliseconds limit);

/// Gives `judgement` (the timed run's, of `c`, after `timed_cpu` of CPU)
/// the explaining build's words when the program has one and the verdict
/// is worth it. `spec_for` makes a program's run of `c` as the timed run's
/// was made (grade_case.h run_spec_for, with the grade's options).
void explain_failure(const Program& program, const Case& c, const std::function<RunSpec(const Program&)>& spec_for,
                     std::chrono::milliseconds timed_cpu, Judgement& judgement);

}  // namespace harness
