// Bug: a solver too slow for the speed cases. solve_fast is right, but it
// takes the first blank in reading order, not the one with the fewest
// digits left, so a puzzle built against reading order takes it minutes.
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

bool solve_fast(Grid& grid) {
  const int n = grid.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (grid[r][c] == 0) {
        for (int d = 1; d <= n; ++d)
          if (allowed(grid, r, c, d)) {
            grid[r][c] = d;
            if (solve_fast(grid)) return true;
            grid[r][c] = 0;
          }
        return false;
      }
  return true;
}
