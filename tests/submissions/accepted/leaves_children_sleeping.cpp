// Correct, but starts background processes that would sleep for a minute;
// one leaves the process group with setsid. The harness must kill them all.
#include <unistd.h>

#include <vector>

#include "../common/rules.h"

static bool search(Grid& g) {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (g[r][c] == 0) {
        for (int d = 1; d <= 9; ++d)
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
  if (fork() == 0) { sleep(60); _exit(0); }
  if (fork() == 0) { setsid(); sleep(60); _exit(0); }
  return search(g);
}
