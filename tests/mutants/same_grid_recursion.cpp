// Bug: the recursion is on the grid as it came in: no digit is placed in the
// empty cell found before solve calls itself, so the call repeats itself for
// ever. Read plainly that is a stack overflow; g++ -O2 (the harness's build)
// sees that nothing but `return true` can end it and compiles it to just that,
// so it answers True with every cell still empty.
#include <vector>

using Grid = std::vector<std::vector<int>>;

bool solve(Grid& g) {
  const int n = g.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        if (solve(g)) return true;
        return false;
      }
  return true;
}
