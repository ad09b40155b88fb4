#include <catch2/catch.hpp>

#include "grid.h"
#include "grid_format.h"
#include "solver.h"

namespace {

using ref::parse_grid;

// Every row, column and box holds each digit once, and the givens are kept.
bool solves(const ref::Grid& solution, const ref::Grid& puzzle) {
  if (!solution.is_full() || ref::first_clash(solution)) return false;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell)
    if (puzzle.at(cell) != 0 && puzzle.at(cell) != solution.at(cell)) return false;
  return true;
}

// Seed 000 (HtDP), boards written row by row, '.' for the Racket B.
const char* kBD4 = "274.91..5 1..5...9. 6....328. ..19....8 ..51..6.. 7...8...3 4.2.....9 .......7. 8..349...";
const char* kBD4s = "274891365 138526497 659473281 321964758 985137642 746285913 462758139 593612874 817349526";
const char* kBD5 = "5....4.7. .1..5.6.. ..49..... .9...75.. 18.2..... .....6... ..3.....8 .6..8...9 ..8.7..31";
const char* kBD5s = "539164872 812753694 674928315 296417583 187235946 345896127 923541768 761382459 458679231";
const char* kBD6 = "..53..... 8......2. .7..1.5.. 4....53.. .1..7...6 ..32...8. .6.5....9 ..4....3. .....97..";
const char* kBD7 = "12345678. ........2 ........3 ........4 ........5 ........6 ........7 ........8 ........9";

}  // namespace

TEST_CASE("the HtDP easy and hard boards solve to the document's solutions", "[solver]") {
  CHECK(ref::solve(parse_grid(kBD4)) == parse_grid(kBD4s));
  CHECK(ref::solve(parse_grid(kBD5)) == parse_grid(kBD5s));
}

TEST_CASE("Inkala's board BD6 is solved and the solution keeps the rules", "[solver]") {
  const ref::Grid puzzle = parse_grid(kBD6);
  const auto solution = ref::solve(puzzle);
  REQUIRE(solution);
  CHECK(solves(*solution, puzzle));
  CHECK(ref::count_solutions(puzzle, 2) == 1);
}

TEST_CASE("BD7 has no solution: the last cell of row 1 can hold nothing", "[solver]") {
  CHECK_FALSE(ref::solve(parse_grid(kBD7)));
  CHECK(ref::count_solutions(parse_grid(kBD7), 5) == 0);
}

TEST_CASE("the nearly empty boards BD1 to BD3 are solvable", "[solver]") {
  const char* boards[] = {
      "......... ......... ......... ......... ......... ......... ......... ......... .........",  // BD1
      "123456789 ......... ......... ......... ......... ......... ......... ......... .........",
      "1........ 2........ 3........ 4........ 5........ 6........ 7........ 8........ 9........"};
  for (const char* text : boards) {
    const ref::Grid puzzle = parse_grid(text);
    const auto solution = ref::solve(puzzle);
    INFO(text);
    REQUIRE(solution);
    CHECK(solves(*solution, puzzle));
  }
}

TEST_CASE("AI Escargot from the Java assignment has exactly one solution", "[solver]") {
  const ref::Grid puzzle = parse_grid(
      "1....7.9. .3..2...8 ..96..5.. ..53..9.. .1..8...2 6....4... 3......1. .4......7 ..7...3..");
  const ref::Solutions found = ref::find_solutions(puzzle, 2);
  CHECK(found.count == 1);
  REQUIRE(found.first);
  CHECK(solves(*found.first, puzzle));
}

TEST_CASE("the Java assignment's examples 1 and 2 solve to their given solutions", "[solver]") {
  CHECK(ref::solve(parse_grid("78..9..2. 1.....964 ...251... ..6185... 5.4...3.2 ...3425.. "
                              "...963... 641.....3 .9..1..57")) ==
        parse_grid("783496125 125738964 469251738 236185479 514679382 978342516 "
                   "857963241 641527893 392814657"));
  CHECK(ref::solve(parse_grid(".6.9.8.1. ..4...... 8.3...45. 2...6...8 9.......4 5...7...2 "
                              ".78...9.5 ......6.. .1.3.2.4.")) ==
        parse_grid("765948213 124536789 893721456 247163598 936285174 581479362 "
                   "378614925 452897631 619352847"));
}

