#include <catch2/catch.hpp>

#include "backtracking.h"
#include "grid_format.h"

namespace {

using ref::parse_grid;

const char* kLessonPuzzle = "080604021 000000780 000000054 018090000 340007006 600200007 509060000 000108000 030000000";
const char* kLessonSolution =
    "987654321 456321789 123789654 718596243 342817596 695243817 579462138 264138975 831975462";

// The helper's easy built-in puzzle (seed 003, session "basic").
const char* kHelperEasy = "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79";
const char* kHelperSolution =
    "625384179 831759264 479261583 982643751 564197832 317825946 243518697 756932418 198476325";

}  // namespace

TEST_CASE("reading order places 6,649 digits on the lesson's puzzle", "[backtracking]") {
  const ref::Trace trace = ref::reading_order_solve(parse_grid(kLessonPuzzle));
  CHECK(trace.solved);
  CHECK_FALSE(trace.gave_up);
  CHECK(trace.placements == 6649);
  CHECK(trace.grid == parse_grid(kLessonSolution));
}

TEST_CASE("fewest first places 56 digits on the lesson's puzzle", "[backtracking]") {
  const ref::Trace trace = ref::fewest_first_solve(parse_grid(kLessonPuzzle));
  CHECK(trace.solved);
  CHECK(trace.placements == 56);
  CHECK(trace.grid == parse_grid(kLessonSolution));
}

TEST_CASE("the lesson's 4 x 4 example writes a digit 26 times", "[backtracking]") {
  const ref::Trace trace = ref::reading_order_solve(parse_grid("0000 0140 3002 0000"));
  CHECK(trace.solved);
  CHECK(trace.placements == 26);
  CHECK(trace.grid == parse_grid("4321 2143 3412 1234"));
}

TEST_CASE("an unsolvable puzzle is not solved and leaves the grid as given", "[backtracking]") {
  const ref::Grid puzzle = parse_grid(
      "001234567 008000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000");
  for (const ref::Trace& trace : {ref::reading_order_solve(puzzle), ref::fewest_first_solve(puzzle)}) {
    CHECK_FALSE(trace.solved);
    CHECK_FALSE(trace.gave_up);
    CHECK(trace.grid == puzzle);
  }
}

TEST_CASE("clashing givens are not solved, though the blanks could be filled", "[backtracking]") {
  const ref::Grid puzzle = parse_grid("11.. .... .... ....");
  CHECK_FALSE(ref::reading_order_solve(puzzle).solved);
  CHECK_FALSE(ref::fewest_first_solve(puzzle).solved);
  CHECK(ref::helper_solve(puzzle).solutions == 0);
}

TEST_CASE("the budget stops the search at that many placements", "[backtracking]") {
  const ref::Trace trace = ref::reading_order_solve(parse_grid(kLessonPuzzle), 1000);
  CHECK_FALSE(trace.solved);
  CHECK(trace.gave_up);
  CHECK(trace.placements == 1000);
  CHECK(trace.grid == parse_grid(kLessonPuzzle));
}

TEST_CASE("a deadline already past stops a long search", "[backtracking]") {
  // The lesson's first big test: about 27 million placements in reading order.
  const ref::Grid big = parse_grid(
      "907000020 000000000 000080406 000000000 018000003 000700590 000000108 040000005 800579040");
  const ref::Trace trace = ref::reading_order_solve(big, ref::kNoBudget, std::chrono::steady_clock::now());
  CHECK(trace.gave_up);
  CHECK_FALSE(trace.solved);
  CHECK(trace.placements < 10000);
}

TEST_CASE("fewest first solves the lesson's big puzzles that reading order finds slow", "[backtracking]") {
  const ref::Trace first = ref::fewest_first_solve(
      parse_grid("907000020 000000000 000080406 000000000 018000003 000700590 000000108 040000005 800579040"));
  CHECK(first.grid == parse_grid("987654321 654123789 123987456 495362817 718495263 362718594 "
                                 "579246138 246831975 831579642"));
  const ref::Trace second = ref::fewest_first_solve(
      parse_grid("900600000 000100000 000900004 030008000 040000090 000400010 600030008 070046002 100800050"));
  CHECK(second.grid == parse_grid("987654321 465123789 312987564 231798645 546312897 798465213 "
                                  "654231978 879546132 123879456"));
}

TEST_CASE("the helper tries 12 numbers on its 4 x 4 puzzle, the only solution", "[backtracking]") {
  const ref::HelperTrace trace = ref::helper_solve(parse_grid("1... ..3. .4.. ...2"));
  CHECK(trace.solutions == 1);
  CHECK(trace.placements == 12);
  CHECK(trace.first == parse_grid("1324 4231 2413 3142"));
}

