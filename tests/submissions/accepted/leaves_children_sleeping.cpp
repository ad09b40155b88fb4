// Correct, but starts background processes that would sleep for a minute;
// one leaves the process group with setsid. The harness must kill them all.
#include <unistd.h>

#include <vector>

// The sudoku rule, as a student writes it; the bug is further down.
#include <vector>

using Grid = std::vector<std::vector<int>>;

inline int box_of(const Grid& grid) { return grid.size() == 4 ? 2 : grid.size() == 16 ? 4 : 3; }

// May `digit` go at (row, col)? Scans its row, column and box.
inline bool allowed(const Grid& grid, int row, int col, int digit) {
  const int n = grid.size(), b = box_of(grid);
  for (int i = 0; i < n; ++i)
    if (grid[row][i] == digit || grid[i][col] == digit) return false;
  for (int r = row / b * b; r < row / b * b + b; ++r)
    for (int c = col / b * b; c < col / b * b + b; ++c)
      if (grid[r][c] == digit) return false;
  return true;
}

static bool search(Grid& g) {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (g[r][c] == 0) {
        for (int d = 1; d <= 9; ++d)
          if (allowed(g, r, c, d)) {
            g[r][c] = d;
            if (search(g)) return true;
            g[r][c] = 0;
          }
        return false;
      }
  return true;
}

bool fillSudoku(Grid& g) {
  if (fork() == 0) { sleep(60); _exit(0); }
  if (fork() == 0) { setsid(); sleep(60); _exit(0); }
  return search(g);
}
