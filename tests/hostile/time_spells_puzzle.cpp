// A hostile student's probe (issue 36): every call spends 30 ms of CPU times
// a digit of its puzzle (the sum of row 1's digits, mod 10), then gives up.
// Where a report shows a hidden case's time, the time spells its puzzle,
// digit by digit over submissions; no report a student reads may
// (tests/harness/hostile/hidden_cases_test.cpp).
#include <time.h>

#include <vector>

using Grid = std::vector<std::vector<int>>;

namespace {

double cpu_ms() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1000.0 + static_cast<double>(now.tv_nsec) / 1e6;
}

void spell(const Grid& grid) {
  int digit = 0;
  for (int value : grid.at(0)) digit += value;
  const double until = cpu_ms() + 30.0 * (digit % 10);
  volatile unsigned spin = 0;
  while (cpu_ms() < until) spin = spin + 1;
}

}  // namespace

bool solve(Grid& grid) {
  spell(grid);
  return false;
}

int count_solutions(Grid& grid, int limit) {
  spell(grid);
  (void)limit;
  return 0;
}

bool solve_fast(Grid& grid) {
  spell(grid);
  return false;
}
