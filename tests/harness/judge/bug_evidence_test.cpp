#include "judge/bug_evidence.h"

#include <catch2/catch.hpp>

#include "grid_format.h"

using namespace harness;

namespace {

validator::Rows rows(const char* text) { return ref::parse_grid(text).rows(); }

// The helper's "9 x 9, easy" solution (seeds/003), and the same with its 5s and 9s swapped,
// which puts a 9 in the first cell.
const char* const kEasy = "534678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 345286179";
const char* const kNineFirst =
    "934678512 672159348 158342967 895761423 426893751 713524896 561937284 287415639 349286175";
const char* const kEmpty = "000000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000";

}  // namespace

TEST_CASE("a one-blank False is the digits' only where a wrong box formula still reads the blank's box",
          "[bug_evidence]") {
  struct Row {
    const char* what;
    const char* solution;
    int row, col;
    bool digits, box;
  };
  const Row table[] = {
      {"a 9 in the first cell: both formulas read box 1 right", kNineFirst, 0, 0, true, false},
      {"a 9 in box 1 off its first cell: r % 3 * 3 reads a full box (the issue's case)", kEasy, 2, 1, true, true},
      {"a 7 in box 9: both formulas read full blocks", kEasy, 8, 7, false, true},
      {"a 5 in the first cell: neither bug misses it", kEasy, 0, 0, false, false},
      {"a 5 in the centre: r % 3 * 3 is right there, r / 3 reads a block holding a 5", kEasy, 4, 4, false, true},
  };
  for (const Row& row : table) {
    INFO(row.what);
    validator::Rows puzzle = rows(row.solution);
    const int digit = puzzle[row.row][row.col];
    puzzle[row.row][row.col] = 0;
    const OneBlankEvidence evidence = one_blank_evidence(puzzle, row.row, row.col, digit);
    CHECK(evidence.digits_stop_short == row.digits);
    CHECK(evidence.box_formula == row.box);
  }
}

TEST_CASE("a valid board called invalid is each checker's evidence that would call it so", "[bug_evidence]") {
  validator::Rows nines_blanked = rows(kEasy);
  for (auto& row : nines_blanked)
    for (int& v : row)
      if (v == 9) v = 0;  // one blank to a row, column and box
  struct Row {
    const char* what;
    validator::Rows board;
    bool blanks, values, box;
  };
  const Row table[] = {
      {"all blank: no digit to misplace, no 9", rows(kEmpty), true, false, false},
      // A full board holds a 9, and every block a wrong formula reads holds every digit.
      {"full", rows(kEasy), false, true, true},
      {"its 9s blanked, one to a unit", nines_blanked, false, false, true},
      {"the lesson's Test 1: blanks, 9s and digits",
       rows("000654001 103000050 000020000 200871000 540200170 "
            "000009000 305000090 010008060 008000007"),
       true, true, true},
  };
  for (const Row& row : table) {
    INFO(row.what);
    const ValidBoardEvidence evidence = valid_board_evidence(row.board);
    CHECK(evidence.blank_as_digit == row.blanks);
    CHECK(evidence.values_stop_short == row.values);
    CHECK(evidence.box_formula == row.box);
  }
}

TEST_CASE("a repeat inside a box is missed by a wrong box formula only when neither formula reads both cells",
          "[bug_evidence]") {
  validator::Rows corner = rows(kEmpty), centre = rows(kEmpty);
  corner[0][0] = corner[1][1] = 1;  // both formulas read box 1 for the first cell
  centre[1][1] = centre[2][2] = 1;  // r % 3 * 3 reads boxes 5 and 9; r / 3 reads rows and columns 0-2
  CHECK_FALSE(wrong_box_check_accepts(corner));
  CHECK(wrong_box_check_accepts(centre));
}

TEST_CASE("a count over its limit is the ignored limit's when it is every solution or more than passing the "
          "whole limit can reach, and the whole limit's when under that and under every solution",
          "[bug_evidence]") {
  // Five solutions (tests/fixtures/hints/cases.yaml), and the empty grid's many.
  const validator::Rows five = rows("980000001 020708040 000000900 015020000 860500073 000000000 658410700 "
                                    "100009000 000800000");
  struct Row {
    const char* what;
    validator::Rows puzzle;
    long long limit, returned;
    bool ignores, whole;
  };
  const Row table[] = {
      {"at the limit: no bug over it", five, 3, 3, false, false},
      {"every solution, within the whole limit's reach: either", five, 3, 5, true, true},
      {"short of every solution: the whole limit", five, 3, 4, false, true},
      {"more than the puzzle has: neither", five, 3, 6, false, false},
      {"the empty grid, a little over: the whole limit", rows(kEmpty), 3, 5, false, true},
      {"the empty grid, past (3 - 1) * 81 + 1: a cap of its own", rows(kEmpty), 3, 1000, true, false},
      {"the empty grid, past what is checked", rows(kEmpty), 3, 1000000, true, false},
  };
  for (const Row& row : table) {
    INFO(row.what);
    const CountEvidence evidence = count_evidence(row.puzzle, row.limit, row.returned);
    CHECK(evidence.ignores_limit == row.ignores);
    CHECK(evidence.passes_whole_limit == row.whole);
  }
}
