#include "judge/source_definitions.h"

#include <catch2/catch.hpp>

using namespace harness;

namespace {

const SourceDefinition* named(const std::vector<SourceDefinition>& all, const std::string& name) {
  for (const auto& d : all)
    if (d.name == name) return &d;
  return nullptr;
}

}  // namespace

TEST_CASE("C++ definitions are read with their parameters, `static` and line, and calls and comments are not",
          "[near_miss]") {
  const auto all = definitions_in(
      "#include <vector>\n"
      "using Grid = std::vector<std::vector<int>>;\n"
      "// bool commented(Grid& g) { return true; }\n"
      "static bool fits(const Grid& g, int r, int c, int d) {\n"
      "  if (g[r][c] == d) return false;\n"
      "  return true;\n"
      "}\n"
      "bool solve(Grid g) {\n"
      "  return fits(g, 0, 0, 1);\n"
      "}\n",
      Language::Cpp, "sudoku.cpp");
  REQUIRE(all.size() == 2);
  const SourceDefinition* fits = named(all, "fits");
  REQUIRE(fits != nullptr);
  CHECK(fits->is_static);
  CHECK(fits->line == 4);
  CHECK(fits->parameters == std::vector<std::string>{"const Grid& g", "int r", "int c", "int d"});
  const SourceDefinition* solve = named(all, "solve");
  REQUIRE(solve != nullptr);
  CHECK(solve->declared == "bool solve(Grid g)");
  CHECK_FALSE(solve->is_static);
  CHECK(solve->line == 8);
  CHECK(named(all, "commented") == nullptr);
}

TEST_CASE("Python functions at the top level and methods of a class are told apart", "[near_miss]") {
  const auto all = definitions_in("# def hidden(x):\n"
                                  "def Solve(grid):\n"
                                  "    pass\n"
                                  "class Solver:\n"
                                  "    def solve(self, grid):\n"
                                  "        pass\n"
                                  "def checkSudoku(grid, printErrors=False):\n"
                                  "    pass\n",
                                  Language::Python, "s.py");
  REQUIRE(all.size() == 3);
  CHECK(all[0].declared == "def Solve(grid)");
  CHECK(all[0].owner.empty());
  CHECK(all[1].name == "solve");
  CHECK(all[1].owner == "Solver");
  CHECK(all[1].line == 5);
  CHECK(all[2].parameters == std::vector<std::string>{"grid", "printErrors=False"});
}

TEST_CASE("Java methods are read with their class, static and private", "[near_miss]") {
  const auto all = definitions_in("public class SudokuSolver {\n"
                                  "  public boolean fillSudoku(int[][] sudoku) {\n"
                                  "    if (ok(sudoku)) return true;\n"
                                  "    return false;\n"
                                  "  }\n"
                                  "  private static boolean ok(int[][] s) { return true; }\n"
                                  "}\n",
                                  Language::Java, "SudokuSolver.java");
  REQUIRE(all.size() == 2);
  CHECK(all[0].name == "fillSudoku");
  CHECK(all[0].owner == "SudokuSolver");
  CHECK_FALSE(all[0].is_static);
  CHECK(all[1].is_static);
  CHECK(all[1].is_private);
  CHECK(all[1].line == 6);
}

TEST_CASE("Racket defines of functions are read, values are not", "[near_miss]") {
  const auto all = definitions_in("#lang racket\n"
                                  "(define BD1 (list 1 2))\n"
                                  "; (define (old bd) 1)\n"
                                  "(define (solve-sudoku bd)\n  false)\n",
                                  Language::Racket, "s.rkt");
  REQUIRE(all.size() == 1);
  CHECK(all[0].declared == "(define (solve-sudoku bd) ...)");
  CHECK(all[0].line == 4);
}

TEST_CASE("a hostile file's long runs are read without overflowing the grader's stack, and what follows is found",
          "[near_miss]") {
  // std::regex recurses once per character it repeats over: 400,000 of them crashed the grader.
  const std::string run(400000, ' ');
  const std::string letters(400000, 'a');
  const auto cpp = definitions_in("const char* s = \"" + letters + "\";\nint x = 1" + run +
                                      ";\nbool Solve(std::vector<std::vector<int>>& g) { return true; }\n",
                                  Language::Cpp, "s.cpp");
  REQUIRE(cpp.size() == 1);
  CHECK(cpp[0].name == "Solve");
  CHECK(cpp[0].line == 3);
  const auto java = definitions_in("class" + run + "A {\n  String s = \"" + letters +
                                       "\";\n  static boolean fill(int[][] g) { return true; }\n}\n",
                                   Language::Java, "A.java");
  REQUIRE(java.size() == 1);
  CHECK(java[0].name == "fill");
  const auto python = definitions_in("def f(" + run + "):\n    pass\ndef Solve(grid):\n    pass\n", Language::Python,
                                     "s.py");
  REQUIRE(python.size() == 1);
  CHECK(python[0].line == 3);
  const auto racket = definitions_in("(define (f" + run + ") 1)\n(define (solve-sudoku bd) #f)\n", Language::Racket,
                                     "s.rkt");
  REQUIRE(racket.size() == 1);
  CHECK(racket[0].name == "solve-sudoku");
}
