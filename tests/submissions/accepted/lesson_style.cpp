// A faithful solution of the Python lesson, in C++: solve tries the empty
// cells in reading order and the digits in ascending order, checking each
// digit against its row, column and box (choose, explore, un-choose);
// count_solutions searches the same way but counts full grids, asking deeper
// calls only for what it still wants; solve_fast fills first the empty cell
// with the fewest allowed digits. Must score 100% on every bundled
// assignment whose entries it defines.
#include <vector>

using Grid = std::vector<std::vector<int>>;

namespace {

int box_size(const Grid& grid) {
  int box = 1;
  while (box * box < static_cast<int>(grid.size())) ++box;
  return box;
}

bool is_valid(const Grid& grid, int row, int col, int digit) {
  const int n = grid.size(), box = box_size(grid);
  for (int i = 0; i < n; ++i)
    if (grid[row][i] == digit || grid[i][col] == digit) return false;
  const int top = row / box * box, left = col / box * box;
  for (int r = top; r < top + box; ++r)
    for (int c = left; c < left + box; ++c)
      if (grid[r][c] == digit) return false;
  return true;
}

// The first empty cell in reading order; false when the grid is full.
bool find_empty(const Grid& grid, int& row, int& col) {
  const int n = grid.size();
  for (row = 0; row < n; ++row)
    for (col = 0; col < n; ++col)
      if (grid[row][col] == 0) return true;
  return false;
}

}  // namespace

bool solve(Grid& grid) {
  int row, col;
  if (!find_empty(grid, row, col)) return true;
  for (int digit = 1; digit <= static_cast<int>(grid.size()); ++digit) {
    if (!is_valid(grid, row, col, digit)) continue;
    grid[row][col] = digit;          // choose
    if (solve(grid)) return true;    // explore
    grid[row][col] = 0;              // un-choose
  }
  return false;
}

int count_solutions(Grid& grid, int limit) {
  int row, col;
  if (!find_empty(grid, row, col)) return 1;
  int count = 0;
  for (int digit = 1; digit <= static_cast<int>(grid.size()) && count < limit; ++digit) {
    if (!is_valid(grid, row, col, digit)) continue;
    grid[row][col] = digit;
    count += count_solutions(grid, limit - count);
    grid[row][col] = 0;
  }
  return count;
}

bool solve_fast(Grid& grid) {
  const int n = grid.size();
  int best_row = -1, best_col = -1, best_count = n + 1;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (grid[r][c] != 0) continue;
      int allowed = 0;
      for (int digit = 1; digit <= n; ++digit) allowed += is_valid(grid, r, c, digit);
      if (allowed < best_count) best_count = allowed, best_row = r, best_col = c;
    }
  if (best_row < 0) return true;
  if (best_count == 0) return false;
  for (int digit = 1; digit <= n; ++digit) {
    if (!is_valid(grid, best_row, best_col, digit)) continue;
    grid[best_row][best_col] = digit;
    if (solve_fast(grid)) return true;
    grid[best_row][best_col] = 0;
  }
  return false;
}
