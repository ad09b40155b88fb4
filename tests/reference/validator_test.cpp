#include "validator.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace {

// One entry of validator_accept.txt or validator_reject.txt (format in their headers).
struct Entry {
  std::string name;
  int line = 0;  ///< where "name:" stands, for failure messages
  std::string puzzle, grid;
  std::vector<std::string> problems;
  bool has_problems = false;
};

std::vector<Entry> read_entries(const std::string& file) {
  const std::string path = std::string(SOURCE_DIR) + "/tests/reference/" + file;
  std::ifstream in(path);
  REQUIRE(in.good());
  std::vector<Entry> entries;
  std::string line, section;
  for (int number = 1; std::getline(in, line); ++number) {
    INFO(path << ":" << number << ": " << line);
    if (line.empty() || line[0] == '#') continue;
    if (line == "---") {
      section.clear();
    } else if (line.rfind("name: ", 0) == 0) {
      REQUIRE(section.empty());
      entries.push_back({line.substr(6), number, "", "", {}, false});
      section = "name";
    } else if (line == "puzzle:" || line == "grid:" || line == "problems:") {
      REQUIRE(!entries.empty());
      section = line.substr(0, line.size() - 1);
      if (section == "problems") entries.back().has_problems = true;
    } else {
      REQUIRE((section == "puzzle" || section == "grid" || section == "problems"));
      Entry& entry = entries.back();
      if (section == "puzzle") entry.puzzle += line + "\n";
      if (section == "grid") entry.grid += line + "\n";
      if (section == "problems") entry.problems.push_back(line);
    }
  }
  REQUIRE(!entries.empty());
  return entries;
}

validator::Rows rows_of(const std::string& text) {
  const validator::ReadResult read = validator::read_rows(text);
  REQUIRE(read.error == "");
  return read.rows;
}

}  // namespace

TEST_CASE("every grid in validator_accept.txt solves its puzzle", "[validator]") {
  for (const Entry& entry : read_entries("validator_accept.txt")) {
    INFO("validator_accept.txt:" << entry.line << ": " << entry.name);
    CHECK_FALSE(entry.has_problems);
    const validator::Judgement j = validator::judge(rows_of(entry.puzzle), rows_of(entry.grid));
    CHECK(j.problems == std::vector<std::string>{});
    CHECK(j.solved());
    CHECK(j.empty_cells == 0);
  }
}

TEST_CASE("every grid in validator_reject.txt is rejected with exactly its problems", "[validator]") {
  for (const Entry& entry : read_entries("validator_reject.txt")) {
    INFO("validator_reject.txt:" << entry.line << ": " << entry.name);
    REQUIRE(entry.has_problems);
    REQUIRE(!entry.problems.empty());
    const validator::Judgement j = validator::judge(rows_of(entry.puzzle), rows_of(entry.grid));
    CHECK(j.problems == entry.problems);
    CHECK_FALSE(j.solved());
  }
}

TEST_CASE("the judgement's flags say which kind of problem was found", "[validator]") {
  const validator::Rows puzzle = {{1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}};
  const validator::Rows solution = {{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}};

  SECTION("a solution sets them all") {
    const validator::Judgement j = validator::judge(puzzle, solution);
    CHECK((j.shape_ok && j.givens_kept && j.rules_hold && j.solved()));
  }
  SECTION("a wrong shape stops the judging, so nothing else is claimed") {
    const validator::Judgement j = validator::judge(puzzle, {{1, 2, 3, 4}});
    CHECK_FALSE(j.shape_ok);
    CHECK_FALSE(j.givens_kept);
    CHECK_FALSE(j.rules_hold);
    CHECK(j.problems == std::vector<std::string>{"expected 4 rows, found 1"});
  }
  SECTION("a changed given leaves the rules alone") {
    validator::Rows grid = solution;
    grid[0] = {0, 2, 3, 4};
    const validator::Judgement j = validator::judge(puzzle, grid);
    CHECK(j.shape_ok);
    CHECK_FALSE(j.givens_kept);
    CHECK(j.rules_hold);
    CHECK(j.empty_cells == 1);
  }
  SECTION("a negative value is out of range") {
    validator::Rows grid = solution;
    grid[1][2] = -1;
    const validator::Judgement j = validator::judge(puzzle, grid);
    CHECK_FALSE(j.shape_ok);
    CHECK(j.problems == std::vector<std::string>{"row 2, column 3: -1 is out of range 1-4"});
  }
}

TEST_CASE("read_rows reads digits written together and numbers apart", "[validator]") {
  const validator::ReadResult read = validator::read_rows("1234\n\n 3 4 1 2 \r\n12 0 16\n7\n");
  CHECK(read.error == "");
  CHECK(read.rows == validator::Rows{{1, 2, 3, 4}, {3, 4, 1, 2}, {12, 0, 16}, {7}});
}

TEST_CASE("read_rows of nothing is no rows, not an error", "[validator]") {
  CHECK(validator::read_rows("").rows.empty());
  CHECK(validator::read_rows(" \n\n").error == "");
}

TEST_CASE("read_rows names the line of the first thing that is not a number", "[validator]") {
  using Case = std::pair<std::string, std::string>;
  const auto [text, error] = GENERATE(
      Case{"1234\n12x4\n", "line 2: 'x' is not a number"}, Case{"1234\n\n\n53..\n", "line 4: '.' is not a number"},
      Case{"1 2 x 4\n", "line 1: 'x' is not a number"}, Case{"1 -2 3 4\n", "line 1: '-2' is not a number"},
      Case{"1 2 3.5 4\n", "line 1: '3.5' is not a number"},
      Case{"1 2 abcdefghijklmnop 4\n", "line 1: 'abcdefghijkl...' is not a number"},
      Case{"1 1234567890\n", "line 1: '1234567890' is too long to be a cell value"},
      Case{"1 2 3 4\n+1 2 3 4\n", "line 2: '+1' is not a number"});
  CAPTURE(text);
  const validator::ReadResult read = validator::read_rows(text);
  CHECK(read.error == error);
  CHECK(read.rows.empty());
}

