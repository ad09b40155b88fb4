// Bug: each recursive call is given the whole limit, not what is left of it
// (limit - total), so the counts below add up past the limit: it returns as
// soon as its total reaches the limit, but by then the total may be over it.
#include <vector>

using Grid = std::vector<std::vector<int>>;

static int box_of(const Grid& g) { return g.size() == 4 ? 2 : g.size() == 16 ? 4 : 3; }

static bool allowed(const Grid& g, int row, int col, int digit) {
  const int n = g.size(), b = box_of(g);
  for (int i = 0; i < n; ++i)
    if (g[row][i] == digit || g[i][col] == digit) return false;
  for (int r = row / b * b; r < row / b * b + b; ++r)
    for (int c = col / b * b; c < col / b * b + b; ++c)
      if (g[r][c] == digit) return false;
  return true;
}

int count_solutions(Grid& g, int limit) {
  const int n = g.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        int total = 0;
        for (int d = 1; d <= n; ++d)
          if (allowed(g, r, c, d)) {
            g[r][c] = d;
            total += count_solutions(g, limit);  // the bug: limit - total
            g[r][c] = 0;
            if (total >= limit) return total;
          }
        return total;
      }
  return 1;
}
