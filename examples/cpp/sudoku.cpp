// A correct submission for every entry point of the four documents, written
// the way the lesson teaches: choose, explore, un-choose. The README's first
// command grades it against all bundled cases.
#include <vector>

using Grid = std::vector<std::vector<int>>;

namespace {

int box_size(const Grid& grid) {
  int box = 1;
  while (box * box < static_cast<int>(grid.size())) ++box;
  return box;
}

bool allowed(const Grid& grid, int row, int col, int digit) {
  const int n = grid.size(), b = box_size(grid);
  for (int i = 0; i < n; ++i)
    if (grid[row][i] == digit || grid[i][col] == digit) return false;
  const int top = row / b * b, left = col / b * b;
  for (int r = top; r < top + b; ++r)
    for (int c = left; c < left + b; ++c)
      if (grid[r][c] == digit) return false;
  return true;
}

int allowed_count(const Grid& grid, int row, int col) {
  int count = 0;
  for (int d = 1; d <= static_cast<int>(grid.size()); ++d) count += allowed(grid, row, col, d);
  return count;
}

// Givens that already clash make the puzzle unsolvable: say so before searching.
bool givens_clash(const Grid& grid) {
  const int n = grid.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int digit = grid[r][c];
      if (digit == 0) continue;
      Grid without = grid;
      without[r][c] = 0;
      if (!allowed(without, r, c, digit)) return true;
    }
  return false;
}

// The empty cell with the fewest digits allowed, into row and col; false
// when no cell is empty. A cell with one digit or none ends the search early.
bool fewest_choices(const Grid& grid, int& row, int& col) {
  const int n = grid.size();
  int best = n + 1;
  for (int r = 0; r < n && best > 1; ++r)
    for (int c = 0; c < n && best > 1; ++c)
      if (grid[r][c] == 0) {
        const int count = allowed_count(grid, r, c);
        if (count < best) best = count, row = r, col = c;
      }
  return best <= n;
}

bool fill_fewest_first(Grid& grid) {
  const int n = grid.size();
  int best_row = -1, best_col = -1;
  if (!fewest_choices(grid, best_row, best_col)) return true;
  for (int d = 1; d <= n; ++d) {
    if (!allowed(grid, best_row, best_col, d)) continue;
    grid[best_row][best_col] = d;                // choose
    if (fill_fewest_first(grid)) return true;    // explore
    grid[best_row][best_col] = 0;                // un-choose
  }
  return false;
}

bool fill_reading_order(Grid& grid) {
  const int n = grid.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (grid[r][c] != 0) continue;
      for (int d = 1; d <= n; ++d) {
        if (!allowed(grid, r, c, d)) continue;
        grid[r][c] = d;
        if (fill_reading_order(grid)) return true;
        grid[r][c] = 0;
      }
      return false;
    }
  return true;
}

int count_fewest_first(Grid& grid, int limit) {
  const int n = grid.size();
  int best_row = -1, best_col = -1;
  if (!fewest_choices(grid, best_row, best_col)) return 1;
  int found = 0;
  for (int d = 1; d <= n && found < limit; ++d) {
    if (!allowed(grid, best_row, best_col, d)) continue;
    grid[best_row][best_col] = d;
    found += count_fewest_first(grid, limit - found);
    grid[best_row][best_col] = 0;
  }
  return found;
}

}  // namespace

bool solve(Grid& grid) { return !givens_clash(grid) && fill_reading_order(grid); }

bool solve_fast(Grid& grid) { return !givens_clash(grid) && fill_fewest_first(grid); }

// The search restores every cell it wrote when it fails, so false leaves the grid unchanged.
bool fillSudoku(Grid& sudoku) { return !givens_clash(sudoku) && fill_fewest_first(sudoku); }

int count_solutions(Grid& grid, int limit) {
  if (limit <= 0 || givens_clash(grid)) return 0;
  return count_fewest_first(grid, limit);
}

bool checkSudoku(const Grid& sudoku) {
  const int n = sudoku.size();
  if (n != 4 && n != 9 && n != 16 && n != 25) return false;
  for (const auto& row : sudoku)
    if (static_cast<int>(row.size()) != n) return false;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int digit = sudoku[r][c];
      if (digit == 0) continue;
      if (digit < 0 || digit > n) return false;
      Grid without = sudoku;
      without[r][c] = 0;
      if (!allowed(without, r, c, digit)) return false;
    }
  return true;
}
