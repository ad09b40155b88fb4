#include "report/svg_grid.h"

#include <algorithm>

#include <fmt/format.h>

#include "base/base64.h"
#include "verdict/grid_drawing.h"

namespace harness {
namespace {

constexpr int kCell = 32;
constexpr int kMargin = 2;  // half the thick line, so the outer edge is whole

int at(const std::vector<std::vector<int>>& rows, std::size_t r, std::size_t c) {
  return r < rows.size() && c < rows[r].size() ? rows[r][c] : 0;
}

bool marked(const GridPicture& picture, std::size_t r, std::size_t c) {
  return std::find(picture.marks.begin(), picture.marks.end(), Mark{static_cast<int>(r), static_cast<int>(c)}) !=
         picture.marks.end();
}

}  // namespace

std::string svg_grid(const GridPicture& picture) {
  const auto& grid = picture.grid;
  std::size_t cols = 0;
  for (const auto& row : grid) cols = std::max(cols, row.size());
  const int box = is_square(grid) ? box_of(grid.size()) : 0;
  const int width = static_cast<int>(cols) * kCell + 2 * kMargin;
  const int height = static_cast<int>(grid.size()) * kCell + 2 * kMargin;
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"18\" text-anchor=\"middle\" dominant-baseline=\"central\">\n"
      "<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n",
      width, height);
  // Cells first, then the lines over them, then the marked cells' borders over the lines.
  std::string marks;
  for (std::size_t r = 0; r < grid.size(); ++r) {
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      const int x = kMargin + static_cast<int>(c) * kCell, y = kMargin + static_cast<int>(r) * kCell;
      const int value = grid[r][c], given = at(picture.puzzle, r, c);
      const bool wrong = marked(picture, r, c);
      out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#999\"/>\n", x, y,
                         kCell, kCell,
                         wrong        ? "#f8d0d0"
                         : given != 0 ? "#eeeeee"
                                      : "white");
      if (value != 0)
        out += fmt::format("<text x=\"{}\" y=\"{}\" fill=\"{}\" font-weight=\"{}\">{}</text>\n", x + kCell / 2,
                           y + kCell / 2,
                           wrong        ? "#b00000"
                           : given != 0 ? "black"
                                        : "#1040c0",
                           given != 0 ? "bold" : "normal", value);
      if (wrong)
        marks += fmt::format(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#b00000\" stroke-width=\"3\"/>\n",
            x + 2, y + 2, kCell - 4, kCell - 4);
    }
  }
  if (box != 0) {
    const int side = static_cast<int>(grid.size());
    for (int i = 0; i <= side; i += box) {
      const int at_line = kMargin + i * kCell, end = kMargin + side * kCell;
      out += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"black\" stroke-width=\"3\"/>\n",
                         at_line, kMargin, end);
      out += fmt::format("<line x1=\"{1}\" y1=\"{0}\" x2=\"{2}\" y2=\"{0}\" stroke=\"black\" stroke-width=\"3\"/>\n",
                         at_line, kMargin, end);
    }
  }
  return out + marks + "</svg>\n";
}

std::string svg_grid_data_uri(const GridPicture& picture) {
  return "data:image/svg+xml;base64," + base64(svg_grid(picture));
}

}  // namespace harness
