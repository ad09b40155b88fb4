#include "judge/entry_definition.h"

#include <catch2/catch.hpp>

using namespace harness;

TEST_CASE("an entry's definition is the line of the function the driver calls", "[entry_definition]") {
  struct Row {
    const char* what;
    Entry entry;
    Language language;
    const char* source;
    int line;  // 0: none found
  };
  const Row rows[] = {
      {"C++, after a helper", Entry::Solve, Language::Cpp,
       "#include <vector>\nstatic bool ok(int) { return true; }\n\nbool solve(std::vector<std::vector<int>>& grid) {\n"
       "  return ok(1);\n}\n",
       4},
      {"Python: the function, not a method of that name", Entry::Solve, Language::Python,
       "class Board:\n    def solve(self, grid):\n        pass\n\n\ndef solve(grid):\n    return True\n", 6},
      {"Python: count_solutions with its two parameters", Entry::CountSolutions, Language::Python,
       "def count_solutions(grid, limit):\n    return 0\n", 1},
      {"Java: fillSudoku in class Sudoku", Entry::FillSudoku, Language::Java,
       "public class Sudoku {\n  // fillSudoku(int[][] sudoku) in a comment\n  public static boolean "
       "fillSudoku(int[][] sudoku) {\n    return true;\n  }\n}\n",
       3},
      {"Racket: the entry's Racket name", Entry::Solve, Language::Racket, "#lang racket\n(define (solve bd)\n  #f)\n",
       2},
      {"a session's program: its main", Entry::Session, Language::Cpp, "int helper() { return 0; }\nint main() {}\n",
       2},
      {"a near name is no definition of the entry", Entry::Solve, Language::Python, "def Solve(grid):\n    pass\n", 0},
      {"nothing", Entry::CheckSudoku, Language::Java, "", 0},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    const auto found = entry_definition(row.entry, row.language, definitions_in(row.source, row.language, "s"));
    CHECK((found ? found->line : 0) == row.line);
  }
}
