#pragma once
/// Winnowing (Schleimer, Wilkerson and Aiken, "Winnowing: local algorithms
/// for document fingerprinting", SIGMOD 2003), the algorithm behind MOSS:
/// hash every run of k tokens, then keep the smallest hash of each window
/// of w runs in a row. Any run of at least w + k - 1 tokens two sequences
/// share gives both a fingerprint in common, and a sequence keeps about
/// 2/(w + 1) of its runs, so a class is compared by its fingerprints
/// alone before the exact comparison (tiling.h) of the pairs that share many.
#include <cstdint>
#include <vector>

namespace harness {

/// A token's number in a sequence; kBoundary ends a file, and no run of k
/// tokens crosses it (nor a token left out, such as the starter's code).
using TokenId = std::uint32_t;
inline constexpr TokenId kBoundary = 0;

struct Fingerprint {
  std::uint64_t hash = 0;
  std::uint32_t position = 0;  ///< where its run of k tokens starts
  bool operator==(const Fingerprint& other) const { return hash == other.hash && position == other.position; }
};

/// The Karp-Rabin hash of the run of `length` tokens starting at each
/// position, boundaries and all (the runs past the end hash to 0): the one
/// rolling hash winnowing and tiling (tiling.h) share. Pure.
std::vector<std::uint64_t> run_hashes(const std::vector<TokenId>& ids, std::size_t length);

/// The hash of each run of k tokens in [begin, begin + k) for every begin
/// whose run holds no kBoundary; runs that cross one are left out. Pure.
std::vector<Fingerprint> kgram_hashes(const std::vector<TokenId>& ids, int k);

/// The fingerprints winnowing keeps: in each window of `window` runs in a
/// row (between boundaries), the smallest hash, the rightmost of equals,
/// each kept once. Pure. Throws std::invalid_argument unless k and window are positive.
std::vector<Fingerprint> winnow(const std::vector<TokenId>& ids, int k, int window);

}  // namespace harness
