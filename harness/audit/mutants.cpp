#include "audit/mutants.h"

namespace harness {

const std::vector<Mutant>& mutants() {
  static const std::vector<Mutant> table = {
      {"missing return false", "tests/submissions/wrong_answer/missing_return_false.cpp", Entry::Solve,
       "a solvable puzzle whose first guesses lead to a dead end (most puzzles with 25 givens or fewer)"},
      // Its tries left in an unsolvable puzzle's grid break the restore rule, whose hint (restore every
      // cell you wrote) is its fix too.
      {"missing un-choose", "tests/submissions/wrong_answer/missing_unchoose.cpp", Entry::Solve,
       "a solvable puzzle that needs backtracking: a wrong guess must be taken back", "grid not unchanged on failure"},
      {"wrong box formula", "tests/submissions/wrong_answer/wrong_box_formula.cpp", Entry::Solve,
       "a solvable puzzle that needs its boxes to be solved, with an expected solution"},
      {"digits from 0", "tests/submissions/wrong_answer/digits_0_to_8.cpp", Entry::Solve,
       "a solvable puzzle with a 9 to write into a blank (its digits stop at 8)", "digits stop at 8"},
      {"box formula r % 3 * 3", "tests/mutants/wrong_box_modulo.cpp", Entry::Solve,
       "a puzzle with one blank left, its digit not a 9, outside the boxes whose cells `r % 3 * 3` reads right",
       "wrong box formula"},
      {"recursion on the same grid", "tests/mutants/same_grid_recursion.cpp", Entry::Solve,
       "a solvable puzzle with a blank: g++ -O2 makes the endless recursion `return true`"},
      {"true when stuck", "tests/mutants/true_when_stuck.cpp", Entry::Solve,
       "an unsolvable puzzle whose givens clash nowhere (generate --kind unsolvable)", "missing return false"},
      // Its givens changed are what a search that wipes givens leaves, and the hint (write only into
      // the blanks) says so of both: leaving the givens as they are is its first fix.
      {"a hard-coded answer", "tests/mutants/hard_coded_solve.cpp", Entry::Solve,
       "a puzzle other than the documents' (generate, or grade --fresh)", "givens overwritten"},
      {"givens overwritten", "tests/mutants/givens_overwritten.cpp", Entry::Solve,
       "a solvable puzzle whose search backtracks past a given, with an expected solution"},
      {"a solver too slow for the speed cases", "tests/mutants/slow_solve_fast.cpp", Entry::SolveFast,
       "a speed case: time_check {accepted: fewest_first, too_slow: reading_order} (generate --difficulty speed)"},
      {"count ignoring its limit", "tests/submissions/wrong_answer/count_ignores_limit.cpp", Entry::CountSolutions,
       "a count_solutions case whose puzzle has more solutions than its limit"},
      {"limit passed whole", "tests/mutants/count_whole_limit.cpp", Entry::CountSolutions,
       "a count_solutions case whose puzzle has many more solutions than its limit (the empty grid)"},
      {"count not restoring the grid", "tests/submissions/wrong_answer/count_not_restoring.cpp", Entry::CountSolutions,
       "a count_solutions case whose puzzle has a solution (the grid must come back as given)"},
      {"grid not unchanged on failure", "tests/submissions/wrong_answer/fill_not_restored.cpp", Entry::FillSudoku,
       "an unsolvable fillSudoku puzzle, so the grid must come back as given (generate --entry fillSudoku --kind "
       "unsolvable)"},
      {"a hard-coded answer", "tests/submissions/wrong_answer/cheat_fixed_answer.cpp", Entry::FillSudoku,
       "a puzzle other than the documents' (generate, or grade --fresh)", "givens overwritten"},
      {"missing return false", "tests/mutants/fill_missing_return_false.cpp", Entry::FillSudoku,
       "a solvable puzzle whose first guesses lead to a dead end, or an unsolvable one"},
      {"missing un-choose", "tests/mutants/fill_missing_unchoose.cpp", Entry::FillSudoku,
       "a solvable puzzle that needs backtracking: a wrong guess must be taken back", "grid not unchanged on failure"},
      {"wrong box formula", "tests/mutants/fill_wrong_box_formula.cpp", Entry::FillSudoku,
       "a puzzle with one blank left whose digit a box outside the first one decides"},
      {"box formula r % 3 * 3", "tests/mutants/fill_wrong_box_modulo.cpp", Entry::FillSudoku,
       "a puzzle with one blank left, its digit not a 9, outside the boxes whose cells `r % 3 * 3` reads right",
       "wrong box formula"},
      {"digits stop at 8", "tests/mutants/fill_digits_stop_at_8.cpp", Entry::FillSudoku,
       "a puzzle with a 9 to write into a blank (one blank left, a 9 in the first cell, says so in its hint)"},
      {"recursion on the same grid", "tests/mutants/fill_same_grid_recursion.cpp", Entry::FillSudoku,
       "a solvable puzzle with a blank: g++ -O2 makes the endless recursion `return true`"},
      {"true when stuck", "tests/mutants/fill_true_when_stuck.cpp", Entry::FillSudoku,
       "an unsolvable puzzle whose givens clash nowhere (generate --entry fillSudoku --kind unsolvable)",
       "missing return false"},
      {"givens overwritten", "tests/mutants/fill_givens_overwritten.cpp", Entry::FillSudoku,
       "a solvable puzzle whose search backtracks past a given, with an expected solution"},
      {"check ignoring boxes", "tests/submissions/wrong_answer/check_ignores_boxes.cpp", Entry::CheckSudoku,
       "a checkSudoku board whose only repeat is inside a box, expected not valid"},
      {"blank counted as a repeat", "tests/mutants/check_blank_is_a_digit.cpp", Entry::CheckSudoku,
       "a checkSudoku board with two blanks in a row, column or box, expected valid"},
      {"9 called an illegal value", "tests/mutants/check_digits_stop_at_8.cpp", Entry::CheckSudoku,
       "a checkSudoku board holding a 9, expected valid"},
      {"check box formula r % 3 * 3", "tests/mutants/check_wrong_box_modulo.cpp", Entry::CheckSudoku,
       "a valid checkSudoku board with no 9 and no two blanks in a row, column or box, expected valid"},
  };
  return table;
}

}  // namespace harness
