// Bug: tries the digits 0..8 instead of 1..9: 0 "fits" anywhere and 9 is never tried.
#include "../common/rules.h"

bool solve(Grid& grid) {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (grid[r][c] == 0) {
        for (int d = 0; d < 9; ++d)
          if (allowed(grid, r, c, d)) {
            grid[r][c] = d;
            if (solve(grid)) return true;
            grid[r][c] = 0;
          }
        return false;
      }
  return true;
}
