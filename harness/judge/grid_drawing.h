#pragma once
// A grid drawn for a person, with the cells a verdict is about in brackets,
// so a student sees at a glance where the answer went wrong.
#include <string>
#include <vector>

#include "validator.h"

namespace harness {

/// A cell to mark when the grid is drawn (0-based row and column).
struct Mark {
  int row;
  int col;
  bool operator==(const Mark& o) const { return row == o.row && col == o.col; }
};

/// Rows of any square size with square boxes; "." for 0, "[5]" for a marked
/// cell. Other shapes are drawn as plain rows of numbers.
std::string draw_grid(const validator::Rows& rows, const std::vector<Mark>& marks);

}  // namespace harness
