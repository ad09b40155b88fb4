#include "base/grid_argument.h"

#include <filesystem>
#include <iostream>

#include "base/error.h"
#include "base/read_file.h"
#include "grid_format.h"

namespace harness {
namespace {

// One word with something besides digits and dots may be a mistyped file name.
bool may_be_file_name(const std::string& argument) {
  if (argument.find_first_of(" \t\r\n") != std::string::npos) return false;
  return argument.find_first_not_of(".0123456789") != std::string::npos;
}

}  // namespace

GridArgument read_grid_argument(const std::string& argument, const std::string& role) {
  std::string text = argument, where = role;
  if (argument == "-") {
    text = read_stream(std::cin);
    where += ": stdin";
  } else if (std::error_code error; std::filesystem::is_regular_file(argument, error)) {
    const auto contents = read_file_if_readable(argument);
    if (!contents) fail({}, "{}: cannot read '{}'", role, argument);
    text = *contents;
    where += ": " + argument;
  }
  try {
    return {ref::parse_grid(text), where};
  } catch (const ref::GridFormatError& e) {
    if (where == role && may_be_file_name(argument))
      fail({}, "{}: '{}' is not a file, and not a grid: {}", role, argument, e.what());
    fail({}, "{}: {}", where, e.what());
  }
}

}  // namespace harness
