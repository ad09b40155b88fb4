#include "generate/rng.h"

#include <set>

#include <catch2/catch.hpp>

using harness::Rng;

TEST_CASE("the generator's stream is SplitMix64's, fixed by the seed", "[rng]") {
  // The published first outputs of SplitMix64 from seed 0 and seed 1234567.
  Rng zero(0);
  CHECK(zero.next() == 0xe220a8397b1dcdafULL);
  CHECK(zero.next() == 0x6e789e6aa1b965f4ULL);
  Rng other(1234567);
  CHECK(other.next() == 6457827717110365317ULL);
  CHECK(other.next() == 3203168211198807973ULL);
}

TEST_CASE("a draw below n stays below n and reaches every value", "[rng]") {
  Rng rng(42);
  std::set<std::uint64_t> seen;
  for (int i = 0; i < 1000; ++i) {
    const std::uint64_t draw = rng.below(9);
    CHECK(draw < 9);
    seen.insert(draw);
  }
  CHECK(seen.size() == 9);
  CHECK(rng.below(1) == 0);
}

TEST_CASE("a shuffle is a permutation, the same for the same seed", "[rng]") {
  std::vector<int> a = {1, 2, 3, 4, 5, 6, 7, 8, 9}, b = a;
  Rng first(7), second(7);
  first.shuffle(a);
  second.shuffle(b);
  CHECK(a == b);
  CHECK(std::set<int>(a.begin(), a.end()).size() == 9);
  CHECK(a != std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9});
}
