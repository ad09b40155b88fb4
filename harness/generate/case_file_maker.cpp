#include "generate/case_file_maker.h"

#include <fmt/format.h>

#include "base/error.h"

namespace harness {
namespace {

Case made_case(const GenerateRequest& request, const MadePuzzle& made, int number) {
  Case one;
  one.name = fmt::format("{} {}", request.name_prefix, number);
  one.entry = request.entry;
  one.visibility = request.hidden ? Visibility::Hidden : Visibility::Visible;
  one.limits.time = std::chrono::milliseconds(request.time_limit_ms);
  const sudoku::EntryRow& row = sudoku::entry_row(request.entry);
  if (row.check == sudoku::Check::Count) {
    one.expect = CountExpect{made.puzzle, request.puzzle.limit, made.count};
    return one;
  }
  // A speed case tells fewest-first from reading order (check-cases times both).
  if (request.puzzle.difficulty == Difficulty::Speed)
    one.limits.time_check = TimeCheck{Reference::FewestFirst, Reference::ReadingOrder};
  SolveExpect solve;
  solve.puzzle = made.puzzle;
  solve.solvable = made.count > 0;
  solve.solution = made.solution;
  // An unsolvable puzzle's grid must come back as given, whatever the entry's default.
  solve.unchanged_on_false = row.unchanged_on_false || made.count == 0;
  one.expect = std::move(solve);
  return one;
}

std::string placements_comment(const MadePuzzle& made) {
  return made.reading_order_finished
             ? fmt::format("reading order: {} placements", made.reading_order_placements)
             : fmt::format("reading order: still searching after {} placements", made.reading_order_placements);
}

}  // namespace

std::vector<std::string> puzzle_entry_names() {
  std::vector<std::string> names;
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    if (sudoku::takes_puzzle(row)) names.emplace_back(row.name);
  return names;
}

MadeCaseFile make_case_file(const GenerateRequest& request, const std::string& command) {
  const PuzzleRequest& asked = request.puzzle;
  const char* entry = entry_name(request.entry);
  if (!sudoku::takes_puzzle(sudoku::entry_row(request.entry)))
    fail({}, "generate makes puzzles to solve or count; {} takes none", entry);
  const std::string what = fmt::format("{} {} {}x{} puzzles for {} ({})", request.count, kind_name(asked.kind),
                                       asked.size, asked.size, entry, difficulty_name(asked.difficulty));
  MadeCaseFile made;
  made.file.title = fmt::format("Generated: {}, seed {}", what, request.seed);
  made.file.source = fmt::format("sudoku-grade generate, seed {}", request.seed);
  made.comments.file = {"Made by: " + command, "The same command writes the same bytes on any machine."};
  Rng rng(request.seed);
  for (int number = 1; number <= request.count; ++number) {
    std::optional<MadePuzzle> puzzle;
    for (int tries = 0; !puzzle && tries < request.max_tries; ++tries) puzzle = try_make_puzzle(asked, rng);
    if (!puzzle)
      fail({},
           "found no {} {}x{} puzzle of difficulty '{}' in {} tries (puzzle {} of {}); try another "
           "difficulty or size",
           kind_name(asked.kind), asked.size, asked.size, difficulty_name(asked.difficulty), request.max_tries, number,
           request.count);
    made.file.cases.push_back(made_case(request, *puzzle, number));
    made.comments.cases.push_back(placements_comment(*puzzle));
  }
  return made;
}

}  // namespace harness
