// The fast solver checked by things that share none of its code: the
// independent validator, the plain reading-order search, and tdoku's exact
// solution counts. Uses the benchmark puzzle files when they are present.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "backtracking.h"
#include "grid_format.h"
#include "solver.h"
#include "validator.h"

namespace {

const std::string kPuzzles = BENCH_PUZZLES_DIR;

// Non-blank lines of a file; empty when the file is missing.
std::vector<std::string> read_lines(const std::string& path, std::size_t at_most) {
  std::vector<std::string> lines;
  std::ifstream in(path);
  std::string line;
  while (lines.size() < at_most && std::getline(in, line))
    if (!line.empty()) lines.push_back(line);
  return lines;
}

validator::Rows rows_of(const ref::Grid& grid) { return grid.rows(); }

}  // namespace

TEST_CASE("on 2,000 17-clue puzzles the validator accepts every solution", "[cross_check]") {
  const std::vector<std::string> lines = read_lines(kPuzzles + "/17_clue.txt", 2000);
  if (lines.empty()) {
    WARN("skipped: " << kPuzzles << "/17_clue.txt not found");
    return;
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("17_clue.txt line " << i + 1 << ": " << lines[i]);
    const ref::Grid puzzle = ref::parse_grid(lines[i]);
    const ref::Solutions found = ref::find_solutions(puzzle, 2);
    REQUIRE(found.count == 1);
    const validator::Judgement verdict = validator::judge(rows_of(puzzle), rows_of(*found.first));
    REQUIRE(verdict.solved());
  }
}

// Reading order finishes none of the 17-clue puzzles within 100,000
// placements, so it is compared on serg's 34-35 clue puzzles instead.
TEST_CASE("reading order agrees with the fast solver on solvability, within a small budget",
          "[cross_check]") {
  const std::vector<std::string> lines = read_lines(kPuzzles + "/serg_benchmark.txt", 2000);
  if (lines.empty()) {
    WARN("skipped: " << kPuzzles << "/serg_benchmark.txt not found");
    return;
  }
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
  const std::vector<std::string> lines = read_lines(kPuzzles + "/emerentius_invalid.txt", 100);
  if (lines.empty()) {
    WARN("skipped: " << kPuzzles << "/emerentius_invalid.txt not found");
    return;
  }
  for (const std::string& line : lines) {
    INFO(line);
    const ref::Grid puzzle = ref::parse_grid(line.substr(0, 81));
    CHECK(ref::count_solutions(puzzle, 2) == 0);
    const ref::Trace plain = ref::fewest_first_solve(puzzle, 1000000);
    CHECK_FALSE(plain.solved);
  }
}

TEST_CASE("exact solution counts match tdoku's test puzzles", "[cross_check]") {
  const std::vector<std::string> lines = read_lines(kPuzzles + "/tdoku_test_counts.txt", 1000);
  if (lines.empty()) {
    WARN("skipped: " << kPuzzles << "/tdoku_test_counts.txt not found");
    return;
  }
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
