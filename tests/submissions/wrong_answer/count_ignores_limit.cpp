// Bug: counts on past the limit (up to 1000), so it returns more than `limit`.
#include "../common/rules.h"

static int count_all(Grid& g, int cap) {
  const int n = g.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        int found = 0;
        for (int d = 1; d <= n && found < cap; ++d)
          if (allowed(g, r, c, d)) {
            g[r][c] = d;
            found += count_all(g, cap - found);
            g[r][c] = 0;
          }
        return found;
      }
  return 1;
}

int count_solutions(Grid& g, int /*limit*/) { return count_all(g, 1000); }
