// Bug: no `return false` after the loop over the digits, so a dead end moves
// on to the next empty cell and the grid is reported solved with holes.
#include "../common/rules.h"

bool solve(Grid& grid) {
  const int n = grid.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (grid[r][c] == 0)
        for (int d = 1; d <= n; ++d)
          if (allowed(grid, r, c, d)) {
            grid[r][c] = d;
            if (solve(grid)) return true;
            grid[r][c] = 0;
          }
  return true;
}
