// A SIGSEGV that is no stack overflow: it must not be called one.
#include <vector>

int* nowhere(std::vector<std::vector<int>>& grid) { return grid.size() > 100 ? &grid[0][0] : nullptr; }

bool fillSudoku(std::vector<std::vector<int>>& sudoku) {
  volatile int* cell = nowhere(sudoku);
  return *cell == 0;
}
