// sudoku-grade: dispatches to the subcommand named in the table, and is the
// one place that turns a harness Error into "sudoku-grade: error: ..." + exit 2.
#include <cstring>
#include <exception>
#include <iostream>
#include <string>

#include "base/error.h"
#include "cli/command.h"

namespace {

void print_help() {
  std::cout << "usage: sudoku-grade COMMAND [ARGS...]\n\ncommands:\n";
  for (const auto& command : harness::commands())
    std::cout << "  " << command.name << std::string(14 - std::strlen(command.name), ' ')
              << command.summary << "\n";
  std::cout << "\n'sudoku-grade COMMAND --help' describes one command.\n"
               "exit codes: 0 success, 1 the thing checked failed, 2 usage or input error\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
      std::strcmp(argv[1], "help") == 0) {
    print_help();
    return argc < 2 ? harness::kExitUsage : harness::kExitOk;
  }
  for (const auto& command : harness::commands()) {
    if (std::strcmp(argv[1], command.name) != 0) continue;
    try {
      return command.run(argc - 1, argv + 1);
    } catch (const harness::Error& e) {
      std::cerr << "sudoku-grade: error: " << e.what() << "\n";
      return harness::kExitUsage;
    } catch (const std::exception& e) {
      std::cerr << "sudoku-grade: internal error: " << e.what() << "\n";
      return harness::kExitUsage;
    }
  }
  std::cerr << "sudoku-grade: unknown command '" << argv[1] << "'\ntry 'sudoku-grade --help'\n";
  return harness::kExitUsage;
}
