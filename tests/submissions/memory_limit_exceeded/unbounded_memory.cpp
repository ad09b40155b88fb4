// Keeps every grid it ever made: memory grows without bound.
#include <cstring>
#include <vector>

bool solve(std::vector<std::vector<int>>& grid) {
  std::vector<char*> kept;
  for (;;) {
    char* block = new char[1 << 20];
    std::memset(block, grid[0][0], 1 << 20);
    kept.push_back(block);
  }
}
