#pragma once
// The helper's rules over a board: a cell's candidates, the clashes, and the
// two kinds of sure step a hint names. Every order here (units as rows, then
// columns, then boxes; numbers ascending; cells row by row) decides which
// clash or hint the helper reports first, so it follows the document's.
#include <optional>
#include <string>
#include <vector>

#include "grid.h"

namespace ref::helper {

struct Cell {
  int row = 0;  ///< 0-based
  int col = 0;  ///< 0-based
  bool operator==(const Cell& other) const { return row == other.row && col == other.col; }
};

enum class UnitKind { Row, Column, Box };

/// A row, column or box: its kind, 0-based index and cells in reading order.
struct Unit {
  UnitKind kind = UnitKind::Row;
  int index = 0;
  std::vector<Cell> cells;
};

/// Every row, then every column, then every box (numbered row by row).
std::vector<Unit> units(int size);

/// The numbers not yet in the cell's row, column or box, ascending.
std::vector<int> candidates(const Grid& grid, Cell cell);

/// A number held by two or more cells of one unit.
struct Clash {
  Unit unit;
  int number = 0;
  std::vector<Cell> cells;  ///< the cells holding it, in the unit's order
};

/// Every clash, unit by unit and number by number.
std::vector<Clash> clashes(const Grid& grid);

/// The first empty cell (reading order) with one candidate or none;
/// number is 0 when it has none.
struct NakedSingle {
  Cell cell;
  int number = 0;
};
std::optional<NakedSingle> naked_single(const Grid& grid);

/// A number not yet in a unit that fits in exactly one of its empty cells.
struct HiddenSingle {
  Unit unit;
  int number = 0;
  Cell cell;
};
std::optional<HiddenSingle> hidden_single(const Grid& grid);

}  // namespace ref::helper
