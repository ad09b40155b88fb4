#include "helper_puzzles.h"

namespace ref::helper {

const std::vector<BuiltInPuzzle>& built_in_puzzles() {
  // The third was made for the document: one solution, and the sure steps
  // run out after 15 of them with 38 cells still empty.
  static const std::vector<BuiltInPuzzle> puzzles = {
      {"4 x 4, from the corpus case", {"1...", "..3.", ".4..", "...2"}},
      {"9 x 9, easy",
       {"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5",
        "....8..79"}},
      {"9 x 9, needs guessing",
       {"..53.4.7.", ".3.......", "...2.1.83", "982.4..5.", "5....7...", ".1.82..4.", "2..5..69.", "75......8",
        "..8......"}},
  };
  return puzzles;
}

}  // namespace ref::helper
