// Winnowing's promise, checked on made-up sequences: any run of w + k - 1
// tokens two sequences share gives them a fingerprint in common, and a
// fingerprint never spans a boundary.
#include "similar/winnowing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <stdexcept>

using namespace harness;

namespace {

std::set<std::uint64_t> hashes_of(const std::vector<Fingerprint>& prints) {
  std::set<std::uint64_t> out;
  for (const Fingerprint& f : prints) out.insert(f.hash);
  return out;
}

std::vector<TokenId> random_ids(std::mt19937& random, std::size_t n) {
  std::uniform_int_distribution<TokenId> id(1, 40);
  std::vector<TokenId> ids(n);
  for (TokenId& t : ids) t = id(random);
  return ids;
}

}  // namespace

TEST_CASE("Every run of k tokens is hashed but those across a boundary") {
  const std::vector<TokenId> ids = {1, 2, 3, 4, kBoundary, 5, 6, 7};
  const std::vector<Fingerprint> hashes = kgram_hashes(ids, 3);
  std::vector<std::uint32_t> positions;
  for (const Fingerprint& f : hashes) positions.push_back(f.position);
  CHECK(positions == std::vector<std::uint32_t>{0, 1, 5});
  // The same run has the same hash wherever it is.
  const std::vector<Fingerprint> again = kgram_hashes({9, 9, 1, 2, 3}, 3);
  CHECK(again.back().hash == hashes.front().hash);
  CHECK(again.front().hash != hashes.front().hash);
}

TEST_CASE("A run shared by two sequences, w + k - 1 long, gives a fingerprint in common") {
  std::mt19937 random(7);
  const int k = 5, w = 4;
  for (int trial = 0; trial < 200; ++trial) {
    const std::vector<TokenId> shared = random_ids(random, k + w - 1);
    std::vector<TokenId> a = random_ids(random, 30), b = random_ids(random, 45);
    a.insert(a.begin() + 11, shared.begin(), shared.end());
    b.insert(b.begin() + 29, shared.begin(), shared.end());
    const auto in_a = hashes_of(winnow(a, k, w)), in_b = hashes_of(winnow(b, k, w));
    std::vector<std::uint64_t> common;
    std::set_intersection(in_a.begin(), in_a.end(), in_b.begin(), in_b.end(), std::back_inserter(common));
    CHECK(!common.empty());
  }
}

TEST_CASE("Winnowing keeps a fraction of the runs, and a run broken by a boundary is no fingerprint") {
  std::mt19937 random(11);
  const std::vector<TokenId> ids = random_ids(random, 2000);
  const std::size_t kept = winnow(ids, 5, 8).size();
  // The paper's density is 2/(w+1): about 444 of 1996 runs.
  CHECK(kept > 300);
  CHECK(kept < 600);
  // Two files whose runs would match only across their boundary share nothing.
  const std::vector<TokenId> a = {1, 2, 3, kBoundary, 4, 5, 6};
  const std::vector<TokenId> b = {2, 3, 4, 5};
  const auto in_a = hashes_of(winnow(a, 3, 1)), in_b = hashes_of(winnow(b, 3, 1));
  for (auto hash : in_b) CHECK(in_a.count(hash) == 0);
  CHECK(winnow({1, 2}, 3, 4).empty());
}

TEST_CASE("Winnowing refuses a k or a window that is not positive") {
  CHECK_THROWS_AS(winnow({1, 2, 3}, 0, 2), std::invalid_argument);
  CHECK_THROWS_AS(winnow({1, 2, 3}, 2, 0), std::invalid_argument);
}
