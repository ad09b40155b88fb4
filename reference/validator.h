#pragma once
// The independent validator. It shares no code with the solver or the grid
// reader (it includes only the standard library): a bug in one cannot hide
// the same bug in the other. Its job is to judge a grid against a puzzle and
// to say, in words a student understands, what is wrong.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace validator {

/// A grid as rows of numbers, 0 for empty. May be any shape until checked.
using Rows = std::vector<std::vector<int>>;

/// Strict reader: one row per line. A row is whitespace-separated numbers
/// ("12 0 3 ..."), or one word of digits written together, each a cell
/// ("987654321", for N <= 9). Only the digits 0-9 are accepted: no '.', no
/// signs (the protocol writes 0 for empty). Blank lines are not rows but are
/// counted in line numbers. Shape and range are judge's business, not this.
struct ReadResult {
  Rows rows;
  std::string error;  ///< empty on success, else one line: "line 3: 'x' is not a number"
                      ///< or "line 3: '1234567890' is too long to be a cell value"
};
ReadResult read_rows(std::string_view text);

/// The verdict on a grid, each problem as one sentence.
struct Judgement {
  bool shape_ok = false;     ///< N rows of N cells, N with square boxes, values 0..N
  bool givens_kept = false;  ///< every non-zero puzzle cell holds the same digit
  bool rules_hold = false;   ///< no row, column or box repeats a digit (blanks fine)
  int empty_cells = 0;
  std::vector<std::string> problems;
  /// Every cell in a repeat, as 0-based (row, column); a cell may appear twice.
  std::vector<std::pair<int, int>> repeated_cells;
  bool solved() const { return shape_ok && givens_kept && rules_hold && empty_cells == 0; }
};

/// Judges `grid` as a claimed solution of `puzzle` (same shape expected).
/// Problems come in this order, each kind in reading order:
///  1. shape, and nothing after it when wrong: "expected 9 rows, found 8",
///     "row 3: expected 9 cells, found 8", "row 2, column 3: 12 is out of range 1-9"
///     (a malformed puzzle gives the same, prefixed "puzzle: ");
///  2. "changed the given 5 at row 1, column 3" (also when the cell is now 0);
///  3. repeats, rows then columns then boxes, digits ascending: "Row 1 has two
///     5s (columns 1 and 3)", "Column 4 has three 7s (rows 2, 5 and 9)", "Box 1
///     has two 5s (cells 1-1 and 1-3)" (boxes 1..N in reading order, cells row-column);
///  4. "12 cells are still empty" or "1 cell is still empty".
/// Past 10 problems of one kind the rest are one line: "... and 4 more repeats".
/// empty_cells is counted only when the shape is right.
Judgement judge(const Rows& puzzle, const Rows& grid);

/// checkSudoku's rule, alone: shape and range, then no repeats; blanks fine,
/// a full grid not required. Same messages as judge, the size taken from the
/// row count ("expected 4, 9, 16 or 25 rows, found 8"). Empty means the rules hold.
std::vector<std::string> rule_breaks(const Rows& grid);

/// How many completions `puzzle` has, counting up to `limit` (>= 1): a
/// second witness, beside the reference solver, that a generated puzzle has
/// one solution. Plain backtracking, fewest candidates first, written apart
/// from the solver. A puzzle whose shape or givens break the rules has 0.
long long count_completions(const Rows& puzzle, long long limit);

}  // namespace validator
