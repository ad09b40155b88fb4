#include <catch2/catch.hpp>

#include "report/html_grid.h"

using namespace harness;

namespace {

// The <td> of row r, column c (0-based) in html_grid's output.
std::string cell(const std::string& html, int r, int c) {
  std::size_t at = 0;
  for (int i = 0; i <= r; ++i) at = html.find("<tr>", at) + 4;
  for (int i = 0; i <= c; ++i) at = html.find("<td", at) + 3;
  return html.substr(at - 3, html.find("</td>", at) + 5 - (at - 3));
}

}  // namespace

TEST_CASE("a grid cell is a given, filled or empty, marked when the verdict is about it", "[report_html_grid]") {
  // A 4x4 grid: 2x2 boxes. The program changed the given at (0,0), left (1,1) empty, filled the rest.
  const GridPicture picture{{{1, 0, 0, 4}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}},
                            {{2, 3, 3, 4}, {4, 0, 1, 2}, {3, 4, 2, 1}, {2, 1, 4, 3}},
                            {{0, 0}, {0, 1}, {0, 2}, {1, 1}}};
  const std::string html = html_grid(picture);
  CHECK_THAT(html, Catch::StartsWith("<table class=\"grid\">\n<tr>"));
  struct Row {
    int r, c;
    std::string td;
  };
  const Row rows[] = {
      {0, 0, "<td class=\"given wrong bl bt\" title=\"marked: the given 1 was changed\">2</td>"},
      {0, 1, "<td class=\"filled wrong bt\" title=\"marked\">3</td>"},
      {0, 3, "<td class=\"given bt\">4</td>"},
      {1, 0, "<td class=\"filled bl\">4</td>"},
      {1, 1, "<td class=\"empty wrong\" title=\"marked\"></td>"},
      {2, 2, "<td class=\"filled bl bt\">2</td>"},
      {3, 3, "<td class=\"filled\">3</td>"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.r, row.c);
    CHECK(cell(html, row.r, row.c) == row.td);
  }
}

TEST_CASE("a grid with no square boxes is drawn without box edges", "[report_html_grid]") {
  const std::string html = html_grid({{{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}, {{1, 2, 3}, {2, 3, 1}, {3, 1, 2}}, {}});
  CHECK(cell(html, 0, 0) == "<td class=\"filled\">1</td>");
  CHECK_THAT(html, !Catch::Contains(" bl") && !Catch::Contains(" bt"));
}

TEST_CASE("a picture whose puzzle is smaller than its grid counts the cells beyond as not given",
          "[report_html_grid]") {
  const std::string html = html_grid({{{5}}, {{5, 1}, {1, 5}}, {{1, 1}}});
  CHECK(cell(html, 0, 0) == "<td class=\"given\">5</td>");
  CHECK(cell(html, 1, 1) == "<td class=\"filled wrong\" title=\"marked\">5</td>");
}

TEST_CASE("the legend names every kind of cell the grid draws", "[report_html_grid]") {
  const std::string legend = html_grid_legend();
  for (const char* kind : {"cell given", "cell filled", "cell empty", "cell filled wrong"}) {
    CAPTURE(kind);
    CHECK_THAT(legend, Catch::Contains(std::string("<span class=\"") + kind + "\">"));
  }
}
