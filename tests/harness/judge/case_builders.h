#pragma once
// Cases built in code for the judge's table tests, as the loader would build
// them from YAML, around the lesson's Test 1 and its unsolvable grid.
#include <utility>

#include "cases/case.h"
#include "grid_format.h"

namespace case_builders {

// The lesson's Test 1 and its solution.
inline const char* const kPuzzle =
    "000654001 103000050 000020000 200871000 540200170 000009000 305000090 010008060 008000007";
inline const char* const kSolution =
    "987654321 123987456 654123789 236871945 549236178 871549632 365712894 712498563 498365217";
// The lesson's unsolvable grid.
inline const char* const kDeadEnd =
    "001234567 008000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000";

inline harness::Case solve_case(harness::Entry entry, const char* puzzle, bool solvable) {
  harness::Case c;
  c.name = "t";
  c.entry = entry;
  harness::SolveExpect e;
  e.puzzle = ref::parse_grid(puzzle);
  e.solvable = solvable;
  e.unchanged_on_false = sudoku::entry_row(entry).unchanged_on_false;  // as the loader sets it
  c.expect = e;
  return c;
}

inline harness::Case count_case(const char* puzzle, long long limit, long long count) {
  harness::Case c;
  c.entry = harness::Entry::CountSolutions;
  c.expect = harness::CountExpect{ref::parse_grid(puzzle), limit, count};
  return c;
}

inline harness::Case check_case(std::vector<std::vector<int>> board, bool valid) {
  harness::Case c;
  c.entry = harness::Entry::CheckSudoku;
  c.expect = harness::CheckExpect{std::move(board), valid};
  return c;
}

}  // namespace case_builders
