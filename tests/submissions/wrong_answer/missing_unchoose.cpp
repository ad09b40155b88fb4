// Bug: no un-choose, so a failed digit stays in its cell.
#include "../common/rules.h"

bool solve(Grid& grid) {
  const int n = grid.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (grid[r][c] == 0) {
        for (int d = 1; d <= n; ++d)
          if (allowed(grid, r, c, d)) {
            grid[r][c] = d;
            if (solve(grid)) return true;
          }
        return false;
      }
  return true;
}
