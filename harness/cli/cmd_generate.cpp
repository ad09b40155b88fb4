// `sudoku-grade generate --size N --count K --seed S [--entry E] [--difficulty D]
// [--kind K] --out FILE`: a case file of fresh puzzles, the same bytes for
// the same command on any machine.
#include <iostream>
#include <limits>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/atomic_file.h"
#include "base/error.h"
#include "cases/case_writer.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "generate/case_file_maker.h"

namespace harness {

int run_generate(int argc, char** argv) {
  CLI::App app{"Writes a case file of K fresh puzzles made from a seed: each checked by the reference solver\n"
               "and the validator, its difficulty counted in the documents' own searches (docs/instructor.md).\n"
               "The same command writes the same bytes on any machine.",
               "generate"};
  GenerateRequest request;
  std::string entry = entry_name(request.entry), difficulty = "easy", kind, out;
  app.add_option("--size", request.puzzle.size, "grid size: 4, 9, 16 or 25 (default 9)")
      ->check(CLI::IsMember({4, 9, 16, 25}));
  app.add_option("--count", request.count, "how many puzzles (default 10)")->check(CLI::Range(1, 10000));
  app.add_option("--seed", request.seed, "the seed (default 1)");
  const std::vector<std::string> entries = puzzle_entry_names();
  app.add_option("--entry", entry,
                 fmt::format("the entry the cases call: {} (default {})", fmt::join(entries, ", "), entry))
      ->check(CLI::IsMember(entries));
  app.add_option("--difficulty", difficulty,
                 "easy, medium, hard (reading order solves it in up to 2 000, 50 000, 1 000 000 placements), "
                 "or speed (reading order needs over 3 000 000, fewest-first at most 10 000) (default easy)")
      ->check(CLI::IsMember({"easy", "medium", "hard", "speed"}));
  app.add_option("--kind", kind,
                 "unique (one solution), unsolvable (consistent givens, no solution) or counted (several "
                 "solutions, for count_solutions) (default: counted for count_solutions, else unique)")
      ->check(CLI::IsMember({"unique", "unsolvable", "counted"}));
  app.add_option("--limit", request.puzzle.limit, "count_solutions' limit (default 10)")
      ->check(CLI::Range(std::int64_t{2}, std::int64_t{1000000}));
  app.add_option("--time-limit-ms", request.time_limit_ms,
                 "every case's time limit (default 1000; 200 for speed, so that reading order, over 3 000 000 "
                 "placements, is still running at 1.5 times it on a fast machine)")
      ->check(CLI::Range(1, 600000));
  app.add_flag("--hidden", request.hidden, "mark every case hidden");
  app.add_option("--out", out, "the case file to write (default: stdout)");
  if (const int code = parse_arguments(app, argc, argv); code >= 0) return code;

  request.puzzle.difficulty = *difficulty_named(difficulty);
  if (request.puzzle.difficulty == Difficulty::Speed && app.count("--time-limit-ms") == 0) request.time_limit_ms = 200;
  request.entry = sudoku::find_entry(entry)->entry;
  const bool counting = sudoku::entry_row(request.entry).check == sudoku::Check::Count;
  request.puzzle.kind = kind.empty() ? (counting ? PuzzleKind::Counted : PuzzleKind::Unique) : *kind_named(kind);
  if (request.puzzle.kind == PuzzleKind::Counted && !counting)
    fail({}, "--kind counted is for --entry {}: {} returns a solution, not a count", entry_name(Entry::CountSolutions),
         entry);
  if (request.puzzle.difficulty == Difficulty::Speed && (request.puzzle.kind != PuzzleKind::Unique || counting))
    fail({}, "--difficulty speed makes unique puzzles for a solving entry, to tell fewest-first from reading order");

  std::string command = "sudoku-grade generate";
  command += fmt::format(" --size {} --count {} --seed {} --entry {} --difficulty {} --kind {}", request.puzzle.size,
                         request.count, request.seed, entry, difficulty, kind_name(request.puzzle.kind));
  if (counting) command += fmt::format(" --limit {}", request.puzzle.limit);
  if (app.count("--time-limit-ms") > 0) command += fmt::format(" --time-limit-ms {}", request.time_limit_ms);
  if (request.hidden) command += " --hidden";
  const MadeCaseFile made = make_case_file(request, command);
  const std::string text = case_file_yaml(made.file, made.comments);
  if (out.empty()) std::cout << text;
  else write_file_atomically(out, text);
  return kExitOk;
}

}  // namespace harness
