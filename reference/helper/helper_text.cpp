#include "helper_text.h"

#include <array>

namespace ref::helper {

std::string unit_name(const Unit& unit, bool lower_case) {
  const char* name = unit.kind == UnitKind::Row      ? (lower_case ? "row" : "Row")
                     : unit.kind == UnitKind::Column ? (lower_case ? "column" : "Column")
                                                     : (lower_case ? "box" : "Box");
  return std::string(name) + " " + std::to_string(unit.index + 1);
}

std::string clash_text(const Clash& clash) {
  // A unit of 9 holds at most nine equal numbers.
  static const std::array<const char*, 10> kCounts = {"",     "",    "two",   "three", "four",
                                                      "five", "six", "seven", "eight", "nine"};
  const char* kind = clash.unit.kind == UnitKind::Row      ? "columns"
                     : clash.unit.kind == UnitKind::Column ? "rows"
                                                           : "cells";
  std::string where;
  const std::size_t count = clash.cells.size();
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) where += i == count - 1 ? " and " : ", ";
    const Cell cell = clash.cells[i];
    if (clash.unit.kind == UnitKind::Row) where += std::to_string(cell.col + 1);
    else if (clash.unit.kind == UnitKind::Column) where += std::to_string(cell.row + 1);
    else where += std::to_string(cell.row + 1) + "-" + std::to_string(cell.col + 1);
  }
  return unit_name(clash.unit) + " has " + kCounts[count] + " " + std::to_string(clash.number) + "s (" + kind + " " +
         where + ").";
}

std::string board_text(const Grid& grid) {
  const int n = grid.size(), b = grid.box();
  std::string text = "    ";
  for (int c = 1; c <= n; ++c) {
    text += std::to_string(c);
    if (c < n) text += c % b == 0 ? "   " : " ";
  }
  text += "\n";
  std::string rule = "  +";
  for (int k = 0; k < b; ++k) rule += std::string(2 * b + 1, '-') + "+";
  rule += "\n";
  text += rule;
  for (int r = 0; r < n; ++r) {
    text += std::to_string(r + 1) + " |";
    for (int c = 0; c < n; ++c) {
      text += grid.at(r, c) == 0 ? " ." : " " + std::to_string(grid.at(r, c));
      if (c % b == b - 1) text += " |";
    }
    text += "\n";
    if (r % b == b - 1) text += rule;
  }
  return text + "Empty cells: " + std::to_string(grid.empty_count()) + ".\n";
}

}  // namespace ref::helper