TEST_CASE("the helper tries 51 numbers on its easy puzzle, 50 after the hinted 5", "[backtracking]") {
  const ref::Grid puzzle = parse_grid(kHelperEasy);
  CHECK(ref::helper_solve(puzzle).placements == 51);
  ref::Grid hinted = puzzle;
  hinted.set(4, 4, 5);
  const ref::HelperTrace trace = ref::helper_solve(hinted);
  CHECK(trace.placements == 50);
  CHECK(trace.solutions == 1);
  CHECK(trace.first == parse_grid("534678912 672195348 198342567 859761423 426853791 "
                                  "713924856 961537284 287419635 345286179"));
}

TEST_CASE("the helper tries 150 numbers on its third puzzle", "[backtracking]") {
  const ref::HelperTrace trace = ref::helper_solve(
      parse_grid("..53.4.7. .3....... ...2.1.83 982.4..5. 5....7... .1.82..4. 2..5..69. 75......8 ..8......"));
  CHECK(trace.solutions == 1);
  CHECK(trace.placements == 150);
  CHECK(trace.first == parse_grid(kHelperSolution));
}

TEST_CASE("the helper tries 114 numbers on the puzzle typed in the bad-input session", "[backtracking]") {
  const ref::HelperTrace trace = ref::helper_solve(
      parse_grid(".253.4179\n.3.....6.\n.7.2.1.83\n982.4..5.\n564..78..\n317825946\n24.5..69.\n75......8\n"
                 ".98......\n"));
  CHECK(trace.solutions == 1);
  CHECK(trace.placements == 114);
  CHECK(trace.first == parse_grid(kHelperSolution));
}

TEST_CASE("the helper tries 19 numbers on a 4 x 4 with one given and finds two solutions", "[backtracking]") {
  const ref::HelperTrace trace = ref::helper_solve(parse_grid("1... .... .... ...."));
  CHECK(trace.solutions == 2);
  CHECK(trace.placements == 19);
  CHECK(trace.first == parse_grid("1234 3412 2143 4321"));
}

// The documents' code trusts its givens; they differ only at a full grid.
// The Wikipedia grid solved, with its last digit 9 written as 8 (row 9 then
// holds two 8s), and the same with its first cell blank, which only a 5 fits.
namespace {
const char* kFullButWrong = "534678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 345286178";
const char* kOneBlankButWrong =
    "034678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 345286178";
}  // namespace

TEST_CASE("each document's recipe gives its own answer for a grid that breaks a rule", "[backtracking]") {
  struct Row {
    const char* recipe;
    const char* puzzle;
    bool solved;
  };
  const ref::Grid full = parse_grid(kFullButWrong), blank = parse_grid(kOneBlankButWrong);
  const auto solve = [](const char* recipe, const ref::Grid& puzzle) {
    const std::string name = recipe;
    if (name == "lesson")
      return ref::reading_order_solve(puzzle, ref::kNoBudget, ref::kNoDeadline, ref::Givens::Trusted);
    if (name == "lesson fast")
      return ref::fewest_first_solve(puzzle, ref::kNoBudget, ref::kNoDeadline, ref::Givens::Trusted);
    if (name == "java")
      return ref::reading_order_solve(puzzle, ref::kNoBudget, ref::kNoDeadline, ref::Givens::CheckedWhenFull);
    if (name == "htdp") return ref::brute_force_solve(puzzle);
    return ref::reading_order_solve(puzzle);  // the reference refuses clashing givens
  };
  // The lesson's solve finds no empty cell, or fills the one with its only
  // allowed digit, and reports success; the Java recipe checks the full grid;
  // HtDP's valid-board? rejects every board the clash is on; solved? is
  // "full", so a full board is its own answer.
  const Row table[] = {
      {"lesson", kFullButWrong, true},      {"lesson", kOneBlankButWrong, true},
      {"lesson fast", kFullButWrong, true}, {"lesson fast", kOneBlankButWrong, true},
      {"java", kFullButWrong, false},       {"java", kOneBlankButWrong, false},
      {"htdp", kFullButWrong, true},        {"htdp", kOneBlankButWrong, false},
      {"reference", kFullButWrong, false},  {"reference", kOneBlankButWrong, false},
  };
  for (const Row& row : table) {
    CAPTURE(row.recipe, row.puzzle);
    const ref::Grid puzzle = parse_grid(row.puzzle);
    const ref::Trace trace = solve(row.recipe, puzzle);
    CHECK(trace.solved == row.solved);
    CHECK_FALSE(trace.gave_up);
    CHECK(trace.grid == (row.solved ? full : puzzle));
  }
  CHECK(ref::reading_order_count(full, 2).count == 1);
  CHECK(ref::reading_order_count(blank, 2).count == 1);
}

