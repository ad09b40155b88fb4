#include <catch2/catch.hpp>

#include "report/compiler_errors.h"

using namespace harness;

namespace {

// An error as one line: file:line:col | message (its second line after " / ").
std::string shown(const CompilerError& e) {
  std::string message = e.message;
  if (const std::size_t at = message.find('\n'); at != std::string::npos) message.replace(at, 1, " / ");
  return e.file + ":" + std::to_string(e.line) + ":" + std::to_string(e.column) + " | " + message;
}

std::vector<std::string> shown(std::string_view said) {
  std::vector<std::string> out;
  for (const CompilerError& e : compiler_errors(said)) out.push_back(shown(e));
  return out;
}

}  // namespace

TEST_CASE("each compiler's error is read with its place and the line shown with it", "[compiler_errors]") {
  struct Row {
    const char* compiler;
    std::string said;
    std::vector<std::string> errors;
  };
  const Row rows[] = {
      {"g++ (tests/submissions/compile_error/missing_semicolon.cpp)",
       "sub/missing_semicolon.cpp: In function \xe2\x80\x98"
       "bool solve(std::vector<std::vector<int> >&)\xe2\x80\x99:\n"
       "sub/missing_semicolon.cpp:6:3: error: expected \xe2\x80\x98,\xe2\x80\x99 or \xe2\x80\x98;\xe2\x80\x99 before "
       "\xe2\x80\x98return\xe2\x80\x99\n"
       "    6 |   return grid.size() == 9 && empty == 0;\n"
       "      |   ^~~~~~\n"
       "sub/missing_semicolon.cpp:7:1: warning: no return statement in function returning non-void [-Wreturn-type]\n"
       "    7 | }\n"
       "      | ^\n",
       {"sub/missing_semicolon.cpp:6:3 | expected \xe2\x80\x98,\xe2\x80\x99 or \xe2\x80\x98;\xe2\x80\x99 before "
        "\xe2\x80\x98return\xe2\x80\x99 / 6 |   return grid.size() == 9 && empty == 0;"}},
      {"clang, and a fatal error",
       "a.cpp:5:14: error: expected ';' at end of declaration\n"
       "  int empty = 0\n"
       "             ^\n"
       "             ;\n"
       "b.cpp:1:10: fatal error: 'nope.h' file not found\n",
       {"a.cpp:5:14 | expected ';' at end of declaration / int empty = 0", "b.cpp:1:10 | 'nope.h' file not found"}},
      {"g++'s notes and instantiation chains are no errors",
       "In file included from x.cpp:2:\n"
       "x.h: In instantiation of 'void f() [with T = int]':\n"
       "x.cpp:10:5:   required from here\n"
       "x.h:3:7: note: candidate: 'void g()'\n"
       "x.h:4:1: error: no match\n",
       {"x.h:4:1 | no match"}},
      {"javac",
       "src/Sudoku.java:5: error: ';' expected\n    int filled = 0\n                  ^\n1 error\n",
       {"src/Sudoku.java:5:0 | ';' expected / int filled = 0"}},
      {"Python",
       "  File \"syntax_error.py\", line 8\n    if grid[row][col] == 0\n                          ^\n"
       "SyntaxError: expected ':'\n",
       {"syntax_error.py:8:0 | SyntaxError: expected ':' / if grid[row][col] == 0"}},
      {"Python's traceback: the innermost place",
       "Traceback (most recent call last):\n  File \"driver.py\", line 3, in <module>\n    import solution\n"
       "  File \"/box/src/solution.py\", line 4\n    \tdef solve(grid):\n"
       "IndentationError: unindent does not match any outer indentation level\n",
       {"/box/src/solution.py:4:0 | IndentationError: unindent does not match any outer indentation level / "
        "def solve(grid):"}},
      {"Racket",
       "htdp_undefined_function.rkt:11:3: solve-from: this function is not defined\n  in: solve-from\n",
       {"htdp_undefined_function.rkt:11:3 | solve-from: this function is not defined / in: solve-from"}},
      {"a file name with a colon and digits", "my:1:dir/a.cpp:2:3: error: x\n", {"my:1:dir/a.cpp:2:3 | x"}},
      {"no place: nothing", "collect2: error: ld returned 1 exit status\nundefined reference to `solve'\n", {}},
      {"a context line too long to be a pointer",
       "a.cpp:1:1: error: e\n    " + std::string(200, 'x') + "\n",
       {"a.cpp:1:1 | e"}},
      {"a line numbered zero, or past int", "a.cpp:0: error: x\na.cpp:99999999999: error: y\n", {}},
      {"", "", {}},
  };
  for (const Row& row : rows) {
    INFO(row.compiler);
    CHECK(shown(row.said) == row.errors);
  }
}

TEST_CASE("a compiler error's long line is cut at a character, and hostile bytes pass as they are",
          "[compiler_errors]") {
  const std::string said = "a.cpp:1:1: error: " + std::string(299, 'x') + "\xe2\x9c\x93 tail\n";
  const auto errors = compiler_errors(said);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].message == std::string(299, 'x') + "...");
  // A line of nothing but places, each cut short: read once, none of them an error.
  std::string colons;
  for (int i = 0; i < 100000; ++i) colons += ":1";
  CHECK(compiler_errors(colons + "\n").empty());
}
