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
  std::array<std::array<std::uint8_t, 3>, kCells> cell_units{};  // row, column, box
  std::array<std::uint64_t, kCells> unit_mask{};                 // the same as bits, when kUnits <= 64

  Layout() {
    for (int u = 0; u < kSize; ++u)
      for (int i = 0; i < kSize; ++i) {
        units[u][i] = static_cast<std::uint16_t>(u * kSize + i);          // row u
        units[kSize + u][i] = static_cast<std::uint16_t>(i * kSize + u);  // column u
        const int top = u / B * B, left = u % B * B;
        units[2 * kSize + u][i] = static_cast<std::uint16_t>((top + i / B) * kSize + left + i % B);
      }
    for (int cell = 0; cell < kCells; ++cell) {
      const int r = cell / kSize, c = cell % kSize;
      cell_units[cell] = {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(kSize + c),
                          static_cast<std::uint8_t>(2 * kSize + r / B * B + c / B)};
      for (std::uint8_t unit : cell_units[cell])
        if (unit < 64) unit_mask[cell] |= std::uint64_t{1} << unit;
      int n = 0;
      for (int other = 0; other < kCells; ++other) {
        const int r2 = other / kSize, c2 = other % kSize;
        const bool same_box = r / B == r2 / B && c / B == c2 / B;
        if (other != cell && (r == r2 || c == c2 || same_box)) peers[cell][n++] = static_cast<std::uint16_t>(other);
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
    std::array<Mask, L::kUnits> placed;  // digits of the unit's solved cells
    int unsolved;
  };

 public:
  explicit Search(std::int64_t limit) : layout_(L::get()), limit_(limit) {}

  Solutions run(const Grid& puzzle) {
    // Reused between calls: allocating it costs as much as an easy puzzle.
    thread_local std::vector<State> stack(L::kCells + 1);
    State& root = stack[0];
    root.candidates.fill(L::kAll);
    root.placed.fill(0);
    root.unsolved = L::kCells;
    queued_ = 0;
    dirty_.fill(~std::uint64_t{0});
    if (L::kUnits % 64) dirty_[kWords - 1] = (std::uint64_t{1} << (L::kUnits % 64)) - 1;
    for (int cell = 0; cell < L::kCells; ++cell) {
      const int digit = puzzle.at(cell);
      if (digit != 0) assign(root, cell, static_cast<Mask>(Mask{1} << (digit - 1)));
    }
    stack_ = &stack;
    if (settle(root)) descend(0);
    Solutions out;
    out.count = count_;
    if (count_ > 0) {
      Grid grid(L::kSize);
      for (int cell = 0; cell < L::kCells; ++cell) grid.set(cell, __builtin_ctz(first_[cell]) + 1);
      out.first = std::move(grid);
    }
    return out;
  }

 private:
  static bool single(Mask m) { return (m & (m - 1)) == 0; }

  // Without -mpopcnt, __builtin_popcount is a library call; a table is faster.
  static int count_bits(Mask m) {
    if constexpr (L::kSize <= 9) {
      static const auto table = [] {
        std::array<std::uint8_t, 512> t{};
        for (int i = 1; i < 512; ++i) t[i] = static_cast<std::uint8_t>(t[i / 2] + (i & 1));
        return t;
      }();
      return table[m];
    } else {
      return __builtin_popcount(m);
    }
  }

  void mark_changed(int cell) {
    if constexpr (kWords == 1) {
      dirty_[0] |= layout_.unit_mask[cell];
    } else {
      for (std::uint8_t unit : layout_.cell_units[cell]) dirty_[unit >> 6] |= std::uint64_t{1} << (unit & 63);
    }
  }

  void assign(State& s, int cell, Mask digit) {
    s.candidates[cell] = digit;
    queue_[queued_++] = static_cast<std::uint16_t>(cell);
    mark_changed(cell);
  }

  // Removes each queued cell's digit from its peers, queueing peers left with
  // one candidate. False on a contradiction (a cell with no candidate).
  bool propagate(State& s) {
    while (queued_ > 0) {
      const int cell = queue_[--queued_];
      const Mask digit = s.candidates[cell];
      --s.unsolved;
      for (std::uint8_t unit : layout_.cell_units[cell]) s.placed[unit] |= digit;
      for (std::uint16_t peer : layout_.peers[cell]) {
        Mask m = s.candidates[peer];
        if (!(m & digit)) continue;
        m = static_cast<Mask>(m & ~digit);
        s.candidates[peer] = m;
        mark_changed(peer);
        if (m == 0) return false;
        if (single(m)) queue_[queued_++] = peer;
      }
    }
    return true;
  }

  // Hidden singles in one unit: a digit with exactly one possible cell goes
  // there. False on a contradiction (a digit with no place left).
  bool hidden_singles(State& s, int unit_index) {
    const auto& unit = layout_.units[unit_index];
    Mask once = 0, twice = 0;
    for (std::uint16_t cell : unit) {
      const Mask m = s.candidates[cell];
      twice |= once & m;
      once |= m;
    }
    // A solved digit shows once, in its own cell: not a hidden single.
    if (once != L::kAll) return false;
    Mask hidden = static_cast<Mask>(once & ~twice & ~s.placed[unit_index]);
    while (hidden) {
      const Mask digit = static_cast<Mask>(hidden & (~hidden + 1));
      hidden = static_cast<Mask>(hidden & (hidden - 1));
      for (std::uint16_t cell : unit) {
        const Mask m = s.candidates[cell];
        if (!(m & digit)) continue;
        if (m != digit) assign(s, cell, digit);  // m == digit: assigned just now
        break;
      }
    }
    return true;
  }

  // Naked and hidden singles until nothing changes. Only units with a changed
  // cell are looked at again, which is most of the saving on hard puzzles.
  bool settle(State& s) {
    for (;;) {
      if (!propagate(s)) return false;
      int word = 0;
      while (word < kWords && dirty_[word] == 0) ++word;
      if (word == kWords) return true;
      const int unit = word * 64 + __builtin_ctzll(dirty_[word]);
      dirty_[word] &= dirty_[word] - 1;
      if (!hidden_singles(s, unit)) return false;
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
      const int n = count_bits(m);
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
      // The last digit needs no copy: nothing returns to this state after it,
      // so it is changed in place and searched again at the same depth.
      const bool last = choices == 0;
      State& target = last ? s : next;
      if (!last) target = s;
      queued_ = 0;
      dirty_.fill(0);
      assign(target, best, digit);
      if (settle(target)) descend(last ? depth : depth + 1);
    }
  }

  const L& layout_;
  std::int64_t limit_;
  std::int64_t count_ = 0;
  std::array<Mask, L::kCells> first_{};
  static constexpr int kWords = (L::kUnits + 63) / 64;
  std::array<std::uint64_t, kWords> dirty_{};  // units to look at for hidden singles
  // Assigned cells whose digit is not yet removed from their peers; a cell is
  // queued once, when its mask drops to one bit, so kCells entries suffice.
  std::array<std::uint16_t, L::kCells> queue_{};
  int queued_ = 0;
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

std::int64_t count_solutions(const Grid& puzzle, std::int64_t limit) { return find_solutions(puzzle, limit).count; }

}  // namespace ref
