#include "solver.h"

#include <array>
#include <type_traits>
#include <vector>

namespace ref {
namespace {

// Everything about a size that never changes, computed once per box size. The
// search is one template instantiated for every size, so 9 x 9 gets
// compile-time constants and no size pays for another's generality.
template <int B>
struct Layout {
  static constexpr int kSize = B * B;
  static constexpr int kCells = kSize * kSize;
  static constexpr int kPeers = 2 * (kSize - 1) + (B - 1) * (B - 1);
  static constexpr int kUnits = 3 * kSize;
  using Mask = std::conditional_t<(kSize <= 16), std::uint16_t, std::uint32_t>;
  static constexpr Mask kAll = static_cast<Mask>((std::uint64_t{1} << kSize) - 1);

  std::array<std::array<std::uint16_t, kPeers>, kCells> peers{};
  std::array<std::array<std::uint16_t, kSize>, kUnits> units{};

  Layout() {
    for (int u = 0; u < kSize; ++u)
      for (int i = 0; i < kSize; ++i) {
        units[u][i] = static_cast<std::uint16_t>(u * kSize + i);                 // row u
        units[kSize + u][i] = static_cast<std::uint16_t>(i * kSize + u);         // column u
        const int top = u / B * B, left = u % B * B;
        units[2 * kSize + u][i] = static_cast<std::uint16_t>((top + i / B) * kSize + left + i % B);
      }
    for (int cell = 0; cell < kCells; ++cell) {
      const int r = cell / kSize, c = cell % kSize;
      int n = 0;
      for (int other = 0; other < kCells; ++other) {
        const int r2 = other / kSize, c2 = other % kSize;
        const bool same_box = r / B == r2 / B && c / B == c2 / B;
        if (other != cell && (r == r2 || c == c2 || same_box))
          peers[cell][n++] = static_cast<std::uint16_t>(other);
      }
    }
  }

  static const Layout& get() {
    static const Layout layout;
    return layout;
  }
};

// Depth-first search over candidate masks. A cell whose mask has one bit is
// "assigned"; after propagate() every assigned cell's digit has been removed
// from its peers, so one bit then means solved.
template <int B>
class Search {
  using L = Layout<B>;
  using Mask = typename L::Mask;

  struct State {
    std::array<Mask, L::kCells> candidates;
    int unsolved;
  };

 public:
  explicit Search(std::int64_t limit) : layout_(L::get()), limit_(limit) {}

  Solutions run(const Grid& puzzle) {
    std::vector<State> stack(L::kCells + 1);
    State& root = stack[0];
    root.candidates.fill(L::kAll);
    root.unsolved = L::kCells;
    queue_.clear();
    for (int cell = 0; cell < L::kCells; ++cell) {
      const int digit = puzzle.at(cell);
      if (digit == 0) continue;
      root.candidates[cell] = static_cast<Mask>(Mask{1} << (digit - 1));
      queue_.push_back(static_cast<std::uint16_t>(cell));
    }
    stack_ = &stack;
    if (settle(root)) descend(0);
    Solutions out;
    out.count = count_;
    if (count_ > 0) {
      Grid grid(L::kSize);
      for (int cell = 0; cell < L::kCells; ++cell)
        grid.set(cell, __builtin_ctz(first_[cell]) + 1);
      out.first = std::move(grid);
    }
    return out;
  }

 private:
  static bool single(Mask m) { return (m & (m - 1)) == 0; }

  // Removes each queued cell's digit from its peers, queueing peers left with
  // one candidate. False on a contradiction (a cell with no candidate).
  bool propagate(State& s) {
    while (!queue_.empty()) {
      const int cell = queue_.back();
      queue_.pop_back();
      const Mask digit = s.candidates[cell];
      --s.unsolved;
      for (std::uint16_t peer : layout_.peers[cell]) {
        Mask m = s.candidates[peer];
        if (!(m & digit)) continue;
        m = static_cast<Mask>(m & ~digit);
        s.candidates[peer] = m;
        if (m == 0) return false;
        if (single(m)) queue_.push_back(peer);
      }
    }
    return true;
  }

  // One pass of hidden singles over every unit: a digit with exactly one
  // possible cell in a unit goes there. Returns -1 on a contradiction (a digit
  // with no place left), else how many cells it assigned.
  int hidden_singles(State& s) {
    int assigned = 0;
    for (const auto& unit : layout_.units) {
      Mask once = 0, twice = 0, placed = 0;
      for (std::uint16_t cell : unit) {
        const Mask m = s.candidates[cell];
        if (single(m)) {
          placed |= m;
        } else {
          twice |= once & m;
          once |= m;
        }
      }
      if ((once | placed) != L::kAll) return -1;
      Mask hidden = static_cast<Mask>(once & ~twice & ~placed);
      while (hidden) {
        const Mask digit = static_cast<Mask>(hidden & (~hidden + 1));
        hidden = static_cast<Mask>(hidden & (hidden - 1));
        for (std::uint16_t cell : unit) {
          const Mask m = s.candidates[cell];
          if (!(m & digit)) continue;
          if (m == digit) break;   // already assigned this pass
          s.candidates[cell] = digit;
          queue_.push_back(cell);
          ++assigned;
          break;
        }
      }
      // Two hidden singles may have landed on one cell via different units;
      // propagate now so the next unit sees a consistent grid.
      if (assigned && !queue_.empty() && !propagate(s)) return -1;
    }
    return assigned;
  }

  bool settle(State& s) {
    if (!propagate(s)) return false;
    for (;;) {
      const int assigned = hidden_singles(s);
      if (assigned < 0) return false;
      if (assigned == 0) return true;
    }
  }

  void descend(int depth) {
    State& s = (*stack_)[depth];
    if (s.unsolved == 0) {
      if (++count_ == 1) first_ = s.candidates;
      return;
    }
    int best = -1, best_count = L::kSize + 1;
    for (int cell = 0; cell < L::kCells; ++cell) {
      const Mask m = s.candidates[cell];
      if (single(m)) continue;
      const int n = __builtin_popcount(m);
      if (n < best_count) {
        best = cell;
        best_count = n;
        if (n == 2) break;
      }
    }
    Mask choices = s.candidates[best];
    State& next = (*stack_)[depth + 1];
    while (choices && count_ < limit_) {
      const Mask digit = static_cast<Mask>(choices & (~choices + 1));
      choices = static_cast<Mask>(choices & (choices - 1));
      next = s;
      next.candidates[best] = digit;
      queue_.clear();
      queue_.push_back(static_cast<std::uint16_t>(best));
      if (settle(next)) descend(depth + 1);
    }
  }

  const L& layout_;
  std::int64_t limit_;
  std::int64_t count_ = 0;
  std::array<Mask, L::kCells> first_{};
  std::vector<std::uint16_t> queue_;
  std::vector<State>* stack_ = nullptr;
};

template <int B>
Solutions search(const Grid& puzzle, std::int64_t limit) {
  return Search<B>(limit).run(puzzle);
}

}  // namespace

Solutions find_solutions(const Grid& puzzle, std::int64_t limit) {
  if (limit < 1) limit = 1;
  switch (puzzle.box()) {
    case 2: return search<2>(puzzle, limit);
    case 3: return search<3>(puzzle, limit);
    case 4: return search<4>(puzzle, limit);
    default: return search<5>(puzzle, limit);
  }
}

std::optional<Grid> solve(const Grid& puzzle) { return find_solutions(puzzle, 1).first; }

std::int64_t count_solutions(const Grid& puzzle, std::int64_t limit) {
  return find_solutions(puzzle, limit).count;
}

}  // namespace ref
