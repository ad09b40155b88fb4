// Bug: the box starts at row / 3 instead of row / 3 * 3, so boxes are wrong.
#include <vector>

using Grid = std::vector<std::vector<int>>;

static bool fits(const Grid& g, int row, int col, int d) {
  for (int i = 0; i < 9; ++i)
    if (g[row][i] == d || g[i][col] == d) return false;
  for (int r = row / 3; r < row / 3 + 3; ++r)
    for (int c = col / 3; c < col / 3 + 3; ++c)
      if (g[r][c] == d) return false;
  return true;
}

bool solve(Grid& g) {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (g[r][c] == 0) {
        for (int d = 1; d <= 9; ++d)
          if (fits(g, r, c, d)) {
            g[r][c] = d;
            if (solve(g)) return true;
            g[r][c] = 0;
          }
        return false;
      }
  return true;
}
