#include "generate/puzzle_maker.h"

#include <catch2/catch.hpp>

#include "backtracking.h"
#include "solver.h"
#include "validator.h"

using namespace harness;

namespace {

std::optional<MadePuzzle> first_made(const PuzzleRequest& request, Rng& rng) {
  for (int tries = 0; tries < 500; ++tries)
    if (auto made = try_make_puzzle(request, rng)) return made;
  return std::nullopt;
}

}  // namespace

TEST_CASE("a random solution is a full grid that breaks no rule, another for another seed", "[generate]") {
  for (const int size : {4, 9, 16, 25}) {
    INFO("size " << size);
    Rng rng(3);
    const ref::Grid grid = random_solution(size, rng);
    CHECK(grid.is_full());
    CHECK(validator::rule_breaks(grid.rows()).empty());
    Rng other(4);
    CHECK(random_solution(size, other) != grid);
  }
}

TEST_CASE("a unique puzzle has one solution by the solver and by the validator, and it is the one given",
          "[generate]") {
  for (const int size : {4, 9, 16}) {
    INFO("size " << size);
    Rng rng(11);
    PuzzleRequest request;
    request.size = size;
    const auto made = first_made(request, rng);
    REQUIRE(made);
    REQUIRE(made->solution);
    CHECK(ref::count_solutions(made->puzzle, 2) == 1);
    CHECK(validator::count_completions(made->puzzle.rows(), 2) == 1);
    CHECK(validator::judge(made->puzzle.rows(), made->solution->rows()).solved());
    CHECK(made->puzzle.empty_count() > 0);
  }
}

TEST_CASE("an unsolvable puzzle shows no clash, yet has no solution", "[generate]") {
  Rng rng(5);
  PuzzleRequest request;
  request.kind = PuzzleKind::Unsolvable;
  const auto made = first_made(request, rng);
  REQUIRE(made);
  CHECK_FALSE(ref::first_clash(made->puzzle));
  CHECK(ref::count_solutions(made->puzzle, 1) == 0);
  CHECK(validator::count_completions(made->puzzle.rows(), 1) == 0);
  CHECK(made->count == 0);
  CHECK_FALSE(made->solution);
}

TEST_CASE("a counted puzzle has the stated count of solutions, capped at the limit", "[generate]") {
  Rng rng(5);
  PuzzleRequest request;
  request.kind = PuzzleKind::Counted;
  request.limit = 4;
  for (int i = 0; i < 5; ++i) {
    const auto made = first_made(request, rng);
    REQUIRE(made);
    CHECK(made->count >= 2);
    CHECK(made->count <= 4);
    CHECK(ref::count_solutions(made->puzzle, 4) == made->count);
    CHECK(ref::reading_order_count(made->puzzle, 4).count == made->count);
  }
}

TEST_CASE("each difficulty is a band of the reading-order search's placements", "[generate]") {
  struct Row {
    Difficulty difficulty;
    std::uint64_t above, at_most;
  };
  const Row rows[] = {{Difficulty::Easy, 0, kEasyPlacements},
                      {Difficulty::Medium, kEasyPlacements, kMediumPlacements},
                      {Difficulty::Hard, kMediumPlacements, kHardPlacements}};
  for (const auto& row : rows) {
    INFO(difficulty_name(row.difficulty));
    Rng rng(21);
    PuzzleRequest request;
    request.difficulty = row.difficulty;
    const auto made = first_made(request, rng);
    REQUIRE(made);
    const ref::Trace trace = ref::reading_order_solve(made->puzzle);
    CHECK(trace.solved);
    CHECK(trace.placements == made->reading_order_placements);
    CHECK(trace.placements > row.above);
    CHECK(trace.placements <= row.at_most);
  }
  CHECK(difficulty_named("speed") == Difficulty::Speed);
  CHECK_FALSE(difficulty_named("insane"));
}

TEST_CASE("kinds and difficulties are read back from the words generate's flags take", "[generate]") {
  for (const PuzzleKind kind : {PuzzleKind::Unique, PuzzleKind::Unsolvable, PuzzleKind::Counted})
    CHECK(kind_named(kind_name(kind)) == kind);
  for (const Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Speed})
    CHECK(difficulty_named(difficulty_name(d)) == d);
  CHECK(std::string(kind_name(PuzzleKind::Unsolvable)) == "unsolvable");
  CHECK_FALSE(kind_named("several"));
}

TEST_CASE("a speed puzzle keeps reading order searching while fewest-first solves it", "[generate][slow]") {
  Rng rng(5);
  PuzzleRequest request;
  request.difficulty = Difficulty::Speed;
  const auto made = first_made(request, rng);
  REQUIRE(made);
  CHECK_FALSE(made->reading_order_finished);
  CHECK(ref::reading_order_solve(made->puzzle, kSpeedSlowPlacements).gave_up);
  const ref::Trace fast = ref::fewest_first_solve(made->puzzle, kSpeedFastPlacements);
  CHECK(fast.solved);
  CHECK(fast.grid == *made->solution);
}
