#include "grid.h"

#include <algorithm>
#include <stdexcept>

namespace ref {

bool Grid::is_supported_size(int size) { return size == 4 || size == 9 || size == 16 || size == 25; }

Grid::Grid(int size) : size_(size), box_(0) {
  if (!is_supported_size(size)) throw std::invalid_argument("unsupported grid size " + std::to_string(size));
  box_ = size == 4 ? 2 : size == 9 ? 3 : size == 16 ? 4 : 5;
  cells_.assign(size * size, 0);
}

Grid Grid::from_rows(const std::vector<std::vector<int>>& rows) {
  Grid grid(static_cast<int>(rows.size()));
  for (int r = 0; r < grid.size_; ++r) {
    if (static_cast<int>(rows[r].size()) != grid.size_)
      throw std::invalid_argument("row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                  " cells, expected " + std::to_string(grid.size_));
    for (int c = 0; c < grid.size_; ++c) grid.set(r, c, rows[r][c]);
  }
  return grid;
}

void Grid::set(int row, int col, int value) { set(row * size_ + col, value); }

void Grid::set(int index, int value) {
  if (value < 0 || value > size_)
    throw std::invalid_argument("value " + std::to_string(value) + " is out of range 0-" + std::to_string(size_));
  cells_.at(index) = value;
}

int Grid::empty_count() const { return static_cast<int>(std::count(cells_.begin(), cells_.end(), 0)); }

std::vector<std::vector<int>> Grid::rows() const {
  std::vector<std::vector<int>> out(size_);
  for (int r = 0; r < size_; ++r) out[r].assign(cells_.begin() + r * size_, cells_.begin() + (r + 1) * size_);
  return out;
}

namespace {

struct Cell {
  int row, col;
};

// The first two cells of one unit (a row, a column or a box; cell(i) is its
// i-th cell) that hold the same digit, in the helper's words: "Row 1 has two
// 1s (columns 1 and 2)". `where` words a cell as the unit's kind needs.
template <class CellOf, class Where>
std::optional<std::string> unit_clash(const Grid& grid, const std::string& unit, CellOf cell, const char* cells,
                                      Where where) {
  for (int i = 0; i < grid.size(); ++i)
    for (int j = i + 1; j < grid.size(); ++j) {
      const Cell a = cell(i), b = cell(j);
      const int value = grid.at(a.row, a.col);
      if (value != 0 && value == grid.at(b.row, b.col))
        return unit + " has two " + std::to_string(value) + "s (" + cells + " " + where(a) + " and " + where(b) + ")";
    }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> first_clash(const Grid& grid) {
  const int n = grid.size(), b = grid.box();
  const auto number = [](int index) { return std::to_string(index + 1); };
  for (int r = 0; r < n; ++r)
    if (auto clash = unit_clash(
            grid, "Row " + number(r),
            [&](int i) {
              return Cell{r, i};
            },
            "columns", [&](Cell c) { return number(c.col); }))
      return clash;
  for (int c = 0; c < n; ++c)
    if (auto clash = unit_clash(
            grid, "Column " + number(c),
            [&](int i) {
              return Cell{i, c};
            },
            "rows", [&](Cell cell) { return number(cell.row); }))
      return clash;
  for (int box = 0; box < n; ++box) {
    const int top = box / b * b, left = box % b * b;
    if (auto clash = unit_clash(
            grid, "Box " + number(box),
            [&](int i) {
              return Cell{top + i / b, left + i % b};
            },
            "cells", [&](Cell c) { return number(c.row) + "-" + number(c.col); }))
      return clash;
  }
  return std::nullopt;
}

}  // namespace ref
