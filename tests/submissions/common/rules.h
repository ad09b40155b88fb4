// The sudoku rule the test submissions share, so each file shows only its own
// bug. Submissions include it by a relative path; the tests hand each in as a
// student's folder would be, the file and rules.h side by side.
#pragma once
#include <vector>

using Grid = std::vector<std::vector<int>>;

inline int box_of(const Grid& grid) { return grid.size() == 4 ? 2 : grid.size() == 16 ? 4 : 3; }

// May `digit` go at (row, col)? Scans its row, column and box.
inline bool allowed(const Grid& grid, int row, int col, int digit) {
  const int n = grid.size(), b = box_of(grid);
  for (int i = 0; i < n; ++i)
    if (grid[row][i] == digit || grid[i][col] == digit) return false;
  for (int r = row / b * b; r < row / b * b + b; ++r)
    for (int c = col / b * b; c < col / b * b + b; ++c)
      if (grid[r][c] == digit) return false;
  return true;
}
