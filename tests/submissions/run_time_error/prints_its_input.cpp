// A hostile student's probe: every entry prints the puzzle it was given, to
// stderr and to stdout, then aborts, so the run's last lines of stderr (the
// RTE's details) hold the puzzle. Graded against hidden cases, this is how
// a student would collect them; no report a student reads may show them
// (tests/harness/cli/cmd_grade_test.cpp, cmd_autograder_test.cpp).
// Each entry's printing fits the ten lines of stderr a report keeps.
#include <cstdlib>
#include <iostream>
#include <vector>

using Grid = std::vector<std::vector<int>>;

namespace {

// "980000001020708540...": the whole grid on one line.
void one_line(std::ostream& out, const Grid& grid) {
  for (const auto& row : grid)
    for (int value : row) out << value;
  out << std::endl;
}

// "980000001", or "9 8 0 0 0 0 0 0 1" spaced: a row per line.
void rows(std::ostream& out, const Grid& grid, bool spaced) {
  for (const auto& row : grid) {
    for (std::size_t i = 0; i < row.size(); ++i) out << (spaced && i > 0 ? " " : "") << row[i];
    out << std::endl;
  }
}

}  // namespace

bool solve(Grid& grid) {
  one_line(std::cerr, grid);
  rows(std::cout, grid, false);
  std::abort();
}

int count_solutions(Grid& grid, int limit) {
  one_line(std::cout, grid);
  rows(std::cerr, grid, true);
  std::abort();
  return limit;
}

bool solve_fast(Grid& grid) {
  rows(std::cerr, grid, false);
  one_line(std::cout, grid);
  std::abort();
}
