#include "helper_board.h"

#include <catch2/catch.hpp>

#include "grid_format.h"

using namespace ref::helper;

namespace {

const ref::Grid kCorpus4 = ref::parse_grid("1...\n..3.\n.4..\n...2\n");

}  // namespace

TEST_CASE("Units are the rows, then the columns, then the boxes numbered row by row", "[helper_board]") {
  const std::vector<Unit> all = units(4);
  REQUIRE(all.size() == 12);
  CHECK(all[0].kind == UnitKind::Row);
  CHECK(all[4].kind == UnitKind::Column);
  CHECK(all[4].cells[1] == Cell{1, 0});
  CHECK(all[9].kind == UnitKind::Box);
  CHECK(all[9].index == 1);
  CHECK(all[9].cells == std::vector<Cell>{{0, 2}, {0, 3}, {1, 2}, {1, 3}});
  CHECK(all[10].cells.front() == Cell{2, 0});
}

TEST_CASE("A cell's candidates are the numbers missing from its row, column and box", "[helper_board]") {
  CHECK(candidates(kCorpus4, {0, 1}) == std::vector<int>{2, 3});
  CHECK(candidates(kCorpus4, {0, 3}) == std::vector<int>{4});
  CHECK(candidates(kCorpus4, {3, 0}) == std::vector<int>{3});
}

TEST_CASE("Clashes list every unit and number held twice or more, with all its cells", "[helper_board]") {
  CHECK(clashes(kCorpus4).empty());
  const auto found = clashes(ref::parse_grid("1.11\n....\n1...\n....\n"));
  REQUIRE(found.size() == 3);
  CHECK(found[0].unit.kind == UnitKind::Row);
  CHECK(found[0].number == 1);
  CHECK(found[0].cells == std::vector<Cell>{{0, 0}, {0, 2}, {0, 3}});
  CHECK(found[1].unit.kind == UnitKind::Column);
  CHECK(found[1].unit.index == 0);
  CHECK(found[1].cells == std::vector<Cell>{{0, 0}, {2, 0}});
  CHECK(found[2].unit.kind == UnitKind::Box);
  CHECK(found[2].unit.index == 1);
  CHECK(found[2].cells == std::vector<Cell>{{0, 2}, {0, 3}});
}

TEST_CASE("A clash is ordered by unit first, then by number", "[helper_board]") {
  const auto found = clashes(ref::parse_grid("2211\n....\n....\n....\n"));
  REQUIRE(found.size() == 4);
  CHECK(found[0].number == 1);  // row 1: 1s before 2s
  CHECK(found[1].number == 2);
  CHECK(found[2].unit.kind == UnitKind::Box);
  CHECK(found[2].number == 2);  // box 1 holds the 2s, box 2 the 1s
  CHECK(found[3].unit.index == 1);
}

TEST_CASE("A naked single is the first empty cell with one candidate, or none", "[helper_board]") {
  auto single = naked_single(kCorpus4);
  REQUIRE(single);
  CHECK(single->cell == Cell{0, 3});
  CHECK(single->number == 4);
  auto dead = naked_single(ref::parse_grid("12..\n..34\n....\n....\n"));
  REQUIRE(dead);
  CHECK(dead->cell == Cell{0, 2});
  CHECK(dead->number == 0);
  CHECK_FALSE(naked_single(ref::parse_grid("1.3.\n....\n....\n....\n")));
}

TEST_CASE("A hidden single is a number with one possible cell left in a unit", "[helper_board]") {
  auto single = hidden_single(kCorpus4);
  REQUIRE(single);
  CHECK(single->unit.kind == UnitKind::Row);
  CHECK(single->unit.index == 0);
  CHECK(single->number == 3);
  CHECK(single->cell == Cell{0, 1});
  auto later = hidden_single(ref::parse_grid("12..\n..3.\n....\n....\n"));
  REQUIRE(later);
  CHECK(later->unit.index == 1);
  CHECK(later->number == 1);
  CHECK(later->cell == Cell{1, 3});
  CHECK_FALSE(hidden_single(ref::parse_grid("1...\n.2..\n..3.\n....\n")));
}
