// Does not compile: a missing semicolon.
#include <vector>

bool solve(std::vector<std::vector<int>>& grid) {
  int empty = 0
  return grid.size() == 9 && empty == 0;
}
