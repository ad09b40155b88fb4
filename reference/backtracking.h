#pragma once
// The documents' own algorithms, instrumented to count placements (digits
// written into a cell). They are slow on purpose: they reproduce the figures
// the documents quote, give check-cases a "too slow" reference, and are the
// yardstick a case is measured against (harness/cases/yardstick.h).
#include <chrono>
#include <cstdint>
#include <limits>

#include "grid.h"

namespace ref {

struct Trace {
  bool solved = false;           ///< a solution was found (grid holds it)
  bool gave_up = false;          ///< the placement budget or the deadline ran out first
  Grid grid{9};                  ///< the solution, or the puzzle as given
  std::uint64_t placements = 0;  ///< digits written, the documents' measure
};

constexpr std::uint64_t kNoBudget = std::numeric_limits<std::uint64_t>::max();
using Deadline = std::chrono::steady_clock::time_point;
constexpr Deadline kNoDeadline = Deadline::max();

/// What a search makes of the grid it is given. The references refuse
/// clashing givens before they start; the documents' code trusts them, and
/// the documents differ only in what a full grid means. The answers differ
/// only for clashing givens or a full grid that breaks a rule.
enum class Givens {
  Refused,          ///< clashing givens: no solution, nothing placed
  Trusted,          ///< a full grid is solved without a look (the lesson's solve, solve_fast)
  CheckedWhenFull,  ///< a full grid is solved only if no rule is broken (the Java assignment)
};

/// The lesson's solve(): first empty cell in reading order, allowed digits
/// ascending, each digit checked by scanning its row, column and box the way a
/// student's solution does, so its run time stands for a plain student solver.
Trace reading_order_solve(const Grid& puzzle, std::uint64_t budget = kNoBudget, Deadline deadline = kNoDeadline,
                          Givens givens = Givens::Refused);

/// The lesson's solve_fast(): the empty cell with the fewest allowed digits
/// (first such in reading order), digits ascending, checked the same plain way.
Trace fewest_first_solve(const Grid& puzzle, std::uint64_t budget = kNoBudget, Deadline deadline = kNoDeadline,
                         Givens givens = Givens::Refused);

/// HtDP's solve, as written: the first blank in reading order filled with
/// each value 1..N, keeping only the boards that valid-board? accepts (a check
/// of every row, column and box, not of the one cell), and a board with no
/// blank is solved (it assumes valid givens). So clashing givens with a blank
/// left give false at once, and a full board gives itself, whatever it holds.
/// `placements` counts the boards kept: on valid givens, exactly the digits
/// reading_order_solve writes; the boards thrown away cost time uncounted.
Trace brute_force_solve(const Grid& puzzle, std::uint64_t budget = kNoBudget, Deadline deadline = kNoDeadline);

struct CountTrace {
  std::int64_t count = 0;  ///< min(solutions, limit); a lower bound when gave_up
  bool gave_up = false;
  std::uint64_t placements = 0;
};

/// The lesson's count_solutions(grid, limit): solve's search, but a full grid
/// counts 1 and the search goes on; a deeper call wants only what this one
/// still lacks, and the digits stop once `limit` is reached. It trusts the
/// givens, as solve does: blanks around clashing givens are counted too.
CountTrace reading_order_count(const Grid& puzzle, std::int64_t limit, std::uint64_t budget = kNoBudget,
                               Deadline deadline = kNoDeadline);

/// The helper's solver: fewest candidates first (first minimum in reading
/// order; a cell with 0 or 1 candidates ends the look-around), searching on
/// for a second solution so it can say whether the first is the only one.
struct HelperTrace {
  int solutions = 0;             ///< 0, 1 or 2 (2 means "more than one")
  Grid first{9};                 ///< the first solution, or the puzzle
  std::uint64_t placements = 0;  ///< the "trying N numbers" figure
};
HelperTrace helper_solve(const Grid& puzzle);

}  // namespace ref
