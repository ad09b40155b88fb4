#include "similar/pair_alignment.h"

#include <algorithm>

namespace harness {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// One side laid out as positions: file f's heading at start[f], its line n at start[f] + n.
struct Side {
  std::vector<std::size_t> start;
  std::vector<SideLine> at;  ///< what each position holds

  explicit Side(const std::vector<int>& lines) {
    for (std::size_t f = 0; f < lines.size(); ++f) {
      start.push_back(at.size());
      for (int n = 0; n <= std::max(lines[f], 0); ++n) at.push_back({f, n});
    }
  }
  bool holds(const LineSpan& span) const {
    return span.file < start.size() && span.first >= 1 && span.first <= span.last &&
           start[span.file] + static_cast<std::size_t>(span.last) < end_of(span.file);
  }
  std::size_t end_of(std::size_t file) const { return file + 1 < start.size() ? start[file + 1] : at.size(); }
  std::size_t first(const LineSpan& span) const { return start[span.file] + static_cast<std::size_t>(span.first); }
  std::size_t last(const LineSpan& span) const { return start[span.file] + static_cast<std::size_t>(span.last); }
};

// Prefix maxima of chain weights by position on the b side (a Fenwick tree).
class BestBefore {
 public:
  explicit BestBefore(std::size_t size) : tree_(size + 1) {}
  void put(std::size_t position, std::size_t weight, std::size_t match) {
    for (std::size_t i = position + 1; i < tree_.size(); i += i & (~i + 1))
      if (weight > tree_[i].weight) tree_[i] = {weight, match};
  }
  // The heaviest chain ending before `position`.
  std::pair<std::size_t, std::size_t> before(std::size_t position) const {
    Entry best;
    for (std::size_t i = position; i > 0; i -= i & (~i + 1))
      if (tree_[i].weight > best.weight) best = tree_[i];
    return {best.weight, best.match};
  }

 private:
  struct Entry {
    std::size_t weight = 0, match = kNone;
  };
  std::vector<Entry> tree_;
};

// The heaviest chain of matches that follow one another on both sides, in order.
std::vector<std::size_t> heaviest_chain(const Side& a, const Side& b, const std::vector<MatchLines>& matches) {
  std::vector<std::size_t> valid;
  for (std::size_t m = 0; m < matches.size(); ++m)
    if (a.holds(matches[m].a) && b.holds(matches[m].b)) valid.push_back(m);
  // By where they start on a; a match joins a chain once the a side has passed its end.
  std::vector<std::size_t> by_start = valid, by_end = valid;
  std::sort(by_start.begin(), by_start.end(),
            [&](std::size_t x, std::size_t y) { return a.first(matches[x].a) < a.first(matches[y].a); });
  std::sort(by_end.begin(), by_end.end(),
            [&](std::size_t x, std::size_t y) { return a.last(matches[x].a) < a.last(matches[y].a); });
  std::vector<std::size_t> total(matches.size(), 0), previous(matches.size(), kNone);
  BestBefore best(b.at.size());
  std::size_t ended = 0, top = kNone;
  for (std::size_t m : by_start) {
    for (; ended < by_end.size() && a.last(matches[by_end[ended]].a) < a.first(matches[m].a); ++ended) {
      const std::size_t done = by_end[ended];
      best.put(b.last(matches[done].b), total[done], done);
    }
    const auto [weight, from] = best.before(b.first(matches[m].b));
    // Weight 1 at least, so a match of no tokens still counts.
    total[m] = weight + std::max<std::size_t>(matches[m].weight, 1);
    previous[m] = from;
    if (top == kNone || total[m] > total[top]) top = m;
  }
  std::vector<std::size_t> chain;
  for (std::size_t m = top; m != kNone; m = previous[m]) chain.push_back(m);
  std::reverse(chain.begin(), chain.end());
  return chain;
}

}  // namespace

PairAlignment align_pair(const std::vector<int>& a_lines, const std::vector<int>& b_lines,
                         const std::vector<MatchLines>& matches) {
  const Side a(a_lines), b(b_lines);
  PairAlignment out;
  out.aligned.assign(matches.size(), false);
  // Each side's positions [from, to) side by side, the shorter padded below.
  std::size_t next_a = 0, next_b = 0;
  const auto pair_up = [&](std::size_t a_to, std::size_t b_to) {
    while (next_a < a_to || next_b < b_to) {
      AlignedRow row;
      if (next_a < a_to) row.a = a.at[next_a++];
      if (next_b < b_to) row.b = b.at[next_b++];
      out.rows.push_back(row);
    }
  };
  for (std::size_t m : heaviest_chain(a, b, matches)) {
    pair_up(a.first(matches[m].a), b.first(matches[m].b));
    out.aligned[m] = true;
    pair_up(a.last(matches[m].a) + 1, b.last(matches[m].b) + 1);
  }
  pair_up(a.at.size(), b.at.size());
  return out;
}

}  // namespace harness