TEST_CASE("HtDP's brute force passes the document's check-expects", "[backtracking]") {
  const ref::Grid bd4 = parse_grid(
      "274.91..5 1..5...9. 6....328. ..19....8 ..51..6.. 7...8...3 4.2.....9 .......7. 8..349...");
  const ref::Grid bd5 = parse_grid(
      "5....4.7. .1..5.6.. ..49..... .9...75.. 18.2..... .....6... ..3.....8 .6..8...9 ..8.7..31");
  const ref::Grid bd7 = parse_grid(
      "12345678. ........2 ........3 ........4 ........5 ........6 ........7 ........8 ........9");
  CHECK(ref::brute_force_solve(bd4).grid ==
        parse_grid("274891365 138526497 659473281 321964758 985137642 746285913 462758139 "
                   "593612874 817349526"));
  CHECK(ref::brute_force_solve(bd5).grid ==
        parse_grid("539164872 812753694 674928315 296417583 187235946 345896127 923541768 "
                   "761382459 458679231"));
  const ref::Trace no_solution = ref::brute_force_solve(bd7);
  CHECK_FALSE(no_solution.solved);
  CHECK(no_solution.grid == bd7);
}

TEST_CASE("on valid givens brute force keeps exactly the boards reading order writes", "[backtracking]") {
  // The boards it throws away cost it time, not placements: the lesson's
  // figures (6,649 and the 4 x 4's 26) hold for it too.
  for (const char* puzzle : {kLessonPuzzle, "0000 0140 3002 0000", kHelperEasy,
                             "001234567 008000000 000000000 000000000 000000000 000000000 "
                             "000000000 000000000 000000000"}) {
    CAPTURE(puzzle);
    const ref::Trace brute = ref::brute_force_solve(parse_grid(puzzle));
    const ref::Trace plain = ref::reading_order_solve(parse_grid(puzzle));
    CHECK(brute.placements == plain.placements);
    CHECK(brute.solved == plain.solved);
    CHECK(brute.grid == plain.grid);
  }
  CHECK(ref::brute_force_solve(parse_grid(kLessonPuzzle)).placements == 6649);
}

TEST_CASE("brute force stops at its budget and its deadline", "[backtracking]") {
  const ref::Trace budget = ref::brute_force_solve(parse_grid(kLessonPuzzle), 1000);
  CHECK(budget.gave_up);
  CHECK(budget.placements == 1000);
  CHECK(budget.grid == parse_grid(kLessonPuzzle));
  const ref::Trace late = ref::brute_force_solve(
      parse_grid("907000020 000000000 000080406 000000000 018000003 000700590 000000108 040000005 "
                 "800579040"),
      ref::kNoBudget, std::chrono::steady_clock::now());
  CHECK(late.gave_up);
  CHECK_FALSE(late.solved);
}

TEST_CASE("the lesson's count_solutions gives the lesson's printed counts", "[backtracking]") {
  struct Row {
    const char* puzzle;
    std::int64_t limit;
    std::int64_t count;
  };
  const char* empty = "000000000 000000000 000000000 000000000 000000000 000000000 000000000 "
                      "000000000 000000000";
  const Row table[] = {
      // Test 1 and the task's example
      {"980000001 020708540 000000900 015020000 860500073 000000000 658410700 100009000 000800000", 2, 1},
      {empty, 3, 3},
      // Test 2, Test 3 (twice), Test 5, Test 6
      {"980000001 020708540 000000900 015020000 860500073 000000000 650410700 100009000 000800000", 10, 2},
      {"980000001 020708040 000000900 015020000 860500073 000000000 658410700 100009000 000800000", 10, 5},
      {"980000001 020708040 000000900 015020000 860500073 000000000 658410700 100009000 000800000", 3, 3},
      {empty, 4, 4},
      {"001234567 008000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000", 5, 0},
  };
  for (const Row& row : table) {
    CAPTURE(row.puzzle, row.limit);
    const ref::CountTrace trace = ref::reading_order_count(parse_grid(row.puzzle), row.limit);
    CHECK(trace.count == row.count);
    CHECK_FALSE(trace.gave_up);
  }
}

TEST_CASE("the lesson's count_solutions stops at its budget and its deadline", "[backtracking]") {
  const ref::Grid big = parse_grid(
      "907000020 000000000 000080406 000000000 018000003 000700590 000000108 040000005 800579040");
  const ref::CountTrace budget = ref::reading_order_count(big, 2, 500);
  CHECK(budget.gave_up);
  CHECK(budget.placements == 500);
  const ref::CountTrace late = ref::reading_order_count(big, 2, ref::kNoBudget, std::chrono::steady_clock::now());
  CHECK(late.gave_up);
  CHECK(late.count == 0);
  CHECK(late.placements < 10000);
}
