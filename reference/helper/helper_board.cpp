#include "helper_board.h"

#include <algorithm>

namespace ref::helper {

std::vector<Unit> units(int size) {
  const int box = Grid(size).box();
  std::vector<Unit> all;
  for (int r = 0; r < size; ++r) {
    Unit unit{UnitKind::Row, r, {}};
    for (int c = 0; c < size; ++c) unit.cells.push_back({r, c});
    all.push_back(unit);
  }
  for (int c = 0; c < size; ++c) {
    Unit unit{UnitKind::Column, c, {}};
    for (int r = 0; r < size; ++r) unit.cells.push_back({r, c});
    all.push_back(unit);
  }
  for (int k = 0; k < size; ++k) {
    Unit unit{UnitKind::Box, k, {}};
    const int top = k / box * box, left = k % box * box;
    for (int i = 0; i < box; ++i)
      for (int j = 0; j < box; ++j) unit.cells.push_back({top + i, left + j});
    all.push_back(unit);
  }
  return all;
}

std::vector<int> candidates(const Grid& grid, Cell cell) {
  const int n = grid.size(), b = grid.box();
  std::vector<bool> used(n + 1, false);
  for (int i = 0; i < n; ++i) {
    used[grid.at(cell.row, i)] = true;
    used[grid.at(i, cell.col)] = true;
  }
  const int top = cell.row / b * b, left = cell.col / b * b;
  for (int i = 0; i < b; ++i)
    for (int j = 0; j < b; ++j) used[grid.at(top + i, left + j)] = true;
  std::vector<int> free;
  for (int v = 1; v <= n; ++v)
    if (!used[v]) free.push_back(v);
  return free;
}

std::vector<Clash> clashes(const Grid& grid) {
  std::vector<Clash> found;
  for (const Unit& unit : units(grid.size()))
    for (int v = 1; v <= grid.size(); ++v) {
      Clash clash{unit, v, {}};
      for (Cell cell : unit.cells)
        if (grid.at(cell.row, cell.col) == v) clash.cells.push_back(cell);
      if (clash.cells.size() > 1) found.push_back(clash);
    }
  return found;
}

std::optional<NakedSingle> naked_single(const Grid& grid) {
  for (int r = 0; r < grid.size(); ++r)
    for (int c = 0; c < grid.size(); ++c) {
      if (grid.at(r, c) != 0) continue;
      const std::vector<int> free = candidates(grid, {r, c});
      if (free.size() <= 1) return NakedSingle{{r, c}, free.empty() ? 0 : free[0]};
    }
  return std::nullopt;
}

std::optional<HiddenSingle> hidden_single(const Grid& grid) {
  for (const Unit& unit : units(grid.size()))
    for (int v = 1; v <= grid.size(); ++v) {
      bool placed = false;
      std::vector<Cell> spots;
      for (Cell cell : unit.cells) {
        const int value = grid.at(cell.row, cell.col);
        if (value == v) placed = true;
        if (value != 0) continue;
        const std::vector<int> free = candidates(grid, cell);
        if (std::find(free.begin(), free.end(), v) != free.end()) spots.push_back(cell);
      }
      if (!placed && spots.size() == 1) return HiddenSingle{unit, v, spots[0]};
    }
  return std::nullopt;
}

}  // namespace ref::helper
