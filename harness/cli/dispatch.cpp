#include "cli/dispatch.h"

#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/printable.h"
#include "base/spelling.h"
#include "class/git_commit.h"
#include "cli/command.h"
#include "run/reclaim.h"

namespace harness {
namespace {

void print_help() {
  std::cout << "usage: sudoku-grade COMMAND [ARGS...]\n       sudoku-grade --version (-V)\n\ncommands:\n";
  for (const auto& command : commands())
    std::cout << "  " << command.name << std::string(14 - std::strlen(command.name), ' ') << command.summary << "\n";
  std::cout << "\n'sudoku-grade help COMMAND' (or 'COMMAND --help') describes one command.\n"
               "exit codes: 0 success, 1 the thing checked failed, 2 usage or input error,\n"
               "3 a fault on the harness's side (a JE case, a report not written)\n";
}

std::string suggestion_for(const std::string& word) {
  std::vector<std::string> names;
  for (const auto& command : commands()) names.push_back(command.name);
  const auto name = closest_name(word, names);
  return name ? " (did you mean '" + *name + "'?)" : "";
}

}  // namespace

int exit_code_of(const std::exception& e) {
  // Only an input error is the user's to fix; a fault (a report not written,
  // a box not built) and whatever else escaped are the harness's side.
  return dynamic_cast<const Error*>(&e) ? kExitUsage : kExitFault;
}

int dispatch(int argc, char** argv) {
  // The grader run by itself to read a student's repository apart (class/git_commit.h); in no help.
  if (argc == 3 && std::strcmp(argv[1], kCommitTimeCommand) == 0) return print_last_commit(argv[2]);
  if (argc >= 2 && (std::strcmp(argv[1], "--version") == 0 || std::strcmp(argv[1], "-V") == 0 ||
                    std::strcmp(argv[1], "version") == 0)) {
    std::cout << "sudoku-grade " << SUDOKU_GRADE_VERSION << "\n";
    return kExitOk;
  }
  // "help COMMAND" is "COMMAND --help", as git and cargo have it.
  if (argc >= 3 && std::strcmp(argv[1], "help") == 0) {
    std::string command = argv[2];
    char help_flag[] = "--help";
    char* help_argv[] = {argv[0], command.data(), help_flag, nullptr};
    return dispatch(3, help_argv);
  }
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
      std::strcmp(argv[1], "help") == 0) {
    print_help();
    return argc < 2 ? kExitUsage : kExitOk;
  }
  for (const auto& command : commands()) {
    if (std::strcmp(argv[1], command.name) != 0) continue;
    // What a killed grader left (its cgroups, its runs' folders) goes before
    // this one adds its own: nothing else would ever remove it.
    reclaim_leftovers();
    try {
      return command.run(argc - 1, argv + 1);
    } catch (const PlacedError& e) {
      // An error may name a file a student named (batch): one line, escaped.
      std::cerr << "sudoku-grade: error: " << printable_line(e.what()) << "\n";
      return exit_code_of(e);
    } catch (const std::exception& e) {
      std::cerr << "sudoku-grade: internal error: " << printable_line(e.what()) << "\n";
      return exit_code_of(e);
    }
  }
  std::cerr << "sudoku-grade: unknown command '" << argv[1] << "'" << suggestion_for(argv[1])
            << "\ntry 'sudoku-grade --help'\n";
  return kExitUsage;
}

}  // namespace harness
