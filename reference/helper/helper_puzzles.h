#pragma once
// The helper's three built-in puzzles, as the document lists them.
#include <string>
#include <vector>

namespace ref::helper {

struct BuiltInPuzzle {
  std::string title;              ///< as the menu shows it: "9 x 9, easy"
  std::vector<std::string> rows;  ///< one string per row, '.' for empty
};

const std::vector<BuiltInPuzzle>& built_in_puzzles();

}  // namespace ref::helper
