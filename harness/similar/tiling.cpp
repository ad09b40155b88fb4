#include "similar/tiling.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace harness {
namespace {

// How many of the first i tokens are out of play (marked or a boundary):
// a run [i, i + n) is free when the count does not change across it.
// Counted into `counts`, reused from round to round.
void count_taken(const std::vector<TokenId>& ids, const std::vector<bool>& marked, std::vector<std::uint32_t>& counts) {
  counts.assign(ids.size() + 1, 0);
  for (std::size_t i = 0; i < ids.size(); ++i) counts[i + 1] = counts[i] + ((marked[i] || ids[i] == kBoundary) ? 1 : 0);
}

bool is_free(const std::vector<std::uint32_t>& taken, std::size_t begin, std::size_t length) {
  return begin + length < taken.size() && taken[begin + length] == taken[begin];
}

}  // namespace

std::vector<Tile> greedy_string_tiling(const std::vector<TokenId>& a, const std::vector<TokenId>& b, int min_match,
                                       std::vector<bool>& marked_a, std::vector<bool>& marked_b, std::size_t steps,
                                       bool* cut_short) {
  if (cut_short) *cut_short = false;
  if (min_match <= 0) throw std::invalid_argument("greedy_string_tiling: min_match must be positive");
  if (marked_a.size() != a.size() || marked_b.size() != b.size())
    throw std::invalid_argument("greedy_string_tiling: one mark per token");
  const std::size_t least = static_cast<std::size_t>(min_match);
  std::vector<Tile> tiles;
  if (a.size() < least || b.size() < least) return tiles;
  const std::vector<std::uint64_t> hash_a = run_hashes(a, least);
  const std::vector<std::uint64_t> hash_b = run_hashes(b, least);
  // Every run of b by its hash, sorted once (one allocation: a class
  // compares thousands of pairs): marks only ever grow, so a run that is
  // taken is passed over when met, and the index never needs rebuilding.
  std::vector<std::uint32_t> taken_a, taken_b;
  count_taken(b, marked_b, taken_b);
  std::vector<std::pair<std::uint64_t, std::uint32_t>> runs_of_b;
  for (std::size_t j = 0; j + least <= b.size(); ++j)
    if (is_free(taken_b, j, least)) runs_of_b.emplace_back(hash_b[j], static_cast<std::uint32_t>(j));
  std::sort(runs_of_b.begin(), runs_of_b.end());
  std::vector<Tile> found;
  for (;;) {
    count_taken(a, marked_a, taken_a);
    count_taken(b, marked_b, taken_b);
    steps -= std::min(steps, a.size() + b.size());  // a round's counting is steps too
    found.clear();
    std::size_t longest = least;
    for (std::size_t i = 0; i + least <= a.size(); ++i) {
      if (!is_free(taken_a, i, least)) continue;
      auto run = std::lower_bound(runs_of_b.begin(), runs_of_b.end(), std::make_pair(hash_a[i], std::uint32_t{0}));
      for (; run != runs_of_b.end() && run->first == hash_a[i]; ++run) {
        if (steps == 0) {
          if (cut_short) *cut_short = true;
          return tiles;
        }
        --steps;
        const std::uint32_t j = run->second;
        if (!is_free(taken_b, j, least)) continue;
        // A run that goes on to the left is found whole from where it starts.
        if (i > 0 && j > 0 && a[i - 1] == b[j - 1] && is_free(taken_a, i - 1, 1) && is_free(taken_b, j - 1, 1))
          continue;
        std::size_t n = 0;
        while (i + n < a.size() && j + n < b.size() && a[i + n] == b[j + n] && is_free(taken_a, i + n, 1) &&
               is_free(taken_b, j + n, 1))
          ++n;
        steps -= std::min(steps, n);
        if (n < longest) continue;  // shorter, or a hash collision under min_match
        if (n > longest) found.clear();
        longest = n;
        found.push_back({static_cast<std::uint32_t>(i), j, static_cast<std::uint32_t>(n)});
      }
    }
    if (found.empty()) break;
    for (const Tile& tile : found) {
      bool clear = true;
      for (std::uint32_t t = 0; t < tile.length && clear; ++t) clear = !marked_a[tile.a + t] && !marked_b[tile.b + t];
      if (!clear) continue;  // overlaps a tile of the same length taken just now
      for (std::uint32_t t = 0; t < tile.length; ++t) marked_a[tile.a + t] = marked_b[tile.b + t] = true;
      tiles.push_back(tile);
    }
  }
  return tiles;
}

}  // namespace harness