TEST_CASE("the lesson's counts: 1 for its puzzle, limits cap an empty grid", "[solver]") {
  const ref::Grid puzzle = parse_grid(
      "980000001 020708540 000000900 015020000 860500073 000000000 658410700 100009000 000800000");
  CHECK(ref::count_solutions(puzzle, 2) == 1);
  CHECK(ref::count_solutions(ref::Grid(9), 3) == 3);
  CHECK(ref::count_solutions(ref::Grid(9), 4) == 4);
}

TEST_CASE("the lesson's variants have 2 and 5 solutions, and the limit stops the count", "[solver]") {
  const ref::Grid two = parse_grid(
      "980000001 020708540 000000900 015020000 860500073 000000000 650410700 100009000 000800000");
  const ref::Grid five = parse_grid(
      "980000001 020708040 000000900 015020000 860500073 000000000 658410700 100009000 000800000");
  CHECK(ref::count_solutions(two, 10) == 2);
  CHECK(ref::count_solutions(five, 10) == 5);
  CHECK(ref::count_solutions(five, 3) == 3);
}

TEST_CASE("the lesson's unsolvable puzzle counts 0", "[solver]") {
  CHECK(ref::count_solutions(parse_grid("001234567 008000000 000000000 000000000 000000000 "
                                        "000000000 000000000 000000000 000000000"),
                             5) == 0);
}

TEST_CASE("the helper's 4 x 4 puzzle has its one solution", "[solver]") {
  const ref::Solutions found = ref::find_solutions(parse_grid("1... ..3. .4.. ...2"), 2);
  CHECK(found.count == 1);
  CHECK(found.first == parse_grid("1324 4231 2413 3142"));
}

TEST_CASE("a 16 x 16 puzzle with 100 blanks is solved and keeps its givens", "[solver]") {
  // A valid 16 x 16 grid by the shifting pattern, then 100 cells blanked.
  ref::Grid full(16);
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c) full.set(r, c, (r % 4 * 4 + r / 4 + c) % 16 + 1);
  REQUIRE_FALSE(ref::first_clash(full));
  ref::Grid puzzle = full;
  for (int i = 0; i < 100; ++i) puzzle.set(i * 37 % 256, 0);
  const ref::Grid parsed = parse_grid(ref::format_line(puzzle));
  const auto solution = ref::solve(parsed);
  REQUIRE(solution);
  CHECK(solves(*solution, parsed));
}

TEST_CASE("an empty 16 x 16 and an easy 25 x 25 are solved", "[solver]") {
  const auto empty16 = ref::solve(ref::Grid(16));
  REQUIRE(empty16);
  CHECK(solves(*empty16, ref::Grid(16)));

  ref::Grid full(25);
  for (int r = 0; r < 25; ++r)
    for (int c = 0; c < 25; ++c) full.set(r, c, (r % 5 * 5 + r / 5 + c) % 25 + 1);
  REQUIRE_FALSE(ref::first_clash(full));
  ref::Grid puzzle = full;
  for (int i = 0; i < 250; ++i) puzzle.set(i * 101 % 625, 0);
  const auto solution = ref::solve(puzzle);
  REQUIRE(solution);
  CHECK(solves(*solution, puzzle));
}

TEST_CASE("clashing givens have 0 solutions in every size", "[solver]") {
  CHECK(ref::count_solutions(parse_grid("11.. .... .... ...."), 2) == 0);
  CHECK(ref::count_solutions(parse_grid("5.......5 ......... ......... ......... ......... "
                                        "......... ......... ......... ........."),
                             2) == 0);
  ref::Grid column_clash(16);
  column_clash.set(0, 3, 7);
  column_clash.set(15, 3, 7);
  CHECK_FALSE(ref::solve(column_clash));
  ref::Grid box_clash(25);
  box_clash.set(0, 0, 9);
  box_clash.set(4, 4, 9);
  CHECK(ref::count_solutions(box_clash, 2) == 0);
}

TEST_CASE("a limit below 1 is read as 1", "[solver]") { CHECK(ref::count_solutions(ref::Grid(4), 0) == 1); }
