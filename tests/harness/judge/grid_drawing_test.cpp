#include "judge/grid_drawing.h"

#include <catch2/catch.hpp>

using namespace harness;

TEST_CASE("a 4x4 grid is drawn with boxes, dots for blanks and brackets on marked cells", "[grid_drawing]") {
  const validator::Rows rows = {{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}};
  CHECK(draw_grid(rows, {{1, 2}}) ==
        "     1  2   3  4\n"
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
