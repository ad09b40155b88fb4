#pragma once
// Reading a subcommand's flags with CLI11, the same way for every command:
// --help prints the command's help, a usage error says what is wrong and
// how to get help. The only header that includes CLI11.
#include <CLI/CLI.hpp>

namespace harness {

/// Parses a command's arguments; returns the exit code to leave with when
/// parsing ends the command (0 after --help, 2 on a usage error), else -1.
int parse_arguments(CLI::App& app, int argc, char** argv);

}  // namespace harness
