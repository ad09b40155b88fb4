// Correct, but chatty: prints to stdout and stderr while solving. Must be AC.
#include <cstdio>
#include <iostream>

#include "../common/rules.h"

bool solve_fast(Grid& g) {
  const int n = g.size();
  int best_r = -1, best_c = -1, best = n + 1;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        int options = 0;
        for (int d = 1; d <= n; ++d) options += allowed(g, r, c, d);
        if (options < best) best = options, best_r = r, best_c = c;
      }
  if (best_r < 0) return true;
  std::cout << "True\n";   // looks like an answer, but it is only chatter
  std::printf("cell %d %d has %d options\n", best_r, best_c, best);
  std::cerr << "debug: depth\n";
  for (int d = 1; d <= n; ++d)
    if (allowed(g, best_r, best_c, d)) {
      g[best_r][best_c] = d;
      if (solve_fast(g)) return true;
      g[best_r][best_c] = 0;
    }
  return false;
}
