#include "cli/arguments.h"

#include <iostream>

#include "cli/command.h"

namespace harness {

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
