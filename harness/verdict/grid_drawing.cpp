#include "verdict/grid_drawing.h"

#include <algorithm>

#include <fmt/format.h>

namespace harness {

std::string draw_grid(const validator::Rows& rows, const std::vector<Mark>& marks) {
  const int n = static_cast<int>(rows.size()), b = box_of(rows.size());
  if (b == 0 || !is_square(rows)) {
    std::string out;
    for (const auto& row : rows) out += fmt::format("{}\n", fmt::join(row, " "));
    return out;
  }
  const int width = n > 9 ? 4 : 3;  // " 5 " / "[5]", or " 12 " / "[12]"
  std::string rule = "   +";
  for (int i = 0; i < b; ++i) rule += std::string(b * width, '-') + "+";
  rule += "\n";
  std::string out = "   ";
  for (int c = 0; c < n; ++c) out += fmt::format("{}{:^{}}", c % b == 0 ? " " : "", c + 1, width);
  out.erase(out.find_last_not_of(' ') + 1);
  out += "\n";
  for (int r = 0; r < n; ++r) {
    if (r % b == 0) out += rule;
    out += fmt::format("{:>2} ", r + 1);
    for (int c = 0; c < n; ++c) {
      if (c % b == 0) out += "|";
      const bool marked = std::find(marks.begin(), marks.end(), Mark{r, c}) != marks.end();
      const std::string value = rows[r][c] == 0 ? "." : std::to_string(rows[r][c]);
      out += marked ? fmt::format("[{:^{}}]", value, width - 2) : fmt::format("{:^{}}", value, width);
    }
    out += "|\n";
  }
  return out + rule;
}

int box_of(std::size_t n) {
  for (int b : {2, 3, 4, 5})
    if (static_cast<std::size_t>(b * b) == n) return b;
  return 0;
}

bool is_square(const validator::Rows& rows) {
  return std::all_of(rows.begin(), rows.end(), [&](const auto& r) { return r.size() == rows.size(); });
}

}  // namespace harness
