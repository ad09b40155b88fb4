#include <catch2/catch.hpp>

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"
#include "cli/command.h"
#include "command_run.h"

namespace {

// Calls run_solve in-process with std::cout and std::cerr captured.
CommandRun solve(std::vector<std::string> args) {
  args.insert(args.begin(), "solve");
  return run_command(harness::run_solve, args);
}

const char* kNoSolution = "12345678. ........2 ........3 ........4 ........5 ........6 ........7 ........8 ........9";

}  // namespace

TEST_CASE("solve prints the solution rows of one puzzle and exits 0", "[cmd_solve]") {
  const CommandRun run = solve({"1... ..3. .4.. ...2"});
  CHECK(run.code == 0);
  CHECK(run.out == "1324\n4231\n2413\n3142\n");
}

TEST_CASE("solve says 'no solution' and exits 1 for an unsolvable puzzle", "[cmd_solve]") {
  const CommandRun run = solve({kNoSolution});
  CHECK(run.code == 1);
  CHECK(run.out == "no solution\n");
}

TEST_CASE("solve --count stops at the limit", "[cmd_solve]") {
  CHECK(solve({"--count", "1... .... .... ...."}).out == "2\n");
  const CommandRun run = solve({"--count", "--limit", "7", "1... .... .... ...."});
  CHECK(run.code == 0);
  CHECK(run.out == "7\n");
}

TEST_CASE("solve --json prints puzzle, solvable, solution and count", "[cmd_solve]") {
  CHECK(solve({"--json", "1... ..3. .4.. ...2"}).out ==
        "{\"puzzle\":\"1.....3..4.....2\",\"solvable\":true,\"solution\":\"1324423124133142\","
        "\"count\":1}\n");
  CHECK(solve({"--json", kNoSolution}).out.find("\"solution\":null,\"count\":0") != std::string::npos);
}

TEST_CASE("clashing givens are an input error naming the clash", "[cmd_solve]") {
  const CommandRun run = solve({"11.. .... .... ...."});
  CHECK(run.code == 2);
  CHECK(run.err == "PUZZLE: givens clash: Row 1 has two 1s (columns 1 and 2)");
}

TEST_CASE("a file of puzzles gets one line each and bad lines named by line", "[cmd_solve]") {
  const std::string path = std::string(BINARY_DIR) + "/cmd_solve_test_puzzles.txt";
  std::ofstream(path) << "1... ..3. .4.. ...2\nabc\n\n11.. .... .... ....\n" << kNoSolution << "\n";
  const CommandRun run = solve({"--file", path});
  CHECK(run.code == 2);
  CHECK(run.out == "1324423124133142\nno solution\n");
  CHECK(run.err ==
        path + ":2: expected 16 cells, found 3\n" + path + ":4: givens clash: Row 1 has two 1s (columns 1 and 2)\n");
}

TEST_CASE("a word that is neither a file nor a grid is reported as such", "[cmd_solve]") {
  const CommandRun run = solve({"no_such_file.txt"});
  CHECK(run.code == 2);
  CHECK(run.err.find("'no_such_file.txt' is not a file, and not a grid") != std::string::npos);
}

TEST_CASE("solve needs exactly one of PUZZLE and --file", "[cmd_solve]") {
  CHECK(solve({}).code == 2);
  CHECK(solve({"--file", "x", "1... ..3. .4.. ...2"}).code == 2);
}
