// The Java assignment's checkSudoku with a helper that takes the board by
// value, as students often write it: each row is a copy. Bug: it trusts every
// row to be as long as the board is tall, so on a row of 8 cells it reads
// one past the end of the copy of that row. The sanitizer's report names a
// block of 32 bytes the copy made, not the driver's row: grade --sanitize
// must still say which row it was a copy of.
#include <vector>
using Grid = std::vector<std::vector<int>>;
static bool allowed(Grid sudoku, int r, int c) {
  const int value = sudoku[r][c];
  const int n = sudoku.size();
  for (int i = 0; i < n; ++i) {
    if (i != c && sudoku[r][i] == value) return false;
    if (i != r && sudoku[i][c] == value) return false;
  }
  return true;
}
bool checkSudoku(const Grid& sudoku) {
  const int n = sudoku.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int value = sudoku[r][c];
      if (value == 0) continue;
      if (value < 1 || value > n) return false;
      if (!allowed(sudoku, r, c)) return false;
    }
  return true;
}
