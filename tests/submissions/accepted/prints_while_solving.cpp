// Correct, but chatty: prints to stdout and stderr while solving. Must be AC.
#include <cstdio>
#include <iostream>

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

bool solve_fast(Grid& g) {
  const int n = g.size();
  int best_r = -1, best_c = -1, best = n + 1;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (g[r][c] == 0) {
        int options = 0;
        for (int d = 1; d <= n; ++d) options += allowed(g, r, c, d);
        if (options < best) best = options, best_r = r, best_c = c;
      }
  if (best_r < 0) return true;
  std::cout << "True\n";   // looks like an answer, but it is only chatter
  std::printf("cell %d %d has %d options\n", best_r, best_c, best);
  std::cerr << "debug: depth\n";
  for (int d = 1; d <= n; ++d)
    if (allowed(g, best_r, best_c, d)) {
      g[best_r][best_c] = d;
      if (solve_fast(g)) return true;
      g[best_r][best_c] = 0;
    }
  return false;
}
