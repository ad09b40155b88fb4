// The search, which asks board.cpp what fits: solve and fillSudoku, linked
// with the driver from two .cpp files.
#include "include/board.h"

bool solve(Grid& grid) {
  const int n = grid.size();
  for (int row = 0; row < n; ++row)
    for (int col = 0; col < n; ++col) {
      if (grid[row][col] != 0) continue;
      for (int digit = 1; digit <= n; ++digit) {
        if (!fits(grid, row, col, digit)) continue;
        grid[row][col] = digit;
        if (solve(grid)) return true;
        grid[row][col] = 0;
      }
      return false;
    }
  return true;
}

bool fillSudoku(Grid& sudoku) { return solve(sudoku); }
