// `sudoku-grade validate PUZZLE GRID [--json]`: the independent validator's
// verdict on one grid, so a grader can check a student's output by hand.
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "base/error.h"
#include "base/grid_argument.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "validator.h"

namespace harness {

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

  const ref::Grid puzzle = read_grid_argument(puzzle_argument, "PUZZLE").grid;
  const ref::Grid grid = read_grid_argument(grid_argument, "GRID").grid;
  const validator::Judgement judgement = validator::judge(puzzle.rows(), grid.rows());

  if (json) {
    const nlohmann::ordered_json report = {
        {"solved", judgement.solved()}, {"problems", judgement.problems}, {"empty_cells", judgement.empty_cells}};
    std::cout << report.dump() << "\n";
  } else if (judgement.solved()) {
    std::cout << "ok: the grid solves the puzzle\n";
  } else {
    for (const std::string& problem : judgement.problems) std::cout << problem << "\n";
  }
  return judgement.solved() ? kExitOk : kExitFailed;
}

}  // namespace harness
