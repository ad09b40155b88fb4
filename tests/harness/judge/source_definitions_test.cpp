#include "judge/source_definitions.h"

#include <algorithm>

#include <catch2/catch.hpp>

#include "hostile_source.h"

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
  const auto all = definitions_in("#include <vector>\n"
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

TEST_CASE("comments are those the language's lexer finds: Racket's block and datum comments, not a marker in a string",
          "[near_miss]") {
  const auto racket = definitions_in("#| (define (old bd) 1) |#\n"
                                     "#;(define (older bd) 1)\n"
                                     "(define (solve bd) \"; not a comment\")\n",
                                     Language::Racket, "s.rkt");
  REQUIRE(racket.size() == 1);
  CHECK(racket[0].name == "solve");
  CHECK(racket[0].line == 3);
  const auto python = definitions_in("def solve(grid, mark='#'):\n    pass\n", Language::Python, "s.py");
  REQUIRE(python.size() == 1);
  CHECK(python[0].parameters == std::vector<std::string>{"grid", "mark='#'"});
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
  const auto java = definitions_in(
      "class" + run + "A {\n  String s = \"" + letters + "\";\n  static boolean fill(int[][] g) { return true; }\n}\n",
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

TEST_CASE("hostile source is read for near misses: megabyte lines, deep nesting, NULs, invalid UTF-8",
          "[near_miss][slow]") {
  // After the hostile text, a definition: found, on its line, with nothing taken from the text itself.
  struct Definition {
    Language language;
    const char* text;
    const char* name;
    int line;  // counted from the definition's first line, which follows the hostile text's last
  };
  const Definition definitions[] = {
      {Language::Cpp, "bool solve(Grid g) {\n  return true;\n}\n", "solve", 0},
      {Language::Python, "def Solve(grid):\n    pass\n", "Solve", 0},
      {Language::Java, "class A {\n  static boolean fill(int[][] g) { return true; }\n}\n", "fill", 1},
      {Language::Racket, "(define (solve-sudoku bd)\n  #f)\n", "solve-sudoku", 0},
  };
  for (const auto& [what, text] : hostile_source::texts()) {
    CAPTURE(what);
    const int last_line = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    for (const Definition& definition : definitions) {
      CAPTURE(to_string(definition.language));
      CHECK(definitions_in(text, definition.language, "hostile").empty());
      const auto all = definitions_in(text + "\n" + definition.text, definition.language, "hostile");
      REQUIRE(all.size() == 1);
      CHECK(all[0].name == definition.name);
      CHECK(all[0].line == last_line + 1 + definition.line);
    }
  }
}
