#include "grid.h"

#include <algorithm>
#include <stdexcept>

namespace ref {

bool Grid::is_supported_size(int size) {
  return size == 4 || size == 9 || size == 16 || size == 25;
}

Grid::Grid(int size) : size_(size), box_(0) {
  if (!is_supported_size(size))
    throw std::invalid_argument("unsupported grid size " + std::to_string(size));
  box_ = size == 4 ? 2 : size == 9 ? 3 : size == 16 ? 4 : 5;
  cells_.assign(size * size, 0);
}

Grid Grid::from_rows(const std::vector<std::vector<int>>& rows) {
  Grid grid(static_cast<int>(rows.size()));
  for (int r = 0; r < grid.size_; ++r) {
    if (static_cast<int>(rows[r].size()) != grid.size_)
      throw std::invalid_argument("row " + std::to_string(r + 1) + " has " +
                                  std::to_string(rows[r].size()) + " cells, expected " +
                                  std::to_string(grid.size_));
    for (int c = 0; c < grid.size_; ++c) grid.set(r, c, rows[r][c]);
  }
  return grid;
}

void Grid::set(int row, int col, int value) { set(row * size_ + col, value); }

void Grid::set(int index, int value) {
  if (value < 0 || value > size_)
    throw std::invalid_argument("value " + std::to_string(value) + " is out of range 0-" +
                                std::to_string(size_));
  cells_.at(index) = value;
}

int Grid::empty_count() const {
  return static_cast<int>(std::count(cells_.begin(), cells_.end(), 0));
}

std::vector<std::vector<int>> Grid::rows() const {
  std::vector<std::vector<int>> out(size_);
  for (int r = 0; r < size_; ++r)
    out[r].assign(cells_.begin() + r * size_, cells_.begin() + (r + 1) * size_);
  return out;
}

std::optional<std::string> first_clash(const Grid& grid) {
  const int n = grid.size(), b = grid.box();
  auto twice = [](int v) { return "two " + std::to_string(v) + "s"; };
  for (int r = 0; r < n; ++r)
    for (int c1 = 0; c1 < n; ++c1)
      for (int c2 = c1 + 1; c2 < n; ++c2)
        if (grid.at(r, c1) != 0 && grid.at(r, c1) == grid.at(r, c2))
          return "Row " + std::to_string(r + 1) + " has " + twice(grid.at(r, c1)) + " (columns " +
                 std::to_string(c1 + 1) + " and " + std::to_string(c2 + 1) + ")";
  for (int c = 0; c < n; ++c)
    for (int r1 = 0; r1 < n; ++r1)
      for (int r2 = r1 + 1; r2 < n; ++r2)
        if (grid.at(r1, c) != 0 && grid.at(r1, c) == grid.at(r2, c))
          return "Column " + std::to_string(c + 1) + " has " + twice(grid.at(r1, c)) + " (rows " +
                 std::to_string(r1 + 1) + " and " + std::to_string(r2 + 1) + ")";
  for (int box = 0; box < n; ++box) {
    const int top = box / b * b, left = box % b * b;
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        const int r1 = top + i / b, c1 = left + i % b, r2 = top + j / b, c2 = left + j % b;
        if (grid.at(r1, c1) != 0 && grid.at(r1, c1) == grid.at(r2, c2))
          return "Box " + std::to_string(box + 1) + " has " + twice(grid.at(r1, c1)) + " (cells " +
                 std::to_string(r1 + 1) + "-" + std::to_string(c1 + 1) + " and " +
                 std::to_string(r2 + 1) + "-" + std::to_string(c2 + 1) + ")";
      }
  }
  return std::nullopt;
}

}  // namespace ref
