// The fast solver checked by things that share none of its code: the
// independent validator, the plain reading-order search, and tdoku's exact
// solution counts. The puzzles are cuts of the public benchmark sets, kept in
// tests/fixtures/puzzles/ (its README names their sources) so this runs on a
// fresh clone.
#include <catch2/catch.hpp>

#include <fstream>
#include <initializer_list>
#include <string>
#include <vector>

#include "backtracking.h"
#include "grid_format.h"
#include "solver.h"
#include "validator.h"

namespace {

const std::string kPuzzles = std::string(SOURCE_DIR) + "/tests/fixtures/puzzles";

// Non-blank lines of a fixture. A missing or empty fixture fails the test:
// skipping would let a broken checkout pass without cross-checking anything.
std::vector<std::string> read_lines(const std::string& name) {
  const std::string path = kPuzzles + "/" + name;
  std::ifstream in(path);
  INFO("fixture " << path);
  REQUIRE(in);
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty()) lines.push_back(line);
  REQUIRE_FALSE(lines.empty());
  return lines;
}

validator::Rows rows_of(const ref::Grid& grid) { return grid.rows(); }

}  // namespace

// Many 17-clue puzzles fall to singles alone; the hardest lists make the
// fast solver guess and undo deeply, the part a bug would most likely hide in.
TEST_CASE("on 17-clue and hardest-list puzzles the validator accepts the fast solver's only solution",
          "[cross_check]") {
  for (const char* file : {"17_clue.txt", "forum_hardest_1106.txt", "magictour_top1465.txt"}) {
    const std::vector<std::string> lines = read_lines(file);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      INFO(file << " line " << i + 1 << ": " << lines[i]);
      const ref::Grid puzzle = ref::parse_grid(lines[i]);
      const ref::Solutions found = ref::find_solutions(puzzle, 2);
      REQUIRE(found.count == 1);
      const validator::Judgement verdict = validator::judge(rows_of(puzzle), rows_of(*found.first));
      REQUIRE(verdict.solved());
    }
  }
}

// Reading order finishes only 3 of the 246 17-clue puzzles within 100,000
// placements, so it is compared on serg's 34-35 clue puzzles instead. The
// last check keeps the comparison from passing by skipping most puzzles.
TEST_CASE("reading order agrees with the fast solver on solvability, within a small budget", "[cross_check]") {
  const std::vector<std::string> lines = read_lines("serg_benchmark.txt");
  std::size_t finished = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("serg_benchmark.txt line " << i + 1 << ": " << lines[i]);
    const ref::Grid puzzle = ref::parse_grid(lines[i]);
    const ref::Trace plain = ref::reading_order_solve(puzzle, 20000);
    if (plain.gave_up) continue;
    ++finished;
    REQUIRE(plain.solved == (ref::count_solutions(puzzle, 1) == 1));
    if (plain.solved) REQUIRE(validator::judge(rows_of(puzzle), rows_of(plain.grid)).solved());
  }
  INFO("reading order finished " << finished << " of " << lines.size());
  CHECK(finished * 2 > lines.size());
}

TEST_CASE("invalid puzzles have 0 solutions for both solvers", "[cross_check]") {
  const std::vector<std::string> lines = read_lines("emerentius_invalid.txt");
  for (const std::string& line : lines) {
    INFO(line);
    const ref::Grid puzzle = ref::parse_grid(line.substr(0, 81));
    CHECK(ref::count_solutions(puzzle, 2) == 0);
    const ref::Trace plain = ref::fewest_first_solve(puzzle, 1000000);
    CHECK_FALSE(plain.solved);
  }
}

TEST_CASE("exact solution counts match tdoku's test puzzles", "[cross_check]") {
  const std::vector<std::string> lines = read_lines("tdoku_test_counts.txt");
  for (const std::string& line : lines) {
    INFO(line);
    // puzzle:count[:solution]
    const std::size_t colon = line.find(':');
    REQUIRE(colon != std::string::npos);
    const std::size_t second = line.find(':', colon + 1);
    const std::int64_t count = std::stoll(line.substr(colon + 1, second - colon - 1));
    const ref::Solutions found = ref::find_solutions(ref::parse_grid(line.substr(0, colon)), 100000);
    CHECK(found.count == count);
    if (second != std::string::npos) {
      REQUIRE(found.first);
      CHECK(*found.first == ref::parse_grid(line.substr(second + 1)));
    }
  }
}
