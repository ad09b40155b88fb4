// Bug: the un-choose sits after the if/else, so backtracking through a given
// wipes it to 0, and the search later writes another digit there.
#include <vector>

using Grid = std::vector<std::vector<int>>;

static int box_of(const Grid& g) { return g.size() == 4 ? 2 : g.size() == 16 ? 4 : 3; }

// May `digit` go at (row, col)? Scans its row, column and box.
static bool allowed(const Grid& g, int row, int col, int digit) {
  const int n = g.size(), b = box_of(g);
  for (int i = 0; i < n; ++i)
    if (g[row][i] == digit || g[i][col] == digit) return false;
  for (int r = row / b * b; r < row / b * b + b; ++r)
    for (int c = col / b * b; c < col / b * b + b; ++c)
      if (g[r][c] == digit) return false;
  return true;
}

static bool fill_from(Grid& g, int pos) {
  const int n = g.size();
  if (pos == n * n) return true;
  const int r = pos / n, c = pos % n;
  if (g[r][c] == 0) {
    for (int d = 1; d <= n; ++d)
      if (allowed(g, r, c, d)) {
        g[r][c] = d;
        if (fill_from(g, pos + 1)) return true;
      }
  } else if (fill_from(g, pos + 1)) {
    return true;
  }
  g[r][c] = 0;   // the bug: also for a given
  return false;
}

bool fillSudoku(Grid& g) { return fill_from(g, 0); }
