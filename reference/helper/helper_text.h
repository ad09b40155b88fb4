#pragma once
// The helper's words for a board and a clash, exactly as its screens show
// them: a session is graded byte for byte, so a space matters here.
#include <string>

#include "grid.h"
#include "helper_board.h"

namespace ref::helper {

/// "Row 3", "Column 3", "Box 3"; lower_case gives "row 3" for the middle of
/// a sentence ("In row 3, 5 fits only at ...").
std::string unit_name(const Unit& unit, bool lower_case = false);

/// "Row 1 has two 5s (columns 1 and 3)." - a row names columns, a column
/// names rows, a box names cells as row-column ("cells 1-1, 2-3 and 3-2").
std::string clash_text(const Clash& clash);

/// The board with column numbers, box rules and '.' for empty cells, then
/// "Empty cells: N.", each line ending in '\n'.
std::string board_text(const Grid& grid);

}  // namespace ref::helper
