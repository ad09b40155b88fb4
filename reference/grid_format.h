#pragma once
// Reading and writing grids in every way the documents write a puzzle.
// docs/grid-format.md is the contract; this is its only implementation.
//
// Accepted text (blank lines and trailing white space are ignored):
//  - one line of N*N cells, '.' or '0' empty:  "53..7....6..195...."  (N = 4 or 9)
//  - one line of N rows separated by spaces:  "000654001 103000050 ..." (the lesson)
//  - one line of N*N whitespace-separated numbers (needed for N = 16, 25)
//  - N lines, one row each: N characters ("53..7....", the helper's typed rows)
//    or N whitespace-separated numbers ("5 3 0 0 7 0 0 0 0", "12 0 3 ...")
#include <stdexcept>
#include <string>
#include <string_view>

#include "grid.h"

namespace ref {

/// A grid text that cannot be read; what() is one line naming what and where,
/// e.g. "row 4, column 2: 'x' is not a digit" or "expected 81 cells, found 80".
class GridFormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Reads one grid in any accepted form; throws GridFormatError.
Grid parse_grid(std::string_view text);

/// One line, N*N cells: digits and '.' for N <= 9, else numbers separated by
/// single spaces with 0 for empty. No newline.
std::string format_line(const Grid& grid);

/// The protocol's form: one row per line, each ending in '\n'; digits with 0
/// for empty for N <= 9 ("987654321"), else numbers separated by single spaces.
std::string format_rows(const Grid& grid);

}  // namespace ref
