#pragma once
// The documents' own algorithms, instrumented to count placements (digits
// written into a cell). They are slow on purpose: they reproduce the figures
// the documents quote, and give check-cases a "too slow" reference.
#include <chrono>
#include <cstdint>
#include <limits>

#include "grid.h"

namespace ref {

struct Trace {
  bool solved = false;            ///< a solution was found (grid holds it)
  bool gave_up = false;           ///< the placement budget or the deadline ran out first
  Grid grid{9};                   ///< the solution, or the puzzle as given
  std::uint64_t placements = 0;   ///< digits written, the documents' measure
};

constexpr std::uint64_t kNoBudget = std::numeric_limits<std::uint64_t>::max();
using Deadline = std::chrono::steady_clock::time_point;
constexpr Deadline kNoDeadline = Deadline::max();

/// The lesson's solve(): first empty cell in reading order, allowed digits
/// ascending, each digit checked by scanning its row, column and box the way a
/// student's solution does, so its run time stands for a plain student solver.
Trace reading_order_solve(const Grid& puzzle, std::uint64_t budget = kNoBudget,
                          Deadline deadline = kNoDeadline);

/// The lesson's solve_fast(): the empty cell with the fewest allowed digits
/// (first such in reading order), digits ascending, checked the same plain way.
Trace fewest_first_solve(const Grid& puzzle, std::uint64_t budget = kNoBudget,
                         Deadline deadline = kNoDeadline);

/// The helper's solver: fewest candidates first (first minimum in reading
/// order; a cell with 0 or 1 candidates ends the look-around), searching on
/// for a second solution so it can say whether the first is the only one.
struct HelperTrace {
  int solutions = 0;              ///< 0, 1 or 2 (2 means "more than one")
  Grid first{9};                  ///< the first solution, or the puzzle
  std::uint64_t placements = 0;   ///< the "trying N numbers" figure
};
HelperTrace helper_solve(const Grid& puzzle);

}  // namespace ref
