// Exits with the driver's usage code (125) from a static initializer, before
// the driver's main has read anything: once graded as JE, "the driver refused
// its input", a failure of the student's own made the harness's. It is the
// program's: RTE, before the driver called the function.
#include <cstdlib>
#include <vector>

namespace {
const int exited = (std::exit(125), 0);
}

bool fillSudoku(std::vector<std::vector<int>>&) { return exited == 0; }
