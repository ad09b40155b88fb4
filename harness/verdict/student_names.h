#pragma once
/// What a submission's own source calls the things a hint speaks of, so a
/// hint says `sudoku[i][j] = 0` to a student who writes `sudoku[i][j]`, not
/// the lesson's `grid[row][col] = 0`. Read from the code by
/// judge/student_names.h; each field "" when the source does not show it for
/// sure, and a hint then says it in plain words.
#include <string>

namespace harness {

struct StudentNames {
  std::string cell;        ///< a grid cell as the search writes it: "sudoku[i][j]", "grid[row][col]"
  std::string digit;       ///< what the search writes into it: "k", "digit"
  std::string false_word;  ///< false as the source returns it: "False", "false"
  std::string limit;       ///< count_solutions' limit parameter: "limit", "most"
};

}  // namespace harness
