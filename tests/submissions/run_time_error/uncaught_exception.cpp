// Bug: reads past the grid with at(), and the exception leaves solve. The
// report must name it as the student wrote it: its type and what().
#include <stdexcept>
#include <vector>

bool solve(std::vector<std::vector<int>>& grid) { return grid.at(grid.size()).at(0) == 0; }
