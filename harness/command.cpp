#include "command.h"

#include <iostream>

namespace harness {

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"grade", "grade a submission against case files (the main job)", run_grade},
      {"batch", "grade a folder of submissions into per-student reports and grades.csv", run_batch},
      {"merge", "combine the outputs of sharded batch runs into one grade sheet", run_merge},
      {"check-cases", "check every case file against the reference solver and validator", run_check_cases},
      {"solve", "solve a puzzle or count its solutions (fast reference solver)", run_solve},
      {"validate", "judge a grid as a solution of a puzzle (independent validator)", run_validate},
      {"record", "run the reference helper on typed input and print a session case", run_record},
  };
  return table;
}

int parse_arguments(CLI::App& app, int argc, char** argv) {
  try {
    app.parse(argc, argv);
    return -1;
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return kExitOk;
  } catch (const CLI::ParseError& e) {
    std::cerr << "sudoku-grade " << app.get_name() << ": " << e.what() << "\n"
              << "try 'sudoku-grade " << app.get_name() << " --help'\n";
    return kExitUsage;
  }
}

}  // namespace harness
