#include <catch2/catch.hpp>

#include "base/base64.h"
#include "report/svg_grid.h"

using namespace harness;

namespace {

std::size_t count_of(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

GridPicture four_by_four() {
  GridPicture picture;
  picture.puzzle = {{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}};
  picture.grid = {{1, 2, 4, 3}, {4, 1, 3, 3}, {2, 4, 0, 1}, {3, 3, 4, 2}};
  picture.marks = {{1, 2}, {1, 3}};
  return picture;
}

}  // namespace

TEST_CASE("svg_grid draws each digit, the givens bold, the marked cells framed in red", "[svg_grid]") {
  const std::string svg = svg_grid(four_by_four());
  CHECK_THAT(svg, Catch::StartsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"132\" height=\"132\"") &&
                      Catch::EndsWith("</svg>\n"));
  CHECK(count_of(svg, "<text ") == 15);               // 16 cells, one empty
  CHECK(count_of(svg, "font-weight=\"bold\"") == 4);  // the puzzle's four givens
  CHECK(count_of(svg, "stroke=\"#b00000\" stroke-width=\"3\"") == 2);
  // 2x2 boxes: three thick lines each way, the outer edges included.
  CHECK(count_of(svg, "stroke=\"black\" stroke-width=\"3\"") == 6);
}

TEST_CASE("svg_grid draws a grid that is no square of boxes as plain cells", "[svg_grid]") {
  GridPicture picture;
  picture.grid = {{1, 2, 3}, {4, 5}};
  const std::string svg = svg_grid(picture);
  CHECK(count_of(svg, "<text ") == 5);
  CHECK(count_of(svg, "<line ") == 0);
}

TEST_CASE("svg_grid_data_uri is the drawing in base64 behind its media type", "[svg_grid]") {
  CHECK(svg_grid_data_uri(four_by_four()) == "data:image/svg+xml;base64," + base64(svg_grid(four_by_four())));
}
