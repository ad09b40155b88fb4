// Bug: a hard-coded answer. Whatever the puzzle, it writes the solution of
// the lesson's visible Test 1 and says "solved".
#include <vector>

bool solve(std::vector<std::vector<int>>& grid) {
  if (grid.size() != 9) return false;
  const char* rows[] = {"987654321", "123987456", "654123789", "236871945", "549236178",
                        "871549632", "365712894", "712498563", "498365217"};
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) grid[r][c] = rows[r][c] - '0';
  return true;
}
