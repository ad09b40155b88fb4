// An upload as it comes: the C++ solution, with the student's notes in a .py
// file and a README beside it. The C++ files define the entries, notes.py
// none: graded as C++, the others left out with a note.
#include <vector>

using Grid = std::vector<std::vector<int>>;

static bool fits(const Grid& g, int row, int col, int digit) {
  for (int i = 0; i < 9; ++i)
    if (g[row][i] == digit || g[i][col] == digit || g[row / 3 * 3 + i / 3][col / 3 * 3 + i % 3] == digit) return false;
  return true;
}

bool solve(Grid& g) {
  for (int row = 0; row < 9; ++row)
    for (int col = 0; col < 9; ++col) {
      if (g[row][col] != 0) continue;
      for (int digit = 1; digit <= 9; ++digit) {
        if (!fits(g, row, col, digit)) continue;
        g[row][col] = digit;
        if (solve(g)) return true;
        g[row][col] = 0;
      }
      return false;
    }
  return true;
}

bool fillSudoku(Grid& sudoku) { return solve(sudoku); }
