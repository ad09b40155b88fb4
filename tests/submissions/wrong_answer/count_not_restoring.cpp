// Bug: stops at the limit without writing 0 back, so the grid keeps digits.
#include "../common/rules.h"

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
