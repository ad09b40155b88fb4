// Bug: checks rows and columns but forgets the boxes.
#include <vector>

bool checkSudoku(const std::vector<std::vector<int>>& s) {
  const int n = s.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int d = s[r][c];
      if (d == 0) continue;
      if (d < 1 || d > n) return false;
      for (int i = 0; i < n; ++i)
        if ((i != c && s[r][i] == d) || (i != r && s[i][c] == d)) return false;
    }
  return true;
}
