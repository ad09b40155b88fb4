#pragma once
// A grid drawn for a person, with the cells a verdict is about in brackets,
// so a student sees at a glance where the answer went wrong.
#include <string>
#include <vector>

#include "validator.h"
#include "verdict/grid_picture.h"

namespace harness {

/// The box side of an N x N grid: 2 for 4x4 up to 5 for 25x25; 0 when N is none of those.
int box_of(std::size_t n);

/// Every row is as long as there are rows.
bool is_square(const validator::Rows& rows);

/// Rows of any square size with square boxes; "." for 0, "[5]" for a marked
/// cell. Other shapes are drawn as plain rows of numbers.
std::string draw_grid(const validator::Rows& rows, const std::vector<Mark>& marks);

}  // namespace harness
