#pragma once
// A case file of generated puzzles: what `sudoku-grade generate` writes and
// `grade --fresh` loads. The text depends on the request alone (the seed
// included), so the same command writes the same bytes anywhere.
#include <cstdint>
#include <optional>
#include <string>

#include "generate/puzzle_maker.h"

namespace harness {

struct GenerateRequest {
  PuzzleRequest puzzle;
  int count = 10;
  std::uint64_t seed = 1;
  std::string entry = "solve";     ///< solve, solve_fast, fillSudoku or count_solutions
  int time_limit_ms = 1000;
  bool hidden = false;
  std::string name_prefix = "generated";
  /// Tries at one puzzle before giving up (a difficulty too rare for the size).
  int max_tries = 2000;
};

/// The case file's YAML. Throws harness::Error when a puzzle of the asked
/// kind and difficulty is not found within max_tries.
std::string generated_case_file(const GenerateRequest& request, const std::string& command);

/// "unique", "unsolvable", "counted"; nullopt for anything else.
std::optional<PuzzleKind> kind_named(const std::string& name);
const char* kind_name(PuzzleKind kind);

}  // namespace harness
