#pragma once
// The functions a C++ submission may define (any subset). The grader links
// the submission with driver.cpp, which calls the one a case names; an entry
// the submission does not define is reported as "not implemented".
// Including this header is optional.
#include <vector>

/// Fills the grid and returns true, or returns false with the grid unchanged.
bool fillSudoku(std::vector<std::vector<int>>& sudoku);
/// Solves in place, trying cells in reading order; true when solved.
bool solve(std::vector<std::vector<int>>& grid);
/// Solves in place, trying the cell with the fewest candidates first.
bool solve_fast(std::vector<std::vector<int>>& grid);
/// Counts solutions, stopping at limit.
int count_solutions(std::vector<std::vector<int>>& grid, int limit);
/// True when no row, column or box repeats a digit (empty cells are fine).
/// The Java assignment's checkSudoku(sudoku, printErrors) is taken too, and
/// called with printErrors true when this one is not defined.
bool checkSudoku(const std::vector<std::vector<int>>& sudoku);
bool checkSudoku(const std::vector<std::vector<int>>& sudoku, bool printErrors);
