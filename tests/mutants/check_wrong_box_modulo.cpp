// Bug: the box starts at row % 3 * 3 instead of row / 3 * 3, so a digit is
// looked for in another box's cells: a valid board whose digits fill that box
// is called invalid, and a repeat inside a box can be missed.
#include <vector>

using Board = std::vector<std::vector<int>>;

bool checkSudoku(const Board& s) {
  const int n = s.size(), b = n == 4 ? 2 : n == 16 ? 4 : 3;
  for (const auto& row : s)
    if (int(row.size()) != n) return false;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int d = s[r][c];
      if (d == 0) continue;
      if (d < 1 || d > n) return false;
      for (int i = 0; i < n; ++i)
        if ((i != c && s[r][i] == d) || (i != r && s[i][c] == d)) return false;
      for (int rr = r % b * b; rr < r % b * b + b; ++rr)
        for (int cc = c % b * b; cc < c % b * b + b; ++cc)
          if ((rr != r || cc != c) && s[rr][cc] == d) return false;
    }
  return true;
}
