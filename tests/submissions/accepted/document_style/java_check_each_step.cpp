// The Java assignment (seeds/002) in C++ the way it teaches: the provided
// whole-board checkSudoku(sudoku, printErrors), and a recursive fillSudoku
// that takes the empty cells in reading order, places each of 1..9 in turn
// and asks checkSudoku about the whole board after every placement. A value
// that leads nowhere is taken back, so a false leaves the sudoku as it was
// given. The limits of cases/java.yaml are calibrated on this program
// (docs/protocol.md, "The factors, as measured"): it must be AC on every case.
#include <iostream>
#include <vector>

using Sudoku = std::vector<std::vector<int>>;

bool checkSudoku(const Sudoku& sudoku, bool printErrors) {
  if (sudoku.size() != 9) {
    if (printErrors) std::cout << "sudoku has " << sudoku.size() << " rows, should have 9\n";
    return false;
  }
  for (std::size_t i = 0; i < 9; ++i)
    if (sudoku[i].size() != 9) {
      if (printErrors) std::cout << "sudoku row " << i << " has " << sudoku[i].size() << " cells\n";
      return false;
    }
  for (int i = 0; i < 9; ++i)
    for (int j = 0; j < 9; ++j) {
      const int cell = sudoku[i][j];
      if (cell == 0) continue;  // blanks are always fine
      if (cell < 1 || cell > 9) {
        if (printErrors) std::cout << "sudoku row " << i << " column " << j << " has illegal value " << cell << "\n";
        return false;
      }
      for (int m = 0; m < 9; ++m)
        if (m != j && sudoku[i][m] == cell) {
          if (printErrors) std::cout << "sudoku row " << i << " has " << cell << " twice\n";
          return false;
        }
      for (int k = 0; k < 9; ++k)
        if (k != i && sudoku[k][j] == cell) {
          if (printErrors) std::cout << "sudoku column " << j << " has " << cell << " twice\n";
          return false;
        }
      // its box; the cells in its row and column are done above
      for (int r = i / 3 * 3; r < i / 3 * 3 + 3; ++r)
        for (int c = j / 3 * 3; c < j / 3 * 3 + 3; ++c)
          if (r != i && c != j && sudoku[r][c] == cell) {
            if (printErrors) std::cout << "sudoku box of row " << i << ", column " << j << " has " << cell << " twice\n";
            return false;
          }
    }
  return true;
}

namespace {

bool fill_from(Sudoku& sudoku, int cell) {
  while (cell < 81 && sudoku[cell / 9][cell % 9] != 0) ++cell;
  if (cell == 81) return true;  // every cell filled, each placement checked
  int& place = sudoku[cell / 9][cell % 9];
  for (int value = 1; value <= 9; ++value) {
    place = value;
    if (checkSudoku(sudoku, false) && fill_from(sudoku, cell + 1)) return true;
  }
  place = 0;  // as it was when called
  return false;
}

}  // namespace

bool fillSudoku(Sudoku& sudoku) { return fill_from(sudoku, 0); }
