// Greedy string tiling, as a table of small sequences: the longest runs
// first, code moved about still found, nothing under the least match, marks
// and boundaries respected.
#include "similar/tiling.h"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace harness;

namespace {

std::vector<Tile> tiles_of(const std::vector<TokenId>& a, const std::vector<TokenId>& b, int min_match) {
  std::vector<bool> marked_a(a.size(), false), marked_b(b.size(), false);
  return greedy_string_tiling(a, b, min_match, marked_a, marked_b);
}

std::vector<TokenId> run(TokenId from, std::size_t n) {
  std::vector<TokenId> ids;
  for (std::size_t i = 0; i < n; ++i) ids.push_back(from + static_cast<TokenId>(i));
  return ids;
}

std::vector<TokenId> joined(std::vector<TokenId> a, const std::vector<TokenId>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

}  // namespace

TEST_CASE("A copy is one tile, its whole length") {
  const std::vector<TokenId> a = run(1, 30);
  CHECK(tiles_of(a, a, 5) == std::vector<Tile>{{0, 0, 30}});
}

TEST_CASE("Two parts swapped are two tiles, the longer first") {
  const std::vector<TokenId> first = run(1, 20), second = run(100, 12);
  const std::vector<Tile> tiles = tiles_of(joined(first, second), joined(second, first), 5);
  CHECK(tiles == std::vector<Tile>{{0, 12, 20}, {20, 0, 12}});
}

TEST_CASE("A run shorter than the least match is not a tile") {
  const std::vector<TokenId> a = joined(run(1, 4), run(50, 10));
  const std::vector<TokenId> b = joined(run(1, 4), run(80, 10));
  CHECK(tiles_of(a, b, 5).empty());
  CHECK(tiles_of(a, b, 4) == std::vector<Tile>{{0, 0, 4}});
}

TEST_CASE("A token marked beforehand, or a boundary, is never in a tile") {
  const std::vector<TokenId> a = run(1, 20);
  std::vector<bool> marked_a(a.size(), false), marked_b(a.size(), false);
  for (int i = 0; i < 10; ++i) marked_a[i] = true;  // the starter's code, say
  CHECK(greedy_string_tiling(a, a, 5, marked_a, marked_b) == std::vector<Tile>{{10, 10, 10}});
  std::vector<TokenId> with_boundary = a;
  with_boundary[8] = kBoundary;
  std::vector<TokenId> other = with_boundary;
  CHECK(tiles_of(with_boundary, other, 5) == std::vector<Tile>{{9, 9, 11}, {0, 0, 8}});
}

TEST_CASE("A run repeated in one is tiled once for each time the other has it") {
  const std::vector<TokenId> part = run(1, 6);
  const std::vector<TokenId> a = joined(part, part);
  const std::vector<Tile> tiles = tiles_of(a, part, 5);
  REQUIRE(tiles.size() == 1);
  CHECK(tiles[0].length == 6);
}

TEST_CASE("Tiling refuses a least match that is not positive, or marks of the wrong size") {
  std::vector<bool> short_marks(1), marks(3);
  CHECK_THROWS_AS(greedy_string_tiling({1, 2, 3}, {1, 2, 3}, 0, marks, marks), std::invalid_argument);
  CHECK_THROWS_AS(greedy_string_tiling({1, 2, 3}, {1, 2, 3}, 2, short_marks, marks), std::invalid_argument);
}

TEST_CASE("Tiling code that repeats itself past reason stops after its steps, with what it found") {
  const std::vector<TokenId> a(20000, 7), b(20000, 7);
  std::vector<bool> marked_a(a.size(), false), marked_b(b.size(), false);
  bool cut_short = false;
  const std::vector<Tile> tiles = greedy_string_tiling(a, b, 12, marked_a, marked_b, 100000, &cut_short);
  CHECK(cut_short);
  CHECK(tiles.empty());  // the first round had not ended
  // Given the steps, a shorter one is one whole tile (5,000 alike: 25 million steps).
  const std::vector<TokenId> c(5000, 7);
  std::vector<bool> again_a(c.size(), false), again_b(c.size(), false);
  CHECK(greedy_string_tiling(c, c, 12, again_a, again_b, kTilingSteps, &cut_short) == std::vector<Tile>{{0, 0, 5000}});
  CHECK(!cut_short);
}
