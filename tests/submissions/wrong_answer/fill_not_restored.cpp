// Bug: writes the forced cells first and never takes them back, so a puzzle
// without a solution comes back changed although fillSudoku returns false.
#include "../common/rules.h"

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
