#pragma once
// A case file of generated puzzles: what `sudoku-grade generate` writes
// (through cases/case_writer) and `grade --fresh` grades. The cases depend on
// the request alone (the seed included), so the same command writes the same
// bytes anywhere.
#include <cstdint>
#include <string>
#include <vector>

#include "cases/case.h"
#include "cases/case_writer.h"
#include "generate/puzzle_maker.h"

namespace harness {

struct GenerateRequest {
  PuzzleRequest puzzle;
  int count = 10;
  std::uint64_t seed = 1;
  Entry entry = Entry::Solve;  ///< one that takes a puzzle (sudoku::takes_puzzle)
  int time_limit_ms = 1000;
  bool hidden = false;
  std::string name_prefix = "generated";
  /// Tries at one puzzle before giving up (a difficulty too rare for the size).
  int max_tries = 2000;
};

/// The cases, and the comments a person reading their file is shown: the
/// command that made it, and how far each puzzle takes the reading-order search.
struct MadeCaseFile {
  CaseFile file;
  CaseFileComments comments;
};

/// The entries generate makes cases for (sudoku::takes_puzzle), by name, in
/// the entry table's order.
std::vector<std::string> puzzle_entry_names();

/// Throws harness::Error when a puzzle of the asked kind and difficulty is
/// not found within max_tries.
MadeCaseFile make_case_file(const GenerateRequest& request, const std::string& command);

}  // namespace harness
