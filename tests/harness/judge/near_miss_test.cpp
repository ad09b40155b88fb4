#include "judge/near_miss.h"

#include <catch2/catch.hpp>

using namespace harness;
using sudoku::Entry;

TEST_CASE("a missing entry names the near miss the submission defines, and the signature expected", "[near_miss]") {
  struct Row {
    const char* what;
    Entry entry;
    Language language;
    const char* source;
    const char* words;  // "" when nothing comes close
  };
  const Row rows[] = {
      {"C++ by value", Entry::Solve, Language::Cpp, "bool solve(std::vector<std::vector<int>> g) { return true; }\n",
       "s:1 defines `bool solve(std::vector<std::vector<int>> g)`, but it takes the grid by value"},
      {"C++ static", Entry::Solve, Language::Cpp, "static bool solve(std::vector<std::vector<int>>& g) { return 1; }\n",
       "but it is `static`"},
      {"C++ near name", Entry::FillSudoku, Language::Cpp,
       "bool fill_sudoku(std::vector<std::vector<int>>& g) { return 1; }\n",
       "the name with other capitals or separators: the assignment calls `bool "
       "fillSudoku(std::vector<std::vector<int>>& sudoku)`"},
      {"Python capital", Entry::Solve, Language::Python, "def Solve(grid):\n    pass\n",
       "the name with other capitals or separators: the assignment calls `def solve(grid)`"},
      {"Python a method", Entry::Solve, Language::Python, "class S:\n    def solve(self, grid):\n        pass\n",
       "it is a method of class S"},
      {"Python too few parameters", Entry::CountSolutions, Language::Python, "def count_solutions(grid):\n    pass\n",
       "it takes 1 parameter, the driver passes 2. The assignment calls `def count_solutions(grid, limit)`"},
      {"Python camel case", Entry::CountSolutions, Language::Python, "def countSolutions(grid, limit):\n    pass\n",
       "the name with other capitals or separators"},
      {"Python a slip", Entry::Solve, Language::Python, "def slove(grid):\n    pass\n", ""},
      {"Python two slips in a long name", Entry::CountSolutions, Language::Python,
       "def count_solution(grid, limit):\n    pass\n", "a near name"},
      {"Java not static", Entry::FillSudoku, Language::Java,
       "class Sudoku {\n  boolean fillSudoku(int[][] s) {\n    return true;\n  }\n}\n", "but it is not static"},
      {"Java another class", Entry::CheckSudoku, Language::Java,
       "class Checker {\n  static boolean checkSudoku(int[][] s, boolean p) { return true; }\n}\n",
       "but it is in class Checker"},
      {"Java solveSudoku", Entry::FillSudoku, Language::Java,
       "class Sudoku {\n  static boolean solveSudoku(int[][] s) { return true; }\n}\n",
       "a near name: the assignment calls `static boolean fillSudoku(int[][] sudoku) in class Sudoku`"},
      {"Racket solve-sudoku", Entry::Solve, Language::Racket, "(define (solve-sudoku bd) #f)\n",
       "a near name: the assignment calls `(define (solve bd) ...)`"},
      {"Racket valid?", Entry::CheckSudoku, Language::Racket, "(define (valid-board bd) #t)\n",
       "the assignment calls `(define (valid-board? bd) ...)`"},
      // Nothing close: no hint, rather than a wrong one.
      {"an unrelated helper", Entry::Solve, Language::Python, "def save(grid):\n    pass\n", ""},
      {"another entry is that entry", Entry::Solve, Language::Java,
       "class Sudoku {\n  static boolean fillSudoku(int[][] s) { return true; }\n}\n", ""},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    const std::string hint = near_miss(row.entry, row.language, definitions_in(row.source, row.language, "s"));
    if (std::string(row.words).empty()) CHECK(hint.empty());
    else CHECK_THAT(hint, Catch::Contains(row.words));
  }
}

TEST_CASE("the signature expected is the assignment's, in the student's language", "[near_miss]") {
  CHECK(expected_signature(Entry::CheckSudoku, Language::Java) ==
        "static boolean checkSudoku(int[][] sudoku, boolean printErrors) in class Sudoku");
  CHECK(expected_signature(Entry::CountSolutions, Language::Python) == "def count_solutions(grid, limit)");
  CHECK(expected_signature(Entry::Solve, Language::Cpp) == "bool solve(std::vector<std::vector<int>>& grid)");
  CHECK(expected_signature(Entry::CheckSudoku, Language::Racket) == "(define (valid-board? bd) ...)");
}
