#pragma once
// Runs a subcommand in-process, as main would: std::cout and std::cerr
// captured, a harness::Error or Fault turned into its message on err and its
// exit code (2 or 3), as cli/dispatch.cpp does.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"
#include "cli/command.h"
#include "cli/dispatch.h"

struct CommandRun {
  int code;
  std::string out, err;
};

/// args[0] is the command's name, as main passes it.
inline CommandRun run_command(int (*command)(int, char**), std::vector<std::string> args) {
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::ostringstream out, err;
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  int code = -1;
  try {
    code = command(static_cast<int>(argv.size()), argv.data());
  } catch (const harness::PlacedError& e) {
    err << e.what();
    code = harness::exit_code_of(e);
  }
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  return {code, out.str(), err.str()};
}

/// A command's output as lines, without the empty one after its last newline.
inline std::vector<std::string> output_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}
