// Never returns: the loop forgets to move on.
#include <vector>

bool solve(std::vector<std::vector<int>>& grid) {
  volatile int r = 0;
  while (grid[r][0] >= 0) {
  }
  return true;
}
