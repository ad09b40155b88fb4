#include "cli/arguments.h"

#include <iostream>

#include "base/spelling.h"
#include "base/text_width.h"
#include "cli/command.h"

namespace harness {
namespace {

// Every spelling the command's options answer to: "--cache", "-j".
std::vector<std::string> option_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::Option* option : app.get_options()) {
    for (const auto& name : option->get_lnames()) names.push_back("--" + name);
    for (const auto& name : option->get_snames()) names.push_back("-" + name);
  }
  return names;
}

// What CLI11 left over, said the way the rest of the harness says it: the
// first unknown option, with the known one it most likely meant.
std::string leftover_words(const CLI::App& app) {
  const std::vector<std::string> extras = app.remaining();
  for (const std::string& word : extras) {
    if (word.size() < 2 || word[0] != '-') continue;
    const std::string flag = word.substr(0, word.find('='));
    const auto name = closest_name(flag, option_names(app));
    return "unknown option '" + flag + "'" + (name ? " (did you mean '" + *name + "'?)" : "");
  }
  return extras.empty() ? "unexpected arguments" : "unexpected argument '" + extras.front() + "'";
}

}  // namespace

int parse_arguments(CLI::App& app, int argc, char** argv) {
  const std::string command = app.get_name();
  try {
    app.parse(argc, argv);
    return -1;
  } catch (const CLI::CallForHelp&) {
    // The usage line names the command as it is typed.
    app.name("sudoku-grade " + command);
    // CLI11 2.1 does not wrap a description: the help is wrapped here, to the terminal (80 columns when not one).
    std::cout << wrap_help(app.help(), console_width(1));
    return kExitOk;
  } catch (const CLI::ExtrasError&) {
    std::cerr << "sudoku-grade " << command << ": " << leftover_words(app) << "\n"
              << "try 'sudoku-grade " << command << " --help'\n";
    return kExitUsage;
  } catch (const CLI::ParseError& e) {
    std::cerr << "sudoku-grade " << command << ": " << e.what() << "\n"
              << "try 'sudoku-grade " << command << " --help'\n";
    return kExitUsage;
  }
}

}  // namespace harness
