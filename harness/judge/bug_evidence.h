#pragma once
// What the classic bugs would have answered: a wrong answer is evidence for a
// bug only when that bug, alone in an otherwise right program, answers the
// same. Several can (a one-blank puzzle whose digit is 9 is missed by digits
// that stop at 8 and by most wrong box formulas alike), and then no hint may
// name one fix. Each bug here is one the audit's mutants carry
// (harness/audit/mutants.cpp). Pure: no processes, no files.
#include "validator.h"

namespace harness {

/// The two ways students get a box's first row (and column) wrong: `r / b`,
/// the `* b` forgotten (a block that straddles boxes), and `r % b * b`
/// (another box, right only for the rows 0, b + 1, 2(b + 1), ...).
enum class BoxFormula { Unscaled, Modulo };

/// Which bugs return False on a solvable puzzle with one blank left, at
/// (row, col), whose digit is `digit`: the blank's row, column and box allow
/// only that digit, so a search misses it only by never trying it or by
/// reading other cells as its box.
struct OneBlankEvidence {
  bool digits_stop_short = false;  ///< the digit is the largest, never tried by digits that stop short of it
  bool box_formula = false;        ///< a wrong box formula's cells hold the digit
};
OneBlankEvidence one_blank_evidence(const validator::Rows& puzzle, int row, int col, int digit);

/// Which checkers call `board` (of the right shape, breaking no rule) invalid.
struct ValidBoardEvidence {
  bool blank_as_digit = false;     ///< two blanks share a row, column or box
  bool values_stop_short = false;  ///< it holds the largest value
  bool box_formula = false;        ///< a checker with a wrong box formula finds a repeat in the cells it reads
};
ValidBoardEvidence valid_board_evidence(const validator::Rows& board);

/// Whether a checker with a wrong box formula (rows, columns and values right)
/// calls `board`, of the right shape, valid.
bool wrong_box_check_accepts(const validator::Rows& board);

/// Which bugs return `returned` (over `limit`) from count_solutions on `puzzle`.
/// A count that ignores its limit returns every solution, or stops at a cap of
/// its own beyond any a search that passes the whole limit down could reach;
/// that search returns at most (limit - 1) per blank above its last solution,
/// and never more than the puzzle has.
struct CountEvidence {
  bool ignores_limit = false;
  bool passes_whole_limit = false;
};
CountEvidence count_evidence(const validator::Rows& puzzle, long long limit, long long returned);

}  // namespace harness
