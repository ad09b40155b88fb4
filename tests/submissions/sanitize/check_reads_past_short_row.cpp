// The Java assignment's checkSudoku in reading order: each filled cell is
// checked against its row, its column and its box.
// Bug: it trusts every row to be as long as the board is tall, so on a row of
// 8 cells it reads row[8], one past the row's end. Unsanitized that read
// returns whatever lies after the row (usually 0, an empty cell), so a board
// that must be refused is accepted: WA, or AC by luck. grade --sanitize
// stops at the read and names it.
#include <vector>

bool checkSudoku(const std::vector<std::vector<int>>& sudoku) {
  const int n = sudoku.size();
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int value = sudoku[r][c];
      if (value == 0) continue;
      if (value < 1 || value > n) return false;
      for (int i = 0; i < n; ++i) {
        if (i != c && sudoku[r][i] == value) return false;
        if (i != r && sudoku[i][c] == value) return false;
      }
      const int top = r / 3 * 3, left = c / 3 * 3;
      for (int i = top; i < top + 3; ++i)
        for (int j = left; j < left + 3; ++j)
          if ((i != r || j != c) && sudoku[i][j] == value) return false;
    }
  }
  return true;
}
