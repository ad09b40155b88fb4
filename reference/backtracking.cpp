#include "backtracking.h"

#include <algorithm>
#include <vector>

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

// The placement budget and the deadline every instrumented search shares.
class Allowance {
 public:
  Allowance(std::uint64_t budget, Deadline deadline) : budget_(budget), deadline_(deadline) {}

  /// Called before each placement: true once the search must stop (and stays true).
  bool exhausted(std::uint64_t placements) {
    if (gave_up_) return true;
    if (placements >= budget_) return gave_up_ = true;
    if (placements % kClockEvery == 0 && deadline_ != kNoDeadline && std::chrono::steady_clock::now() >= deadline_)
      return gave_up_ = true;
    return false;
  }
  bool gave_up() const { return gave_up_; }

 private:
  std::uint64_t budget_;
  Deadline deadline_;
  bool gave_up_ = false;
};

// The first empty cell in reading order, or -1 when the grid is full.
int first_empty(const Grid& g) {
  for (int cell = 0; cell < g.cell_count(); ++cell)
    if (g.at(cell) == 0) return cell;
  return -1;
}

// The recursion both lesson solvers share; they differ only in the cell picked.
class Backtracker {
 public:
  Backtracker(const Grid& puzzle, std::uint64_t budget, Deadline deadline, bool fewest_first, Givens givens)
      : allowance_(budget, deadline), fewest_first_(fewest_first), givens_(givens) {
    trace_.grid = puzzle;
  }

  Trace run() {
    // The plain search would fill the blanks around clashing givens and call
    // the grid solved; a reference must say such a puzzle has no solution.
    if (givens_ != Givens::Refused || !first_clash(trace_.grid)) trace_.solved = explore();
    trace_.gave_up = allowance_.gave_up();
    return std::move(trace_);
  }

 private:
  // -1 when the grid is full.
  int pick_cell() const {
    const Grid& g = trace_.grid;
    if (!fewest_first_) return first_empty(g);
    int best = -1, best_count = g.size() + 1;
    for (int cell = 0; cell < g.cell_count(); ++cell) {
      if (g.at(cell) != 0) continue;
      const int count = allowed_count(g, cell / g.size(), cell % g.size());
      if (count < best_count) {
        best = cell;
        best_count = count;
        if (count == 0) break;  // nothing can beat it, and it places nothing
      }
    }
    return best;
  }

  bool explore() {
    const int cell = pick_cell();
    // Only the Java recipe looks at a full grid; on valid givens it always passes.
    if (cell < 0) return givens_ != Givens::CheckedWhenFull || !first_clash(trace_.grid);
    Grid& g = trace_.grid;
    const int row = cell / g.size(), col = cell % g.size();
    for (int digit = 1; digit <= g.size(); ++digit) {
      if (!allowed(g, row, col, digit)) continue;
      if (allowance_.exhausted(trace_.placements)) break;
      g.set(cell, digit);
      ++trace_.placements;
      if (explore()) return true;
      g.set(cell, 0);
      if (allowance_.gave_up()) break;
    }
    return false;
  }

  Trace trace_;
  Allowance allowance_;
  bool fewest_first_;
  Givens givens_;
};

// HtDP's valid-board?: no unit holds a value twice (blanks are no values).
bool valid_board(const Grid& g) {
  const int n = g.size(), b = g.box();
  std::vector<char> seen(static_cast<std::size_t>(n) + 1);
  const auto unit_ok = [&](auto cell_of) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int i = 0; i < n; ++i) {
      const int value = cell_of(i);
      if (value == 0) continue;
      if (seen[value]) return false;
      seen[value] = 1;
    }
    return true;
  };
  for (int r = 0; r < n; ++r)
    if (!unit_ok([&](int i) { return g.at(r, i); })) return false;
  for (int c = 0; c < n; ++c)
    if (!unit_ok([&](int i) { return g.at(i, c); })) return false;
  for (int box = 0; box < n; ++box) {
    const int top = box / b * b, left = box % b * b;
    if (!unit_ok([&](int i) { return g.at(top + i / b, left + i % b); })) return false;
  }
  return true;
}

// HtDP's solve: next-boards is every value in the first blank, kept when the
// whole board is still valid; a board without a blank is solved? at once.
class BruteForce {
 public:
  BruteForce(const Grid& puzzle, std::uint64_t budget, Deadline deadline) : allowance_(budget, deadline) {
    trace_.grid = puzzle;
  }

  Trace run() {
    trace_.solved = explore();
    trace_.gave_up = allowance_.gave_up();
    return std::move(trace_);
  }

 private:
  bool explore() {
    const int cell = first_empty(trace_.grid);
    if (cell < 0) return true;
    Grid& g = trace_.grid;
    for (int value = 1; value <= g.size(); ++value) {
      g.set(cell, value);
      if (!valid_board(g)) continue;  // keep-only-valid drops the board
      if (allowance_.exhausted(trace_.placements)) break;
      ++trace_.placements;
      if (explore()) return true;
      if (allowance_.gave_up()) break;
    }
    g.set(cell, 0);  // the board as this call got it: HtDP never changes a board
    return false;
  }

  Trace trace_;
  Allowance allowance_;
};

// The lesson's count_solutions, one call per empty cell as it recurses.
class Counter {
 public:
  Counter(const Grid& puzzle, std::uint64_t budget, Deadline deadline) : grid_(puzzle), allowance_(budget, deadline) {}

  CountTrace run(std::int64_t limit) {
    trace_.count = count(limit);
    trace_.gave_up = allowance_.gave_up();
    return trace_;
  }

 private:
  std::int64_t count(std::int64_t limit) {
    const int cell = first_empty(grid_);
    if (cell < 0) return 1;
    const int row = cell / grid_.size(), col = cell % grid_.size();
    std::int64_t found = 0;
    for (int digit = 1; digit <= grid_.size(); ++digit) {
      if (!allowed(grid_, row, col, digit)) continue;
      if (allowance_.exhausted(trace_.placements)) break;
      grid_.set(cell, digit);
      ++trace_.placements;
      found += count(limit - found);
      grid_.set(cell, 0);
      if (found >= limit || allowance_.gave_up()) break;
    }
    return found;
  }

  Grid grid_;
  Allowance allowance_;
  CountTrace trace_;
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

Trace reading_order_solve(const Grid& puzzle, std::uint64_t budget, Deadline deadline, Givens givens) {
  return Backtracker(puzzle, budget, deadline, false, givens).run();
}

Trace fewest_first_solve(const Grid& puzzle, std::uint64_t budget, Deadline deadline, Givens givens) {
  return Backtracker(puzzle, budget, deadline, true, givens).run();
}

Trace brute_force_solve(const Grid& puzzle, std::uint64_t budget, Deadline deadline) {
  return BruteForce(puzzle, budget, deadline).run();
}

CountTrace reading_order_count(const Grid& puzzle, std::int64_t limit, std::uint64_t budget, Deadline deadline) {
  return Counter(puzzle, budget, deadline).run(limit);
}

HelperTrace helper_solve(const Grid& puzzle) { return HelperSearch(puzzle).run(); }

}  // namespace ref
