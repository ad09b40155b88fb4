#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "base/error.h"
#include "base/grid_argument.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const char* const kPuzzle = "1...............";

std::string error_of(const std::string& argument, const std::string& role) {
  try {
    read_grid_argument(argument, role);
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a grid argument may be the grid text itself", "[grid_argument]") {
  const GridArgument read = read_grid_argument(kPuzzle, "PUZZLE");
  CHECK(read.grid.size() == 4);
  CHECK(read.grid.at(0) == 1);
  CHECK(read.where == "PUZZLE");
}

TEST_CASE("a grid argument naming a file is the file's contents, and messages name the file", "[grid_argument]") {
  const TempDir dir("grid-argument-test");
  std::ofstream(dir / "good.txt") << "1 . . .\n. . . .\n. . . .\n. . . 4\n";
  std::ofstream(dir / "bad.txt") << "1...\n.x..\n....\n....\n";
  const GridArgument read = read_grid_argument((dir / "good.txt").string(), "GRID");
  CHECK(read.grid.at(15) == 4);
  CHECK(read.where == "GRID: " + (dir / "good.txt").string());
  CHECK(error_of((dir / "bad.txt").string(), "GRID") ==
        "GRID: " + (dir / "bad.txt").string() + ": row 2, column 2: 'x' is not a digit");
}

TEST_CASE("a word that is neither a file nor a grid is said to be both", "[grid_argument]") {
  CHECK(error_of("missing.txt", "PUZZLE") ==
        "PUZZLE: 'missing.txt' is not a file, and not a grid: expected 16 cells, found 11");
  // Digits and dots only: a grid with a mistake, not a file name.
  CHECK(error_of("1...", "PUZZLE") == "PUZZLE: expected 16 cells, found 4");
}
