#pragma once
// A grid drawn for a person, with the cells a verdict is about in brackets,
// so a student sees at a glance where the answer went wrong.
#include <string>
#include <vector>

#include "judge/grid_picture.h"
#include "validator.h"

namespace harness {

/// Rows of any square size with square boxes; "." for 0, "[5]" for a marked
/// cell. Other shapes are drawn as plain rows of numbers.
std::string draw_grid(const validator::Rows& rows, const std::vector<Mark>& marks);

}  // namespace harness
