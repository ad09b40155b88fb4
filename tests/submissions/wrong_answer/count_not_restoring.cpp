// Bug: stops at the limit without writing 0 back, so the grid keeps digits.
// The sudoku rule, as a student writes it; the bug is further down.
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

int count_solutions(Grid& g, int limit) {
  const int n = g.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        int found = 0;
        for (int d = 1; d <= n; ++d)
          if (allowed(g, r, c, d)) {
            g[r][c] = d;
            found += count_solutions(g, limit - found);
            if (found >= limit) return found;
            g[r][c] = 0;
          }
        return found;
      }
  return 1;
}
