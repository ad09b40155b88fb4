#pragma once
// The checks of an answer, one per kind of Expect: given what a case expects
// and what the submission answered (a clean run, already read by the protocol
// reader), decide AC, WA or PE and say why in words that tell a student what
// to fix. Pure: no processes, no files, so every rule is tested as a table.
#include "cases/case.h"
#include "judge/protocol.h"
#include "validator.h"
#include "verdict/student_names.h"
#include "verdict/verdict.h"

namespace harness {

/// What the submission returned, and the grid as it stood after the call.
struct Answer {
  ReturnValue value;
  validator::Rows grid;
};

/// Checks a grid entry's answer (solve, solve_fast, fillSudoku,
/// count_solutions, checkSudoku) from a clean run, by the check its case
/// holds: AC, WA or PE with the reason and a hint, and when a grid is wrong,
/// the grid drawn in the details with the offending cells marked. A session
/// has no answer to check (judge.h compares its screen): JE. A hint speaks
/// in `names`, the student's own where their source shows them, and quotes
/// only the document of the case's assignment (the lesson for solve,
/// solve_fast and count_solutions, the Java assignment for fillSudoku and
/// checkSudoku, none for HtDP's brute force).
Judgement check_answer(const Case& c, const Answer& answer, const StudentNames& names = {});

}  // namespace harness
