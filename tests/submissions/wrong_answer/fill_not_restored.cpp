// Bug: writes the forced cells first and never takes them back, so a puzzle
// without a solution comes back changed although fillSudoku returns false.
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

static bool search(Grid& g) {
  const int n = g.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        for (int d = 1; d <= n; ++d)
          if (allowed(g, r, c, d)) {
            g[r][c] = d;
            if (search(g)) return true;
            g[r][c] = 0;
          }
        return false;
      }
  return true;
}

bool fillSudoku(Grid& g) {
  const int n = g.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (g[r][c] != 0) continue;
      int only = 0, options = 0;
      for (int d = 1; d <= n; ++d)
        if (allowed(g, r, c, d)) only = d, ++options;
      if (options == 1) g[r][c] = only;
    }
  return search(g);
}
