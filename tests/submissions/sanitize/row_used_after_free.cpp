// checkSudoku that first copies the rows into a list of "units" (rows,
// columns, boxes), then checks each unit for a repeated digit.
// Bug: it keeps a reference to the first unit while it adds the others; the
// list grows, moves its units elsewhere and frees the old ones, and the
// reference now points at freed memory. Unsanitized it reads the freed
// vector's header, which malloc has since reused: here a SIGSEGV that names
// no line (elsewhere a wrong answer by luck); grade --sanitize stops at the
// read and names it.
#include <vector>

bool checkSudoku(const std::vector<std::vector<int>>& sudoku) {
  const int n = sudoku.size();
  std::vector<std::vector<int>> units;
  units.push_back(sudoku[0]);
  const std::vector<int>& first_row = units.front();
  for (int r = 1; r < n; ++r) units.push_back(sudoku[r]);
  for (int c = 0; c < n; ++c) {
    std::vector<int> column;
    for (int r = 0; r < n; ++r) column.push_back(sudoku[r][c]);
    units.push_back(column);
  }
  int filled_in_first_row = 0;
  for (int value : first_row) filled_in_first_row += value != 0;
  if (filled_in_first_row > n) return false;
  for (const auto& unit : units) {
    std::vector<bool> seen(n + 1, false);
    for (int value : unit) {
      if (value == 0) continue;
      if (value < 1 || value > n || seen[value]) return false;
      seen[value] = true;
    }
  }
  return true;
}
