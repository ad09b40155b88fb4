#include "generate/case_writer.h"

#include <fmt/format.h>

#include "base/error.h"
#include "grid_format.h"

namespace harness {
namespace {

// A grid as an indented block: one row per line, as the bundled cases write them.
std::string grid_block(const ref::Grid& grid, const std::string& indent) {
  std::string out;
  const std::string rows = ref::format_rows(grid);
  std::size_t start = 0;
  while (start < rows.size()) {
    const std::size_t end = rows.find('\n', start);
    out += indent + rows.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

std::string case_text(const GenerateRequest& request, const MadePuzzle& made, int number) {
  const bool speed = request.puzzle.difficulty == Difficulty::Speed;
  std::string out = fmt::format("\n  - name: \"{} {}\"\n", request.name_prefix, number);
  out += fmt::format("    entry: {}\n", request.entry);
  out += made.reading_order_finished
             ? fmt::format("    # reading order: {} placements\n", made.reading_order_placements)
             : fmt::format("    # reading order: still searching after {} placements\n", made.reading_order_placements);
  out += "    puzzle: |\n" + grid_block(made.puzzle, "      ");
  if (request.entry == "count_solutions") out += fmt::format("    limit: {}\n", request.puzzle.limit);
  if (request.hidden) out += "    visibility: hidden\n";
  if (speed) out += "    time_check: {accepted: fewest_first, too_slow: reading_order}\n";
  if (request.entry != "count_solutions" && request.entry != "fillSudoku" && made.count == 0)
    out += "    unchanged_on_false: true\n";
  out += "    expect:\n";
  if (request.entry == "count_solutions") {
    out += fmt::format("      count: {}\n", made.count);
  } else {
    out += fmt::format("      solvable: {}\n", made.count > 0 ? "true" : "false");
    if (made.solution) out += "      solution: |\n" + grid_block(*made.solution, "        ");
  }
  return out;
}

}  // namespace

std::string generated_case_file(const GenerateRequest& request, const std::string& command) {
  const PuzzleRequest& asked = request.puzzle;
  const std::string what = fmt::format("{} {} {}x{} puzzles for {} ({})", request.count, kind_name(asked.kind),
                                       asked.size, asked.size, request.entry, difficulty_name(asked.difficulty));
  std::string out = fmt::format("# Made by: {}\n# The same command writes the same bytes on any machine.\n", command);
  out += fmt::format("title: \"Generated: {}, seed {}\"\n", what, request.seed);
  out += fmt::format("source: \"sudoku-grade generate, seed {}\"\n", request.seed);
  out += "algorithm: reading_order\n";
  out += fmt::format("defaults:\n  time_limit_ms: {}\n  points: 1\ncases:\n", request.time_limit_ms);
  Rng rng(request.seed);
  for (int number = 1; number <= request.count; ++number) {
    std::optional<MadePuzzle> made;
    for (int tries = 0; !made && tries < request.max_tries; ++tries) made = try_make_puzzle(asked, rng);
    if (!made)
      fail({}, "found no {} {}x{} puzzle of difficulty '{}' in {} tries (puzzle {} of {}); try another "
               "difficulty or size",
           kind_name(asked.kind), asked.size, asked.size, difficulty_name(asked.difficulty), request.max_tries,
           number, request.count);
    out += case_text(request, *made, number);
  }
  return out;
}

std::optional<PuzzleKind> kind_named(const std::string& name) {
  for (const PuzzleKind k : {PuzzleKind::Unique, PuzzleKind::Unsolvable, PuzzleKind::Counted})
    if (name == kind_name(k)) return k;
  return std::nullopt;
}

const char* kind_name(PuzzleKind kind) {
  switch (kind) {
    case PuzzleKind::Unique: return "unique";
    case PuzzleKind::Unsolvable: return "unsolvable";
    case PuzzleKind::Counted: return "counted";
  }
  return "?";
}

}  // namespace harness
