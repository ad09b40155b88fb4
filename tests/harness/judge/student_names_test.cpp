#include "judge/student_names.h"

#include <catch2/catch.hpp>

using namespace harness;

TEST_CASE("a source's own names for the cell, the digit, false and the limit", "[student_names]") {
  struct Row {
    const char* what;
    Language language;
    const char* source;
    StudentNames names;
  };
  const Row rows[] = {
      {"the lesson's Python, as the lesson writes it",
       Language::Python,
       "def solve(grid):\n"
       "    for row in range(9):\n"
       "        for col in range(9):\n"
       "            if grid[row][col] == 0:\n"
       "                for digit in allowed(grid, row, col):\n"
       "                    grid[row][col] = digit\n"
       "                    if solve(grid):\n"
       "                        return True\n"
       "                    grid[row][col] = 0\n"
       "                return False\n"
       "    return True\n"
       "def count_solutions(grid, most):\n"
       "    return 0\n",
       {"grid[row][col]", "digit", "False", "most"}},
      {"a Java student who never saw the lesson",
       Language::Java,
       "public class Sudoku {\n"
       "  public static boolean fillSudoku(int[][] sudoku) {\n"
       "    for (int i = 0; i < 9; i++) for (int j = 0; j < 9; j++) {\n"
       "      if (sudoku[i][j] != 0) continue;\n"
       "      for (int k = 1; k <= 9; k++) { sudoku [i] [j] = k; if (fillSudoku(sudoku)) return true; }\n"
       "      return false;\n"
       "    }\n"
       "    return true;\n"
       "  }\n"
       "}\n",
       {"sudoku[i][j]", "k", "false", ""}},
      {"C++ whose search is a helper over its own board name",
       Language::Cpp,
       "#include <vector>\n"
       "using Grid = std::vector<std::vector<int>>;\n"
       "static bool go(Grid& b, int r, int c) {\n"
       "  for (int d = 1; d <= 9; ++d) { b[r][c] = d; if (go(b, r, c)) return true; b[r][c] = 0; }\n"
       "  return false;\n"
       "}\n"
       "bool solve(Grid& g) { return go(g, 0, 0); }\n",
       {"b[r][c]", "d", "false", ""}},
      {"two grids written, the entry's own parameter wins",
       Language::Cpp,
       "bool solve(Grid& g) { Grid copy = g; copy[x][y] = 1; g[r][c] = d; g[r][c] = 0; return false; }\n",
       {"g[r][c]", "d", "false", ""}},
      {"two cells both chosen and un-chosen: none for sure",
       Language::Cpp,
       "bool go(Grid& a) { a[r][c] = d; a[r][c] = 0; a[c][r] = d; a[c][r] = 0; return false; }\n",
       {"", "", "false", ""}},
      {"comments and strings are not code",
       Language::Python,
       "# grid[row][col] = digit\n"
       "s = \"grid[row][col] = 0\"\n"
       "def solve(grid):\n"
       "    return True\n",
       {"", "", "", ""}},
      {"an index that is no single name is no cell to quote",
       Language::Cpp,
       "bool solve(Grid& g) { g[r + 1][c] = d; return true; }\n",
       {"", "", "", ""}},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    const StudentNames names = student_names_in(row.source, row.language);
    CHECK(names.cell == row.names.cell);
    CHECK(names.digit == row.names.digit);
    CHECK(names.false_word == row.names.false_word);
    CHECK(names.limit == row.names.limit);
  }
}
