// What may go in a cell, declared for sudoku.cpp and defined in board.cpp:
// a hand-in shape of tests/submissions (C++ of several files and a header in
// a folder of its own).
#pragma once
#include <vector>

using Grid = std::vector<std::vector<int>>;

bool fits(const Grid& grid, int row, int col, int digit);
