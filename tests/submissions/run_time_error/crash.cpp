// Reads far outside the grid and dies of SIGSEGV.
#include <vector>

bool solve(std::vector<std::vector<int>>& grid) {
  volatile int* nowhere = nullptr;
  grid[0][0] = *nowhere;
  return true;
}
