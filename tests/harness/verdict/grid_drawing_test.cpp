#include "verdict/grid_drawing.h"

#include <catch2/catch.hpp>

using namespace harness;

TEST_CASE("a 4x4 grid is drawn with boxes, dots for blanks and brackets on marked cells", "[grid_drawing]") {
  const validator::Rows rows = {{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}};
  CHECK(draw_grid(rows, {{1, 2}}) == "     1  2   3  4\n"
                                     "   +------+------+\n"
                                     " 1 | 1  . | .  . |\n"
                                     " 2 | .  . |[3] . |\n"
                                     "   +------+------+\n"
                                     " 3 | .  4 | .  . |\n"
                                     " 4 | .  . | .  2 |\n"
                                     "   +------+------+\n");
}

TEST_CASE("a grid that is not square is drawn as plain rows", "[grid_drawing]") {
  CHECK(draw_grid({{1, 2}, {3}}, {}) == "1 2\n3\n");
}

TEST_CASE("a grid's box side, and whether it is square", "[grid_drawing]") {
  const std::vector<std::pair<std::size_t, int>> sides = {{4, 2}, {9, 3}, {16, 4}, {25, 5}, {0, 0},
                                                          {1, 0}, {6, 0}, {36, 0}, {81, 0}};
  for (const auto& [n, side] : sides) {
    CAPTURE(n);
    CHECK(harness::box_of(n) == side);
  }
  CHECK(harness::is_square({{1, 2}, {3, 4}}));
  CHECK(harness::is_square({}));
  CHECK_FALSE(harness::is_square({{1, 2}, {3}}));
  CHECK_FALSE(harness::is_square({{1, 2, 3}, {4, 5, 6}}));
}
