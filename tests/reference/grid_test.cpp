#include "grid.h"

#include <stdexcept>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace {

using Rows = std::vector<std::vector<int>>;

// The Java assignment's example 1, solved: a grid with no clash.
const Rows kSolved = {{7, 8, 3, 4, 9, 6, 1, 2, 5}, {1, 2, 5, 7, 3, 8, 9, 6, 4}, {4, 6, 9, 2, 5, 1, 7, 3, 8},
                      {2, 3, 6, 1, 8, 5, 4, 7, 9}, {5, 1, 4, 6, 7, 9, 3, 8, 2}, {9, 7, 8, 3, 4, 2, 5, 1, 6},
                      {8, 5, 7, 9, 6, 3, 2, 4, 1}, {6, 4, 1, 5, 2, 7, 8, 9, 3}, {3, 9, 2, 8, 1, 4, 6, 5, 7}};

std::string invalid_argument_of(const Rows& rows) {
  try {
    ref::Grid::from_rows(rows);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("only sizes with square boxes are supported", "[grid]") {
  for (int size = 0; size <= 30; ++size) {
    CAPTURE(size);
    const bool square = size == 4 || size == 9 || size == 16 || size == 25;
    CHECK(ref::Grid::is_supported_size(size) == square);
  }
  CHECK_THROWS_AS(ref::Grid(8), std::invalid_argument);
  CHECK(ref::Grid(16).box() == 4);
  CHECK(ref::Grid(25).box() == 5);
}

TEST_CASE("a new grid is empty and counts its cells", "[grid]") {
  ref::Grid grid(9);
  CHECK(grid.box() == 3);
  CHECK(grid.cell_count() == 81);
  CHECK(grid.empty_count() == 81);
  grid.set(8, 8, 9);
  CHECK(grid.at(80) == 9);
  CHECK(grid.empty_count() == 80);
  CHECK_FALSE(grid.is_full());
}

TEST_CASE("a grid holds only values from 0 to its size", "[grid]") {
  ref::Grid grid(4);
  CHECK_THROWS_WITH(grid.set(0, 0, 5), "value 5 is out of range 0-4");
  CHECK_THROWS_WITH(grid.set(3, -1), "value -1 is out of range 0-4");
  CHECK(grid.empty_count() == 16);
}

TEST_CASE("from_rows keeps the rows and refuses a bad shape or value", "[grid]") {
  const ref::Grid grid = ref::Grid::from_rows(kSolved);
  CHECK(grid.rows() == kSolved);
  CHECK(grid.is_full());

  Rows short_row = kSolved;
  short_row[2].pop_back();
  CHECK(invalid_argument_of(short_row) == "row 3 has 8 cells, expected 9");
  CHECK(invalid_argument_of(Rows(kSolved.begin(), kSolved.end() - 1)) == "unsupported grid size 8");
  Rows big_value = kSolved;
  big_value[0][0] = 10;
  CHECK(invalid_argument_of(big_value) == "value 10 is out of range 0-9");
}

TEST_CASE("a solved grid and an empty grid have no clash", "[grid]") {
  CHECK(ref::first_clash(ref::Grid::from_rows(kSolved)) == std::nullopt);
  CHECK(ref::first_clash(ref::Grid(25)) == std::nullopt);
}

TEST_CASE("first_clash names the first repeat in the helper's words", "[grid]") {
  SECTION("the helper's typed 4x4 '11..' is a row clash") {
    ref::Grid grid(4);
    grid.set(0, 0, 1);
    grid.set(0, 1, 1);
    CHECK(ref::first_clash(grid) == "Row 1 has two 1s (columns 1 and 2)");
  }
  SECTION("a column clash") {
    ref::Grid grid(9);
    grid.set(1, 3, 7);
    grid.set(8, 3, 7);
    CHECK(ref::first_clash(grid) == "Column 4 has two 7s (rows 2 and 9)");
  }
  SECTION("a box clash, cells written row-column") {
    ref::Grid grid(9);
    grid.set(3, 3, 5);
    grid.set(5, 5, 5);
    CHECK(ref::first_clash(grid) == "Box 5 has two 5s (cells 4-4 and 6-6)");
  }
  SECTION("rows come before columns and boxes") {
    Rows rows = kSolved;
    rows[8][0] = 6;  // column 1 and box 7 repeat a 6; row 9 repeats it too
    CHECK(ref::first_clash(ref::Grid::from_rows(rows)) == "Row 9 has two 6s (columns 1 and 7)");
  }
  SECTION("a 16x16 names two-digit values and box 16") {
    ref::Grid grid(16);
    grid.set(12, 12, 12);
    grid.set(15, 15, 12);
    CHECK(ref::first_clash(grid) == "Box 16 has two 12s (cells 13-13 and 16-16)");
  }
}
