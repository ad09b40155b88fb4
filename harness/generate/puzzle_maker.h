#pragma once
// Fresh puzzles from a seed: a random solution grid, cells emptied while the
// puzzle keeps one solution, then kept or thrown back by what the documents'
// algorithms make of it. Difficulty is counted in placements (digits a
// search writes), never in time, so a seed gives the same puzzles on a slow
// machine and a fast one; docs/instructor.md gives the thresholds.
#include <cstdint>
#include <optional>
#include <string>

#include "generate/rng.h"
#include "grid.h"

namespace harness {

enum class PuzzleKind {
  Unique,      ///< one solution
  Unsolvable,  ///< no clash among the givens, yet no solution
  Counted,     ///< more than one solution, counted
};

enum class Difficulty {
  Easy,    ///< reading order solves it within kEasyPlacements
  Medium,  ///< reading order needs more, up to kMediumPlacements
  Hard,    ///< reading order needs more, up to kHardPlacements
  Speed,   ///< reading order needs over kSpeedSlowPlacements, fewest-first at most kSpeedFastPlacements
};

inline constexpr std::uint64_t kEasyPlacements = 2'000;
inline constexpr std::uint64_t kMediumPlacements = 50'000;
inline constexpr std::uint64_t kHardPlacements = 1'000'000;
inline constexpr std::uint64_t kSpeedSlowPlacements = 3'000'000;
inline constexpr std::uint64_t kSpeedFastPlacements = 10'000;

struct PuzzleRequest {
  int size = 9;
  PuzzleKind kind = PuzzleKind::Unique;
  Difficulty difficulty = Difficulty::Easy;
  std::int64_t limit = 10;  ///< Counted: the count_solutions limit
};

struct MadePuzzle {
  ref::Grid puzzle{9};
  std::optional<ref::Grid> solution;           ///< Unique: the one solution
  std::int64_t count = 0;                      ///< solutions, up to the request's limit (Counted) or 2
  std::uint64_t reading_order_placements = 0;  ///< as far as measured
  bool reading_order_finished = true;
};

/// A random full grid of `size` (4, 9, 16, 25).
ref::Grid random_solution(int size, Rng& rng);

/// One try at a puzzle the request asks for; nullopt when this try's puzzle
/// is not of the difficulty asked (the caller tries again from the same
/// stream, so the result still depends on the seed alone). Every puzzle
/// returned has been checked by the reference solver and the validator.
std::optional<MadePuzzle> try_make_puzzle(const PuzzleRequest& request, Rng& rng);

/// "unique", "unsolvable", "counted"; nullopt for anything else.
std::optional<PuzzleKind> kind_named(const std::string& name);
const char* kind_name(PuzzleKind kind);

/// "easy", "medium", "hard", "speed"; nullopt for anything else.
std::optional<Difficulty> difficulty_named(const std::string& name);
const char* difficulty_name(Difficulty difficulty);

}  // namespace harness
