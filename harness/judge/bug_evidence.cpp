#include "judge/bug_evidence.h"

#include <algorithm>
#include <limits>

#include "verdict/grid_drawing.h"

namespace harness {
namespace {

constexpr BoxFormula kWrongFormulas[] = {BoxFormula::Unscaled, BoxFormula::Modulo};

int wrong_start(int i, int b, BoxFormula formula) { return formula == BoxFormula::Unscaled ? i / b : i % b * b; }

// Whether the cells a wrong formula reads as the box of (row, col), other than
// (row, col) itself, hold `digit`. Both formulas keep the block inside the grid.
bool wrong_box_holds(const validator::Rows& grid, int row, int col, int digit, BoxFormula formula) {
  const int b = box_of(grid.size());
  const int r0 = wrong_start(row, b, formula), c0 = wrong_start(col, b, formula);
  for (int r = r0; r < r0 + b; ++r)
    for (int c = c0; c < c0 + b; ++c)
      if ((r != row || c != col) && grid[r][c] == digit) return true;
  return false;
}

// The per-cell checker students write (blanks skipped, values and rows and
// columns right), its box read by `formula`.
bool checker_accepts(const validator::Rows& board, BoxFormula formula) {
  const int n = int(board.size());
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int d = board[r][c];
      if (d == 0) continue;
      if (d < 1 || d > n) return false;
      for (int i = 0; i < n; ++i)
        if ((i != c && board[r][i] == d) || (i != r && board[i][c] == d)) return false;
      if (wrong_box_holds(board, r, c, d, formula)) return false;
    }
  return true;
}

// Past this many a count is not checked for being every solution: it costs
// the validator's search, and no classic bug's count is told apart by more.
constexpr long long kCountChecked = 10000;

}  // namespace

OneBlankEvidence one_blank_evidence(const validator::Rows& puzzle, int row, int col, int digit) {
  OneBlankEvidence evidence;
  evidence.digits_stop_short = digit == int(puzzle.size());
  for (const BoxFormula formula : kWrongFormulas)
    evidence.box_formula = evidence.box_formula || wrong_box_holds(puzzle, row, col, digit, formula);
  return evidence;
}

ValidBoardEvidence valid_board_evidence(const validator::Rows& board) {
  const int n = int(board.size());
  const int b = box_of(board.size());
  ValidBoardEvidence evidence;
  for (int i = 0; i < n; ++i) {
    int in_row = 0, in_col = 0, in_box = 0;
    for (int j = 0; j < n; ++j) {
      in_row += board[i][j] == 0;
      in_col += board[j][i] == 0;
      in_box += board[i / b * b + j / b][i % b * b + j % b] == 0;
      evidence.values_stop_short = evidence.values_stop_short || board[i][j] == n;
    }
    evidence.blank_as_digit = evidence.blank_as_digit || in_row > 1 || in_col > 1 || in_box > 1;
  }
  for (const BoxFormula formula : kWrongFormulas)
    evidence.box_formula = evidence.box_formula || !checker_accepts(board, formula);
  return evidence;
}

bool wrong_box_check_accepts(const validator::Rows& board) {
  for (const BoxFormula formula : kWrongFormulas)
    if (checker_accepts(board, formula)) return true;
  return false;
}

CountEvidence count_evidence(const validator::Rows& puzzle, long long limit, long long returned) {
  if (limit < 1 || returned <= limit) return {};
  long long blanks = 0;
  for (const auto& row : puzzle) blanks += std::count(row.begin(), row.end(), 0);
  // (limit - 1) * blanks + 1, kept from overflowing: the limit is the case's, any int64.
  const long long most_whole = limit - 1 > (std::numeric_limits<long long>::max() - 1) / std::max(blanks, 1LL)
                                   ? std::numeric_limits<long long>::max()
                                   : (limit - 1) * blanks + 1;
  const long long checked = std::min(returned, kCountChecked) + 1;
  const long long total = validator::count_completions(puzzle, checked);
  const bool total_known = total < checked;
  // More than the puzzle's solutions: counted twice, which neither bug does.
  if (total_known && returned > total) return {};
  CountEvidence evidence;
  evidence.passes_whole_limit = returned <= most_whole;
  // Every solution, as far as can be told: past kCountChecked it is not checked.
  const bool every_solution = total_known ? returned == total : returned > kCountChecked;
  evidence.ignores_limit = returned > most_whole || every_solution;
  return evidence;
}

}  // namespace harness
