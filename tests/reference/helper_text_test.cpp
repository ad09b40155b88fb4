#include "helper_text.h"

#include <catch2/catch.hpp>

#include "grid_format.h"

using namespace ref::helper;

TEST_CASE("Units are named as a sentence starts or goes on", "[helper_text]") {
  const auto all = units(9);
  CHECK(unit_name(all[2]) == "Row 3");
  CHECK(unit_name(all[11], true) == "column 3");
  CHECK(unit_name(all[26]) == "Box 9");
}

TEST_CASE("A clash names columns for a row, rows for a column and cells for a box", "[helper_text]") {
  const auto found = clashes(ref::parse_grid("1.11\n....\n1...\n....\n"));
  REQUIRE(found.size() == 3);
  CHECK(clash_text(found[0]) == "Row 1 has three 1s (columns 1, 3 and 4).");
  CHECK(clash_text(found[1]) == "Column 1 has two 1s (rows 1 and 3).");
  CHECK(clash_text(found[2]) == "Box 2 has two 1s (cells 1-3 and 1-4).");
}

TEST_CASE("A board is drawn with column numbers, box rules and its empty cells counted", "[helper_text]") {
  CHECK(board_text(ref::parse_grid("1...\n..3.\n.4..\n...2\n")) == "    1 2   3 4\n"
                                                                   "  +-----+-----+\n"
                                                                   "1 | 1 . | . . |\n"
                                                                   "2 | . . | 3 . |\n"
                                                                   "  +-----+-----+\n"
                                                                   "3 | . 4 | . . |\n"
                                                                   "4 | . . | . 2 |\n"
                                                                   "  +-----+-----+\n"
                                                                   "Empty cells: 12.\n");
  const std::string nine = board_text(ref::Grid(9));
  CHECK(nine.substr(0, nine.find('\n')) == "    1 2 3   4 5 6   7 8 9");
  CHECK(nine.substr(nine.find("\n9 |")) ==
        "\n9 | . . . | . . . | . . . |\n  +-------+-------+-------+\nEmpty cells: 81.\n");
}
