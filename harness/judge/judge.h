#pragma once
/// The one place that decides a case's verdict, from the case, its run's facts and the
/// program's kind. Pure (no processes, no files): every verdict is tested as a table.
/// Nothing the program does is JE. The order of the rules: docs/architecture.md, "What
/// calls what: grading one submission", step 3.
#include <optional>

#include "cases/case.h"
#include "prepare/program.h"
#include "run/run_spec.h"
#include "verdict/student_names.h"
#include "verdict/verdict.h"

namespace harness {

/// The judgement of a case that needs no run, or nullopt when it must run: a
/// session given to a file of functions alone (no main of its own) is NI, as
/// no function reads lines; a grid entry's input the drivers (and so a
/// program reading docs/protocol.md) would not read as meant
/// (driver_input_problem) is JE.
std::optional<Judgement> judge_before_run(const Case& c, ProgramKind kind);

/// The judgement of one run of `c` under `limits`. `sanitized`: the program
/// was built by grade --sanitize, and a run that ended with the sanitizers'
/// exit code and a report (judge/sanitizer_report.h) is RTE with the report
/// as its reason (MLE when ASan stopped it at its memory limit), in place of
/// classify's "exit code 86", and even when the report's symbolizing took
/// the run over its cpu limit; a kernel OOM kill stays MLE.
/// A hint names what the student's source calls things (`names`).
Judgement judge_run(const Case& c, const RunFacts& facts, const Limits& limits, ProgramKind kind,
                    bool sanitized = false, const StudentNames& names = {});

/// A case's judgement when the submission gave no program: `failure` as
/// prepare_program made it (CE or JE), which the reports show once, for the
/// whole submission (GradeResult::build_failure); the case was not run.
Judgement judge_without_program(const Judgement& failure);

}  // namespace harness
