#include "include/board.h"

bool fits(const Grid& grid, int row, int col, int digit) {
  const int n = grid.size();
  int box = 1;
  while (box * box < n) ++box;
  for (int i = 0; i < n; ++i)
    if (grid[row][i] == digit || grid[i][col] == digit) return false;
  const int top = row / box * box, left = col / box * box;
  for (int r = top; r < top + box; ++r)
    for (int c = left; c < left + box; ++c)
      if (grid[r][c] == digit) return false;
  return true;
}
