// `sudoku-grade validate PUZZLE GRID [--json]`: the independent validator's
// verdict on one grid, so a grader can check a student's output by hand.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "base/error.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "grid_format.h"
#include "validator.h"

namespace harness {
namespace {

std::string read_stream(std::istream& in) {
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// One word with something besides digits and dots may be a mistyped file name.
bool may_be_file_name(const std::string& argument) {
  bool other = false;
  for (char ch : argument) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') return false;
    other = other || !(ch == '.' || (ch >= '0' && ch <= '9'));
  }
  return other;
}

// One grid from an argument: "-" is stdin, a file's name is its contents,
// anything else is the grid text itself. `role` is PUZZLE or GRID.
ref::Grid read_grid(const std::string& argument, const std::string& role) {
  std::string text = argument, from;
  if (argument == "-") {
    text = read_stream(std::cin);
    from = "stdin: ";
  } else if (std::filesystem::is_regular_file(argument)) {
    std::ifstream file(argument, std::ios::binary);
    if (!file) fail({}, "{}: cannot read '{}'", role, argument);
    text = read_stream(file);
    from = argument + ": ";
  }
  try {
    return ref::parse_grid(text);
  } catch (const ref::GridFormatError& e) {
    if (from.empty() && may_be_file_name(argument))
      fail({}, "{}: '{}' is not a file, and not a grid: {}", role, argument, e.what());
    fail({}, "{}: {}{}", role, from, e.what());
  }
}

}  // namespace

int run_validate(int argc, char** argv) {
  CLI::App app{"Judges GRID as a solution of PUZZLE with the independent validator.\n"
               "Each is a file holding one grid, the grid text itself, or - for stdin\n"
               "(forms: docs/grid-format.md). Exit 0 solved, 1 not solved, 2 bad input.",
               "validate"};
  std::string puzzle_argument, grid_argument;
  bool json = false;
  app.add_option("PUZZLE", puzzle_argument, "the puzzle: file, grid text or -")->required();
  app.add_option("GRID", grid_argument, "the claimed solution: file, grid text or -")->required();
  app.add_flag("--json", json, "print {\"solved\", \"problems\", \"empty_cells\"} as JSON");
  if (const int code = parse_arguments(app, argc, argv); code >= 0) return code;
  if (puzzle_argument == "-" && grid_argument == "-")
    fail({}, "PUZZLE and GRID cannot both be - (stdin holds one grid)");

  const ref::Grid puzzle = read_grid(puzzle_argument, "PUZZLE");
  const ref::Grid grid = read_grid(grid_argument, "GRID");
  const validator::Judgement judgement = validator::judge(puzzle.rows(), grid.rows());

  if (json) {
    const nlohmann::ordered_json report = {{"solved", judgement.solved()},
                                   {"problems", judgement.problems},
                                   {"empty_cells", judgement.empty_cells}};
    std::cout << report.dump() << "\n";
  } else if (judgement.solved()) {
    std::cout << "ok: the grid solves the puzzle\n";
  } else {
    for (const std::string& problem : judgement.problems) std::cout << problem << "\n";
  }
  return judgement.solved() ? kExitOk : kExitFailed;
}

}  // namespace harness
