// Near miss: solve takes its grid by value, so the driver's grid is never
// filled; the driver looks for solve(std::vector<std::vector<int>>&).
#include <vector>

using Grid = std::vector<std::vector<int>>;

bool solve(Grid grid) {
  for (auto& row : grid)
    for (int& cell : row)
      if (cell == 0) cell = 1;
  return true;
}
