#pragma once
// The independent validator. It shares no code with the solver or the grid
// reader (it includes only the standard library): a bug in one cannot hide
// the same bug in the other. Its job is to judge a grid against a puzzle and
// to say, in words a student understands, what is wrong.
#include <string>
#include <string_view>
#include <vector>

namespace validator {

/// A grid as rows of numbers, 0 for empty. May be any shape until checked.
using Rows = std::vector<std::vector<int>>;

/// Strict reader: one row per line. A row is N whitespace-separated numbers,
/// or, for N <= 9, N digits written together ("987654321"). '.' is not
/// accepted: the protocol writes 0. Blank lines are not rows.
struct ReadResult {
  Rows rows;
  std::string error;   ///< empty on success, else one line: "line 3: 'x' is not a number"
};
ReadResult read_rows(std::string_view text);

/// The verdict on a grid, each problem as one sentence.
struct Judgement {
  bool shape_ok = false;      ///< N rows of N cells, N with square boxes, values 0..N
  bool givens_kept = false;   ///< every non-zero puzzle cell holds the same digit
  bool rules_hold = false;    ///< no row, column or box repeats a digit (blanks fine)
  int empty_cells = 0;
  std::vector<std::string> problems;
  bool solved() const { return shape_ok && givens_kept && rules_hold && empty_cells == 0; }
};

/// Judges `grid` as a claimed solution of `puzzle` (same shape expected).
/// Messages: "Row 1 has two 5s (columns 1 and 3)", "Column 4 has two 7s (rows 2
/// and 9)", "Box 1 has two 5s (cells 1-1 and 1-3)", "changed the given 5 at
/// row 1, column 3", "12 cells are still empty", "expected 9 rows, found 8".
Judgement judge(const Rows& puzzle, const Rows& grid);

/// checkSudoku's rule, alone: shape and range, then no repeats; blanks fine.
/// Empty result means the rules hold.
std::vector<std::string> rule_breaks(const Rows& grid);

}  // namespace validator
