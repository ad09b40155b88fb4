// A recursion without a base case: the stack runs out (SIGSEGV on its guard
// page), which the reason names, with the function.
#include <vector>

bool walk(std::vector<std::vector<int>>& grid, int cell) {
  volatile char frame[64];
  frame[0] = static_cast<char>(cell);
  return walk(grid, cell + 1) && frame[0];
}

bool fillSudoku(std::vector<std::vector<int>>& sudoku) { return walk(sudoku, 0); }
