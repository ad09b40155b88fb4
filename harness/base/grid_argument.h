#pragma once
// A grid named on the command line (solve's PUZZLE, validate's PUZZLE and
// GRID): "-" is stdin, the name of a file is the file's contents, anything
// else is the grid text itself, in any form of docs/grid-format.md.
#include <string>

#include "grid.h"

namespace harness {

struct GridArgument {
  ref::Grid grid;
  /// Where it came from, to start a message: "PUZZLE", "PUZZLE: stdin",
  /// "GRID: answers/7.txt".
  std::string where;
};

/// Throws harness::Error "ROLE: [SOURCE: ]what is wrong". A single word that
/// is neither a file nor a grid is said to be both, since it is most likely
/// a mistyped file name.
GridArgument read_grid_argument(const std::string& argument, const std::string& role);

}  // namespace harness
