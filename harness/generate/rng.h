#pragma once
// A random number generator whose stream is fixed by its seed on every
// machine and compiler: SplitMix64 (Steele, Lea, Flood 2014), and a draw
// below n by rejection. std::uniform_int_distribution is not used: its
// algorithm is the library's choice, so the same seed could give other
// puzzles under another standard library.
#include <cstdint>
#include <utility>
#include <vector>

namespace harness {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  /// Uniform in [0, n), n >= 1: draws above the largest multiple of n are redrawn.
  std::uint64_t below(std::uint64_t n);

  template <typename T>
  void shuffle(std::vector<T>& items) {  // Fisher-Yates, from the back
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace harness
