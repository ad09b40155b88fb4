// The Java assignment's checkSudoku(sudoku, printErrors), written in C++: the
// driver calls it with printErrors true, as the assignment's SudokuTest does.
#include <iostream>
#include <vector>

bool checkSudoku(const std::vector<std::vector<int>>& s, bool printErrors) {
  bool row[9][10] = {}, col[9][10] = {}, box[9][10] = {};
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const int d = s[r][c];
      if (d == 0) continue;
      bool& in_box = box[r / 3 * 3 + c / 3][d];
      if (row[r][d] || col[c][d] || in_box) {
        if (printErrors) std::cout << "repeated " << d << " at row " << r + 1 << ", column " << c + 1 << "\n";
        return false;
      }
      row[r][d] = col[c][d] = in_box = true;
    }
  return true;
}