TEST_CASE("rule_breaks allows blanks and wants no full grid, as checkSudoku", "[validator]") {
  // Example 1 of the Java assignment: a puzzle obeys the rules.
  const validator::Rows example = {
      {7, 8, 0, 0, 9, 0, 0, 2, 0}, {1, 0, 0, 0, 0, 0, 9, 6, 4}, {0, 0, 0, 2, 5, 1, 0, 0, 0},
      {0, 0, 6, 1, 8, 5, 0, 0, 0}, {5, 0, 4, 0, 0, 0, 3, 0, 2}, {0, 0, 0, 3, 4, 2, 5, 0, 0},
      {0, 0, 0, 9, 6, 3, 0, 0, 0}, {6, 4, 1, 0, 0, 0, 0, 0, 3}, {0, 9, 0, 0, 1, 0, 0, 5, 7}};
  CHECK(validator::rule_breaks(example).empty());
  CHECK(validator::rule_breaks(validator::Rows(16, std::vector<int>(16, 0))).empty());

  validator::Rows broken = example;
  broken[0][2] = 7;  // row 1 and box 1 now hold two 7s
  broken[8][0] = 6;  // column 1 and box 7 now hold two 6s
  CHECK(validator::rule_breaks(broken) ==
        std::vector<std::string>{"Row 1 has two 7s (columns 1 and 3)", "Column 1 has two 6s (rows 8 and 9)",
                                 "Box 1 has two 7s (cells 1-1 and 1-3)", "Box 7 has two 6s (cells 8-1 and 9-1)"});
}

TEST_CASE("rule_breaks checks the shape and range before the repeats", "[validator]") {
  CHECK(validator::rule_breaks({{1, 2}, {2, 1}}) == std::vector<std::string>{"expected 4, 9, 16 or 25 rows, found 2"});
  CHECK(validator::rule_breaks({}) == std::vector<std::string>{"expected 4, 9, 16 or 25 rows, found 0"});
  CHECK(validator::rule_breaks({{1, 2, 3, 4}, {3, 4}, {0, 0, 0, 0}, {0, 0, 0, 0}}) ==
        std::vector<std::string>{"row 2: expected 4 cells, found 2"});
  CHECK(validator::rule_breaks({{1, 1, 9, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}) ==
        std::vector<std::string>{"row 1, column 3: 9 is out of range 1-4"});
}

TEST_CASE("rule_breaks on a 25x25 spells out every count up to its size", "[validator]") {
  validator::Rows grid(25, std::vector<int>(25, 0));
  for (int c = 0; c < 13; ++c) grid[0][c] = 25;
  for (int r = 0; r < 25; ++r) grid[r][24] = 7;
  const std::vector<std::string> breaks = validator::rule_breaks(grid);
  REQUIRE(breaks.size() == 10);
  CHECK(breaks[0] == "Row 1 has thirteen 25s (columns 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 13)");
  CHECK(breaks[1] == "Column 25 has twenty-five 7s (rows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, "
                     "12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24 and 25)");
  CHECK(breaks[2] == "Box 1 has five 25s (cells 1-1, 1-2, 1-3, 1-4 and 1-5)");
  CHECK(breaks[4] == "Box 3 has three 25s (cells 1-11, 1-12 and 1-13)");
  CHECK(breaks[5] == "Box 5 has five 7s (cells 1-25, 2-25, 3-25, 4-25 and 5-25)");
}

TEST_CASE("the validator counts completions apart from the solver, up to a limit", "[validator]") {
  using validator::count_completions;
  using validator::Rows;
  const Rows empty4(4, std::vector<int>(4, 0));
  CHECK(count_completions(empty4, 1000) == 288);  // the number of 4x4 sudoku grids
  CHECK(count_completions(empty4, 10) == 10);
  const Rows lesson_count_2 = {{9, 8, 0, 0, 0, 0, 0, 0, 1}, {0, 2, 0, 7, 0, 8, 5, 4, 0}, {0, 0, 0, 0, 0, 0, 9, 0, 0},
                               {0, 1, 5, 0, 2, 0, 0, 0, 0}, {8, 6, 0, 5, 0, 0, 0, 7, 3}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
                               {6, 5, 0, 4, 1, 0, 7, 0, 0}, {1, 0, 0, 0, 0, 9, 0, 0, 0}, {0, 0, 0, 8, 0, 0, 0, 0, 0}};
  CHECK(count_completions(lesson_count_2, 10) == 2);  // the lesson's count_solutions Test 2
  Rows clash = empty4;
  clash[0][0] = clash[0][3] = 2;
  CHECK(count_completions(clash, 10) == 0);
  CHECK(count_completions({{1, 2}, {3, 4}}, 10) == 0);  // no square boxes
}

TEST_CASE("the count of problems past the listed ones agrees in number", "[validator]") {
  for (const int bad : {11, 12}) {
    std::vector<std::vector<int>> board(9, std::vector<int>(9, 0));
    for (int i = 0; i < bad; ++i) board[i / 9][i % 9] = 10;
    const std::vector<std::string> breaks = validator::rule_breaks(board);
    REQUIRE_FALSE(breaks.empty());
    CHECK(breaks.back() == (bad == 11 ? "... and 1 more value out of range" : "... and 2 more values out of range"));
  }
}
