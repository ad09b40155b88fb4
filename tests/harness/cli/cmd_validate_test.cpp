#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "cli/command.h"
#include "temp_dir.h"

namespace {

const char* const kPuzzle = "1...............";
const char* const kSolution = "1234341221434321";

struct ValidateRun {
  int exit_code;
  std::string out;
};

// Runs `sudoku-grade validate ARGS...` in process, capturing what it prints.
ValidateRun validate(std::vector<std::string> args) {
  args.insert(args.begin(), "validate");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::ostringstream out;
  std::streambuf* const saved = std::cout.rdbuf(out.rdbuf());
  struct Restore {
    std::streambuf* saved;
    ~Restore() { std::cout.rdbuf(saved); }
  } restore{saved};
  const int code = harness::run_validate(static_cast<int>(argv.size()), argv.data());
  return {code, out.str()};
}

std::string error_of(const std::vector<std::string>& args) {
  try {
    validate(args);
  } catch (const harness::Error& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("validate says ok and exits 0 for a solution", "[cmd_validate]") {
  const ValidateRun run = validate({kPuzzle, kSolution});
  CHECK(run.exit_code == 0);
  CHECK(run.out == "ok: the grid solves the puzzle\n");
}

TEST_CASE("validate prints each problem on its own line and exits 1", "[cmd_validate]") {
  const ValidateRun run = validate({kPuzzle, "2134341221434321"});
  CHECK(run.exit_code == 1);
  CHECK(run.out == "changed the given 1 at row 1, column 1\n"
                   "Column 1 has two 2s (rows 1 and 3)\n"
                   "Column 2 has two 1s (rows 1 and 3)\n");
}

TEST_CASE("validate --json reports solved, problems and empty cells", "[cmd_validate]") {
  const ValidateRun run = validate({kPuzzle, "1234341221434300", "--json"});
  CHECK(run.exit_code == 1);
  CHECK(run.out == "{\"solved\":false,\"problems\":[\"2 cells are still empty\"],\"empty_cells\":2}\n");
  CHECK(validate({kPuzzle, kSolution, "--json"}).out == "{\"solved\":true,\"problems\":[],\"empty_cells\":0}\n");
}

TEST_CASE("validate reads a grid from a file", "[cmd_validate]") {
  const TempDir dir("cmd-validate-test");
  const std::filesystem::path path = dir / "grid.txt";
  std::ofstream(path) << "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n";
  CHECK(validate({kPuzzle, path.string()}).exit_code == 0);
  std::ofstream(path) << "1234\n3x12\n2143\n4321\n";
  CHECK(error_of({kPuzzle, path.string()}) == "GRID: " + path.string() + ": row 2, column 2: 'x' is not a digit");
}

TEST_CASE("validate names the argument a bad grid came from", "[cmd_validate]") {
  CHECK(error_of({"1...", kSolution}) == "PUZZLE: expected 16 cells, found 4");
  CHECK(error_of({kPuzzle, "1234\n3x12\n2143\n4321\n"}) == "GRID: row 2, column 2: 'x' is not a digit");
  CHECK(error_of({kPuzzle, "missing.txt"}) ==
        "GRID: 'missing.txt' is not a file, and not a grid: expected 16 cells, found 11");
  CHECK(error_of({"-", "-"}) == "PUZZLE and GRID cannot both be - (stdin holds one grid)");
}

TEST_CASE("validate's wrong size is a problem, not an input error", "[cmd_validate]") {
  const ValidateRun run = validate({kPuzzle, std::string(81, '1')});
  CHECK(run.exit_code == 1);
  CHECK(run.out == "expected 4 rows, found 9\n");
}
