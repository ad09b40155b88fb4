#pragma once
// The per-entry checks: given what a case expects and what the submission
// answered (a clean run, already read by the protocol reader), decide AC, WA
// or PE and say why in words that tell a student what to fix. Pure: no
// processes, no files, so every rule is tested as a table.
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "cases/case.h"
#include "judge/protocol.h"
#include "judge/verdict.h"
#include "validator.h"

namespace harness {

/// What the submission returned, and the grid as it stood after the call.
struct Answer {
  ReturnValue value;
  validator::Rows grid;
};

/// A cell to mark when the grid is drawn (0-based row and column).
struct Mark {
  int row;
  int col;
  bool operator==(const Mark& o) const { return row == o.row && col == o.col; }
};

struct Decision {
  Verdict verdict = Verdict::AC;
  std::string reason;           ///< empty for AC
  std::string hint;             ///< a kind pointer at the lesson's classic bugs, or empty
  std::vector<Mark> marks;      ///< offending cells of `answer.grid`, when a grid is wrong
};

/// Decides a grid entry (solve, solve_fast, fillSudoku, count_solutions,
/// checkSudoku) from a clean run; sessions are decided by transcript.h.
Decision decide(const Case& c, const Answer& answer);

}  // namespace harness
