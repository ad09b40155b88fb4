#include "judge/case_input.h"

#include <filesystem>

#include <catch2/catch.hpp>

#include "case_builders.h"
#include "cases/case_loader.h"

using namespace harness;
using namespace case_builders;

TEST_CASE("a case's input: the entry's name and arguments, and the grid as the protocol writes it", "[case_input]") {
  const CaseInput solve = case_input(solve_case(Entry::Solve, kPuzzle, true));
  CHECK(solve.arguments == std::vector<std::string>{"solve"});
  CHECK(solve.stdin_text.substr(0, 20) == "000654001\n103000050\n");
  CHECK(solve.grid.size() == 9);

  const CaseInput count = case_input(count_case(kPuzzle, 3, 1));
  CHECK(count.arguments == std::vector<std::string>{"count_solutions", "3"});

  const CaseInput board = case_input(check_case({{1, -1}, {10, 2}}, false));
  CHECK(board.arguments == std::vector<std::string>{"checkSudoku"});
  CHECK(board.stdin_text == "1 -1\n10 2\n");

  Case session;
  session.entry = Entry::Session;
  session.expect = SessionExpect{"7\n", "number? 7\n"};
  const CaseInput typed = case_input(session);
  CHECK(typed.arguments.empty());
  CHECK(typed.stdin_text == "7\n");
}

TEST_CASE("every case the loader can make reaches the drivers as meant, or is refused saying why", "[case_input]") {
  struct Row {
    const char* what;
    CaseInput input;
    const char* problem;  // "" when the drivers take it
  };
  const auto from = [](const Case& c) { return case_input(c); };
  const auto changed = [](CaseInput input, void (*change)(CaseInput&)) {
    change(input);
    return input;
  };
  const CaseInput solve = from(solve_case(Entry::Solve, kPuzzle, true));
  std::string sixteen;  // 16 rows of 16 cells, one given 16
  for (int cell = 1; cell < 256; ++cell) sixteen += "0 ";
  sixteen += "16";
  const Row rows[] = {
      {"a 9x9 puzzle, digits together", solve, ""},
      {"a count with its limit", from(count_case(kPuzzle, 3, 1)), ""},
      {"a 16x16 grid, numbers apart", from(solve_case(Entry::Solve, sixteen.c_str(), true)), ""},
      {"a board with a sign and a ragged row", from(check_case({{1, -1, 3}, {4, 5}}, false)), ""},
      {"a board row of one digit", from(check_case({{5}, {1, 2}}, false)), ""},
      {"a board row of one number over 9: one word of two digits is a row of digits",
       from(check_case({{10}, {1, 2}}, false)), "row 1 of the grid, [10], reaches the drivers as [1 0]"},
      {"an empty board row: a blank line is no row", from(check_case({{1, 2}, {}, {3}}, false)),
       "row 2 of the grid is empty: it goes as a blank line, which the drivers skip"},
      {"a board row of one negative number: one word is a row of digits, and '-' is none",
       from(check_case({{-5}, {1, 2}}, false)),
       "stdin line 1, '-5', is one word, a row of digits to the drivers, but not digits"},
      {"an unknown entry", changed(solve, [](CaseInput& i) { i.arguments = {"solv"}; }),
       "'solv' is no entry a driver calls"},
      {"a session is no driver's entry", changed(solve, [](CaseInput& i) { i.arguments = {"session"}; }),
       "'session' is no entry a driver calls"},
      {"count_solutions without its limit", changed(solve, [](CaseInput& i) { i.arguments = {"count_solutions"}; }),
       "count_solutions takes 1 argument, not 0"},
      {"solve with a limit", changed(solve, [](CaseInput& i) { i.arguments.push_back("3"); }),
       "solve takes 0 arguments, not 1"},
      {"a limit no int holds",
       changed(solve,
               [](CaseInput& i) {
                 i.arguments = {"count_solutions", "12345678901"};
               }),
       "count_solutions's limit '12345678901' is not a number an int holds"},
      {"stdin a driver cannot read", changed(solve, [](CaseInput& i) { i.stdin_text = "12x\n" + i.stdin_text; }),
       "stdin line 1, '12x', is one word, a row of digits to the drivers, but not digits"},
      {"a word no driver reads as a number", changed(solve, [](CaseInput& i) { i.stdin_text = "1 +2\n"; }),
       "stdin line 1 holds '+2', not a number the drivers read"},
      {"a row more than the grid's", changed(solve, [](CaseInput& i) { i.stdin_text += "123\n"; }),
       "stdin holds 10 rows, not the grid's 9"},
      {"a row fewer", changed(solve, [](CaseInput& i) { i.stdin_text.resize(i.stdin_text.size() - 10); }),
       "stdin holds 8 rows, not the grid's 9"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what, row.input.stdin_text);
    CHECK(driver_input_problem(row.input) == row.problem);
  }
}

TEST_CASE("every bundled case reaches the drivers as meant", "[case_input]") {
  int files = 0;
  for (const auto& file : std::filesystem::directory_iterator(std::string(SOURCE_DIR) + "/cases")) {
    if (file.path().extension() != ".yaml") continue;
    ++files;
    for (const Case& c : load_case_file(file.path().string()).cases) {
      if (c.entry == Entry::Session) continue;
      CAPTURE(file.path().filename().string(), c.name);
      CHECK(driver_input_problem(case_input(c)).empty());
    }
  }
  CHECK(files >= 5);
}
