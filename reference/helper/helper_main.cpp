// sudoku-helper: the document's interactive helper, for recording and
// replaying sessions. Exit 0 after quit; at the end of input it stops where
// the document's program stops (its prompt written), and exits 1 as that
// program does, saying why on stderr.
#include <iostream>

#include "helper_session.h"

int main() {
  const ref::helper::HelperRun run = ref::helper::run_helper(std::cin, std::cout);
  if (run.end == ref::helper::HelperEnd::Quit) return 0;
  std::cerr << "sudoku-helper: end of input at the prompt \"" << run.last_prompt << "\"\n";
  return 1;
}
