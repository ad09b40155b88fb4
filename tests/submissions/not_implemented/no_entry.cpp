// Defines a helper but none of the entry points.
#include <vector>

bool is_empty(const std::vector<std::vector<int>>& grid, int row, int col) { return grid[row][col] == 0; }
