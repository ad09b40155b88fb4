// `sudoku-grade solve [--count] [--limit K] [--json] [--file F] [PUZZLE | -]`:
// the fast reference solver from the command line, for one puzzle or a file of
// them, so a grader can get a solution or a count without writing a case.
#include <iostream>
#include <limits>
#include <optional>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "base/error.h"
#include "base/grid_argument.h"
#include "base/read_file.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "grid_format.h"
#include "solver.h"

namespace harness {
namespace {

struct Options {
  bool count = false;
  std::int64_t limit = 2;
  bool json = false;
};

struct Outcome {
  ref::Solutions solutions;
  bool solvable = false;
};

Outcome solve_one(const ref::Grid& puzzle, const Options& options) {
  // Counting stops at the limit; plain solving needs only the first solution.
  const std::int64_t limit = options.count || options.json ? options.limit : 1;
  Outcome outcome{ref::find_solutions(puzzle, limit)};
  outcome.solvable = outcome.solutions.count > 0;
  return outcome;
}

nlohmann::ordered_json to_json(const ref::Grid& puzzle, const Outcome& outcome) {
  nlohmann::ordered_json object = {{"puzzle", ref::format_line(puzzle)}, {"solvable", outcome.solvable}};
  object["solution"] = outcome.solutions.first ? nlohmann::ordered_json(ref::format_line(*outcome.solutions.first))
                                               : nlohmann::ordered_json(nullptr);
  object["count"] = outcome.solutions.count;
  return object;
}

int solve_single(const std::string& argument, const Options& options) {
  const auto [puzzle, where] = read_grid_argument(argument, "PUZZLE");
  if (const auto clash = ref::first_clash(puzzle)) fail({}, "{}: givens clash: {}", where, *clash);
  const Outcome outcome = solve_one(puzzle, options);
  if (options.json) {
    std::cout << to_json(puzzle, outcome).dump() << "\n";
  } else if (options.count) {
    std::cout << outcome.solutions.count << "\n";
  } else if (outcome.solvable) {
    std::cout << ref::format_rows(*outcome.solutions.first);
  } else {
    std::cout << "no solution\n";
  }
  return options.count || outcome.solvable ? kExitOk : kExitFailed;
}

// One puzzle a line; a bad line is reported and skipped, and the exit code
// says so at the end, so one typo does not hide the other puzzles' results.
int solve_file(const std::string& path, const Options& options) {
  std::istringstream in(read_file(path));
  bool bad_input = false, unsolved = false;
  nlohmann::ordered_json array = nlohmann::ordered_json::array();
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::optional<ref::Grid> puzzle;
    try {
      puzzle = ref::parse_grid(line);
    } catch (const ref::GridFormatError& e) {
      std::cerr << to_prefix({path, number}) << e.what() << "\n";
      bad_input = true;
      continue;
    }
    if (const auto clash = ref::first_clash(*puzzle)) {
      std::cerr << to_prefix({path, number}) << "givens clash: " << *clash << "\n";
      bad_input = true;
      continue;
    }
    const Outcome outcome = solve_one(*puzzle, options);
    unsolved = unsolved || !outcome.solvable;
    if (options.json) {
      nlohmann::ordered_json object = {{"line", number}};
      object.update(to_json(*puzzle, outcome));
      array.push_back(std::move(object));
    } else if (options.count) {
      std::cout << outcome.solutions.count << "\n";
    } else {
      std::cout << (outcome.solvable ? ref::format_line(*outcome.solutions.first) : "no solution") << "\n";
    }
  }
  if (options.json) std::cout << array.dump() << "\n";
  if (bad_input) return kExitUsage;
  return options.count || !unsolved ? kExitOk : kExitFailed;
}

}  // namespace

int run_solve(int argc, char** argv) {
  CLI::App app{"Solves PUZZLE with the fast reference solver, or counts its solutions.\n"
               "PUZZLE is a file holding one grid, the grid text itself, or - for stdin\n"
               "(forms: docs/grid-format.md); --file F reads one puzzle a line.\n"
               "Exit 0 all solved (or counted), 1 some puzzle has no solution, 2 bad input.",
               "solve"};
  Options options;
  std::string puzzle_argument, file;
  app.add_option("PUZZLE", puzzle_argument, "the puzzle: file, grid text or -");
  app.add_flag("--count", options.count, "print the number of solutions, up to the limit");
  app.add_option("--limit", options.limit, "stop counting at K solutions (default 2)")
      ->check(CLI::Range(std::int64_t{1}, std::numeric_limits<std::int64_t>::max()));
  app.add_flag("--json", options.json,
               "print {\"puzzle\", \"solvable\", \"solution\", \"count\"} (an array with --file)");
  app.add_option("--file", file, "a file of puzzles, one a line");
  if (const int code = parse_arguments(app, argc, argv); code >= 0) return code;
  if (file.empty() == puzzle_argument.empty())
    fail({}, "give either PUZZLE or --file F (try 'sudoku-grade solve --help')");
  return file.empty() ? solve_single(puzzle_argument, options) : solve_file(file, options);
}

}  // namespace harness
