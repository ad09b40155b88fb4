#include "report/html_grid.h"

#include <algorithm>

#include <fmt/format.h>

#include "verdict/grid_drawing.h"

namespace harness {
namespace {

int at(const std::vector<std::vector<int>>& rows, std::size_t r, std::size_t c) {
  return r < rows.size() && c < rows[r].size() ? rows[r][c] : 0;
}

}  // namespace

std::string html_grid(const GridPicture& picture) {
  const auto& grid = picture.grid;
  const int box = is_square(grid) ? box_of(grid.size()) : 0;
  std::string out = "<table class=\"grid\">\n";
  for (std::size_t r = 0; r < grid.size(); ++r) {
    out += "<tr>";
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      const int value = grid[r][c], given = at(picture.puzzle, r, c);
      const bool wrong = std::find(picture.marks.begin(), picture.marks.end(),
                                   Mark{static_cast<int>(r), static_cast<int>(c)}) != picture.marks.end();
      std::string classes = given != 0 ? "given" : value != 0 ? "filled" : "empty";
      std::string title;
      if (wrong) {
        classes += " wrong";
        title = given != 0 && value != given ? fmt::format("marked: the given {} was changed", given) : "marked";
      }
      if (box != 0 && c % box == 0) classes += " bl";
      if (box != 0 && r % box == 0) classes += " bt";
      out += fmt::format("<td class=\"{}\"{}>{}</td>", classes,
                         title.empty() ? "" : fmt::format(" title=\"{}\"", title),
                         value == 0 ? "" : std::to_string(value));
    }
    out += "</tr>\n";
  }
  return out + "</table>\n";
}

std::string html_grid_legend() {
  return "<ul class=\"legend\">\n"
         "<li><span class=\"cell given\">5</span> a given of the puzzle</li>\n"
         "<li><span class=\"cell filled\">7</span> filled in by the program</li>\n"
         "<li><span class=\"cell empty\"></span> left empty</li>\n"
         "<li><span class=\"cell filled wrong\">3</span> marked: a cell the verdict is about (a repeated "
         "digit, a hole, a changed given, a cell not put back)</li>\n"
         "</ul>\n";
}

}  // namespace harness
