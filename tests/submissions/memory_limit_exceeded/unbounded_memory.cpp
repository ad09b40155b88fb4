// Keeps a block for every grid it ever looked at: memory grows without bound.
#include <vector>

bool solve(std::vector<std::vector<int>>& grid) {
  std::vector<char*> kept;
  for (;;) {
    char* block = new char[1 << 20];
    block[0] = static_cast<char>(grid[0][0]);   // used, so the allocation is not optimised away
    kept.push_back(block);
  }
}
