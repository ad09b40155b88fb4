#include "backtracking.h"

namespace ref {
namespace {

// The student's check: scan the row, the column and the box for the digit.
bool allowed(const Grid& grid, int row, int col, int digit) {
  const int n = grid.size(), b = grid.box();
  for (int i = 0; i < n; ++i)
    if (grid.at(row, i) == digit || grid.at(i, col) == digit) return false;
  const int top = row / b * b, left = col / b * b;
  for (int r = top; r < top + b; ++r)
    for (int c = left; c < left + b; ++c)
      if (grid.at(r, c) == digit) return false;
  return true;
}

int allowed_count(const Grid& grid, int row, int col) {
  int count = 0;
  for (int digit = 1; digit <= grid.size(); ++digit) count += allowed(grid, row, col, digit);
  return count;
}

// Reading the clock costs more than a placement, so look only this often.
constexpr std::uint64_t kClockEvery = 4096;

// The recursion both lesson solvers share; they differ only in the cell picked.
class Backtracker {
 public:
  Backtracker(const Grid& puzzle, std::uint64_t budget, Deadline deadline, bool fewest_first)
      : budget_(budget), deadline_(deadline), fewest_first_(fewest_first) {
    trace_.grid = puzzle;
  }

  Trace run() {
    // The plain search would fill the blanks around clashing givens and call
    // the grid solved; a reference must say such a puzzle has no solution.
    if (!first_clash(trace_.grid)) trace_.solved = explore();
    return std::move(trace_);
  }

 private:
  // -1 when the grid is full.
  int pick_cell() const {
    const Grid& g = trace_.grid;
    int best = -1, best_count = g.size() + 1;
    for (int cell = 0; cell < g.cell_count(); ++cell) {
      if (g.at(cell) != 0) continue;
      if (!fewest_first_) return cell;
      const int count = allowed_count(g, cell / g.size(), cell % g.size());
      if (count < best_count) {
        best = cell;
        best_count = count;
        if (count == 0) break;   // nothing can beat it, and it places nothing
      }
    }
    return best;
  }

  bool out_of_time() {
    if (trace_.placements >= budget_) return trace_.gave_up = true;
    if (trace_.placements % kClockEvery == 0 && deadline_ != kNoDeadline &&
        std::chrono::steady_clock::now() >= deadline_)
      return trace_.gave_up = true;
    return false;
  }

  bool explore() {
    const int cell = pick_cell();
    if (cell < 0) return true;
    Grid& g = trace_.grid;
    const int row = cell / g.size(), col = cell % g.size();
    for (int digit = 1; digit <= g.size(); ++digit) {
      if (!allowed(g, row, col, digit)) continue;
      if (out_of_time()) return false;
      g.set(cell, digit);
      ++trace_.placements;
      if (explore()) return true;
      if (trace_.gave_up) break;
      g.set(cell, 0);
    }
    g.set(cell, 0);
    return false;
  }

  Trace trace_;
  std::uint64_t budget_;
  Deadline deadline_;
  bool fewest_first_;
};

// The helper's search: like fewest_first, but a cell with 0 or 1 candidates
// ends the look-around, and it goes on after a solution until it has two.
class HelperSearch {
 public:
  explicit HelperSearch(const Grid& puzzle) : grid_(puzzle) { trace_.first = puzzle; }

  HelperTrace run() {
    if (!first_clash(grid_)) explore();
    return std::move(trace_);
  }

 private:
  void explore() {
    const int n = grid_.size();
    int best = -1, best_count = n + 1;
    for (int cell = 0; cell < grid_.cell_count() && best_count > 1; ++cell) {
      if (grid_.at(cell) != 0) continue;
      const int count = allowed_count(grid_, cell / n, cell % n);
      if (count < best_count) {
        best = cell;
        best_count = count;
      }
    }
    if (best < 0) {
      if (++trace_.solutions == 1) trace_.first = grid_;
      return;
    }
    for (int digit = 1; digit <= n && trace_.solutions < 2; ++digit) {
      if (!allowed(grid_, best / n, best % n, digit)) continue;
      grid_.set(best, digit);
      ++trace_.placements;
      explore();
      grid_.set(best, 0);
    }
  }

  Grid grid_;
  HelperTrace trace_;
};

}  // namespace

Trace reading_order_solve(const Grid& puzzle, std::uint64_t budget, Deadline deadline) {
  return Backtracker(puzzle, budget, deadline, false).run();
}

Trace fewest_first_solve(const Grid& puzzle, std::uint64_t budget, Deadline deadline) {
  return Backtracker(puzzle, budget, deadline, true).run();
}

HelperTrace helper_solve(const Grid& puzzle) { return HelperSearch(puzzle).run(); }

}  // namespace ref
