// Bug: true when stuck. A blank with no digit left counts as solved, so an
// unsolvable puzzle (givens that clash nowhere) is reported solvable.
#include <vector>

using Grid = std::vector<std::vector<int>>;

static int box_of(const Grid& grid) { return grid.size() == 4 ? 2 : grid.size() == 16 ? 4 : grid.size() == 25 ? 5 : 3; }

static bool allowed(const Grid& grid, int row, int col, int digit) {
  const int n = grid.size(), b = box_of(grid);
  for (int i = 0; i < n; ++i)
    if (grid[row][i] == digit || grid[i][col] == digit) return false;
  for (int r = row / b * b; r < row / b * b + b; ++r)
    for (int c = col / b * b; c < col / b * b + b; ++c)
      if (grid[r][c] == digit) return false;
  return true;
}

bool solve(Grid& grid) {
  const int n = grid.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (grid[r][c] == 0) {
        bool any = false;
        for (int d = 1; d <= n; ++d)
          if (allowed(grid, r, c, d)) {
            any = true;
            grid[r][c] = d;
            if (solve(grid)) return true;
            grid[r][c] = 0;
          }
        return !any;   // the bug: nothing fits here, and it says "solved"
      }
  return true;
}
