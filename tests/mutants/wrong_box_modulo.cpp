// Bug: the box starts at row % 3 * 3 instead of row / 3 * 3, so outside the
// cells whose box it gets right by chance (rows and columns 0, 4 and 8) it
// checks another box's cells.
#include <vector>

using Grid = std::vector<std::vector<int>>;

static int box_of(const Grid& g) { return g.size() == 4 ? 2 : g.size() == 16 ? 4 : 3; }

static bool allowed(const Grid& g, int row, int col, int digit) {
  const int n = g.size(), b = box_of(g);
  for (int i = 0; i < n; ++i)
    if (g[row][i] == digit || g[i][col] == digit) return false;
  for (int r = row % b * b; r < row % b * b + b; ++r)
    for (int c = col % b * b; c < col % b * b + b; ++c)
      if (g[r][c] == digit) return false;
  return true;
}

bool solve(Grid& g) {
  const int n = g.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        for (int d = 1; d <= n; ++d)
          if (allowed(g, r, c, d)) {
            g[r][c] = d;
            if (solve(g)) return true;
            g[r][c] = 0;
          }
        return false;
      }
  return true;
}
