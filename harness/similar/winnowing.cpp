#include "similar/winnowing.h"

#include <algorithm>
#include <stdexcept>

namespace harness {
namespace {

// splitmix64's finaliser: the rolling sum is far from uniform over small
// token numbers, and winnowing's choice of the smallest needs hashes spread
// evenly, or runs of small tokens would always be the ones kept.
std::uint64_t mixed(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

std::vector<std::uint64_t> run_hashes(const std::vector<TokenId>& ids, std::size_t length) {
  std::vector<std::uint64_t> hashes(ids.size(), 0);
  if (length == 0 || ids.size() < length) return hashes;
  const std::uint64_t base = 0x100000001b3ULL;
  std::uint64_t top = 1;  // base^(length-1), to take the oldest token out of the rolling sum
  for (std::size_t i = 1; i < length; ++i) top *= base;
  std::uint64_t rolling = 0;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (i >= length) rolling -= ids[i - length] * top;
    rolling = rolling * base + ids[i];
    if (i + 1 >= length) hashes[i + 1 - length] = rolling;
  }
  return hashes;
}

std::vector<Fingerprint> kgram_hashes(const std::vector<TokenId>& ids, int k) {
  if (k <= 0) throw std::invalid_argument("kgram_hashes: k must be positive");
  const std::size_t length = static_cast<std::size_t>(k);
  const std::vector<std::uint64_t> runs = run_hashes(ids, length);
  std::vector<Fingerprint> hashes;
  std::size_t since_boundary = 0;  // tokens since the last boundary, this one included
  for (std::size_t i = 0; i < ids.size(); ++i) {
    since_boundary = ids[i] == kBoundary ? 0 : since_boundary + 1;
    if (since_boundary >= length)
      hashes.push_back({mixed(runs[i + 1 - length]), static_cast<std::uint32_t>(i + 1 - length)});
  }
  return hashes;
}

std::vector<Fingerprint> winnow(const std::vector<TokenId>& ids, int k, int window) {
  if (window <= 0) throw std::invalid_argument("winnow: the window must be positive");
  const std::vector<Fingerprint> hashes = kgram_hashes(ids, k);
  std::vector<Fingerprint> kept;
  // Windows never span a boundary: the runs between two are winnowed alone,
  // each segment being hashes whose positions follow one another.
  std::size_t segment = 0;
  while (segment < hashes.size()) {
    std::size_t end = segment + 1;
    while (end < hashes.size() && hashes[end].position == hashes[end - 1].position + 1) ++end;
    const std::size_t w = static_cast<std::size_t>(window);
    const std::size_t last_start = end - segment > w ? end - w : segment;  // a short segment is one window
    std::size_t chosen = hashes.size();
    for (std::size_t start = segment; start <= last_start; ++start) {
      const std::size_t stop = std::min(start + w, end);
      if (chosen < start || chosen == hashes.size()) {
        chosen = start;
        for (std::size_t i = start; i < stop; ++i)
          if (hashes[i].hash <= hashes[chosen].hash) chosen = i;
      } else if (hashes[stop - 1].hash <= hashes[chosen].hash) {
        chosen = stop - 1;
      }
      if (kept.empty() || !(kept.back() == hashes[chosen])) kept.push_back(hashes[chosen]);
    }
    segment = end;
  }
  return kept;
}

}  // namespace harness
