#pragma once
/// Greedy string tiling (Wise, "String similarity via greedy string tiling
/// and running Karp-Rabin matching", 1993), the comparison behind JPlag:
/// the longest common runs of tokens are taken first, each token in at most
/// one tile, so code moved about (functions reordered) still matches run by
/// run, and a short run common to any two programs (below `min_match`)
/// never counts. Exact, where winnowing (winnowing.h) only samples.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "similar/winnowing.h"

namespace harness {

/// The steps greedy_string_tiling takes at most, by default: about a second.
inline constexpr std::size_t kTilingSteps = 200'000'000;

struct Tile {
  std::uint32_t a = 0;       ///< where it starts in the first sequence
  std::uint32_t b = 0;       ///< and in the second
  std::uint32_t length = 0;  ///< tokens
  bool operator==(const Tile& other) const { return a == other.a && b == other.b && length == other.length; }
};

/// The tiles of `a` and `b`, longest first: runs of at least `min_match`
/// equal tokens, none holding a kBoundary or a token marked already; each
/// tile's tokens are marked in `marked_a` and `marked_b` (one flag per
/// token, sized as the sequences; a token the caller marks beforehand, such
/// as the starter's code, is never tiled). Of two equally long runs that
/// overlap, the one found first (lower in `a`, then in `b`) is taken. Pure
/// but for the marks. Throws std::invalid_argument unless min_match is
/// positive and the marks match the sequences' sizes.
///
/// Code that repeats itself (a file of one line a million times) makes the
/// search quadratic, so it stops after `steps` steps (a step: a candidate
/// run looked at, or a token compared), with the tiles found by then, and
/// sets `*cut_short` when given. A sudoku solver against another takes a few
/// hundred thousand.
std::vector<Tile> greedy_string_tiling(const std::vector<TokenId>& a, const std::vector<TokenId>& b, int min_match,
                                       std::vector<bool>& marked_a, std::vector<bool>& marked_b,
                                       std::size_t steps = kTilingSteps, bool* cut_short = nullptr);

}  // namespace harness
