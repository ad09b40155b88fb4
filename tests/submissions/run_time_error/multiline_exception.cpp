// An exception whose what() runs over several lines: the reason quotes its
// type and first line, not its last.
#include <stdexcept>
#include <vector>

struct NoDigitFits : std::runtime_error {
  using std::runtime_error::runtime_error;
};

bool fillSudoku(std::vector<std::vector<int>>& sudoku) {
  throw NoDigitFits("no digit fits at row 3, column 4\nthe grid was:\n" + std::to_string(sudoku[0][0]));
}
