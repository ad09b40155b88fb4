#include "helper_puzzles.h"

#include <catch2/catch.hpp>

#include "backtracking.h"
#include "grid_format.h"
#include "helper_board.h"

using namespace ref::helper;

namespace {

ref::Grid grid_of(const BuiltInPuzzle& puzzle) {
  std::string text;
  for (const auto& row : puzzle.rows) text += row + "\n";
  return ref::parse_grid(text);
}

}  // namespace

TEST_CASE("The built-in puzzles are the document's three, each with one solution", "[helper_puzzles]") {
  const auto& puzzles = built_in_puzzles();
  REQUIRE(puzzles.size() == 3);
  CHECK(puzzles[0].title == "4 x 4, from the corpus case");
  CHECK(puzzles[1].title == "9 x 9, easy");
  CHECK(puzzles[2].title == "9 x 9, needs guessing");
  CHECK(grid_of(puzzles[0]).size() == 4);
  for (const auto& puzzle : puzzles) {
    CAPTURE(puzzle.title);
    CHECK(ref::helper_solve(grid_of(puzzle)).solutions == 1);
  }
}

TEST_CASE("The third puzzle's sure steps run out after 15, with 38 cells empty", "[helper_puzzles]") {
  ref::Grid grid = grid_of(built_in_puzzles()[2]);
  int steps = 0;
  for (;;) {
    if (auto single = naked_single(grid)) {
      REQUIRE(single->number != 0);
      grid.set(single->cell.row, single->cell.col, single->number);
    } else if (auto hidden = hidden_single(grid)) {
      grid.set(hidden->cell.row, hidden->cell.col, hidden->number);
    } else {
      break;
    }
    ++steps;
  }
  CHECK(steps == 15);
  CHECK(grid.empty_count() == 38);
  // The bad-input session types in exactly this board.
  CHECK(grid == ref::parse_grid(".253.4179\n.3.....6.\n.7.2.1.83\n982.4..5.\n564..78..\n"
                                "317825946\n24.5..69.\n75......8\n.98......\n"));
}
