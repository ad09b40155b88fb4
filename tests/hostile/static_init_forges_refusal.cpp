// As static_init_exit_125.cpp, and it writes the driver's own refusal first:
// the line the C++ driver writes when the harness names an entry it does not
// know. Words on stderr and an exit code are anyone's to print: still RTE.
#include <unistd.h>

#include <vector>

namespace {
int forge() {
  const char line[] = "sudoku-driver: unknown entry 'fillSudoku'\n";
  if (write(2, line, sizeof line - 1) < 0) {
  }
  _exit(125);
}
const int forged = forge();
}  // namespace

bool fillSudoku(std::vector<std::vector<int>>&) { return forged == 0; }
