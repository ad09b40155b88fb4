#include "audit/mutants.h"

namespace harness {

const std::vector<Mutant>& mutants() {
  static const std::vector<Mutant> table = {
      {"missing return false", "tests/submissions/wrong_answer/missing_return_false.cpp", Entry::Solve,
       "a solvable puzzle whose first guesses lead to a dead end (most puzzles with 25 givens or fewer)"},
      {"missing un-choose", "tests/submissions/wrong_answer/missing_unchoose.cpp", Entry::Solve,
       "a solvable puzzle that needs backtracking: a wrong guess must be taken back"},
      {"wrong box formula", "tests/submissions/wrong_answer/wrong_box_formula.cpp", Entry::Solve,
       "a solvable puzzle that needs its boxes to be solved, with an expected solution"},
      {"digits from 0", "tests/submissions/wrong_answer/digits_0_to_8.cpp", Entry::Solve,
       "a solvable puzzle with a 9 to write into a blank (its digits stop at 8)"},
      {"true when stuck", "tests/mutants/true_when_stuck.cpp", Entry::Solve,
       "an unsolvable puzzle whose givens clash nowhere (generate --kind unsolvable)"},
      {"a hard-coded answer", "tests/mutants/hard_coded_solve.cpp", Entry::Solve,
       "a puzzle other than the documents' (generate, or grade --fresh)"},
      {"givens overwritten", "tests/mutants/givens_overwritten.cpp", Entry::Solve,
       "a solvable puzzle whose search backtracks past a given, with an expected solution"},
      {"a solver too slow for the speed cases", "tests/mutants/slow_solve_fast.cpp", Entry::SolveFast,
       "a speed case: time_check {accepted: fewest_first, too_slow: reading_order} (generate --difficulty speed)"},
      {"count ignoring its limit", "tests/submissions/wrong_answer/count_ignores_limit.cpp", Entry::CountSolutions,
       "a count_solutions case whose puzzle has more solutions than its limit"},
      {"count not restoring the grid", "tests/submissions/wrong_answer/count_not_restoring.cpp", Entry::CountSolutions,
       "a count_solutions case whose puzzle has a solution (the grid must come back as given)"},
      {"grid not unchanged on failure", "tests/submissions/wrong_answer/fill_not_restored.cpp", Entry::FillSudoku,
       "an unsolvable fillSudoku puzzle, so the grid must come back as given (generate --entry fillSudoku --kind "
       "unsolvable)"},
      {"a hard-coded answer", "tests/submissions/wrong_answer/cheat_fixed_answer.cpp", Entry::FillSudoku,
       "a puzzle other than the documents' (generate, or grade --fresh)"},
      {"missing return false", "tests/mutants/fill_missing_return_false.cpp", Entry::FillSudoku,
       "a solvable puzzle whose first guesses lead to a dead end, or an unsolvable one"},
      {"missing un-choose", "tests/mutants/fill_missing_unchoose.cpp", Entry::FillSudoku,
       "a solvable puzzle that needs backtracking: a wrong guess must be taken back"},
      {"wrong box formula", "tests/mutants/fill_wrong_box_formula.cpp", Entry::FillSudoku,
       "a puzzle with one blank left whose digit a box outside the first one decides"},
      {"digits stop at 8", "tests/mutants/fill_digits_stop_at_8.cpp", Entry::FillSudoku,
       "a puzzle with a 9 to write into a blank (one blank left, a 9, says so in its hint)"},
      {"true when stuck", "tests/mutants/fill_true_when_stuck.cpp", Entry::FillSudoku,
       "an unsolvable puzzle whose givens clash nowhere (generate --entry fillSudoku --kind unsolvable)"},
      {"givens overwritten", "tests/mutants/fill_givens_overwritten.cpp", Entry::FillSudoku,
       "a solvable puzzle whose search backtracks past a given, with an expected solution"},
      {"check ignoring boxes", "tests/submissions/wrong_answer/check_ignores_boxes.cpp", Entry::CheckSudoku,
       "a checkSudoku board whose only repeat is inside a box, expected not valid"},
      {"blank counted as a repeat", "tests/mutants/check_blank_is_a_digit.cpp", Entry::CheckSudoku,
       "a checkSudoku board with two blanks in a row, column or box, expected valid"},
      {"9 called an illegal value", "tests/mutants/check_digits_stop_at_8.cpp", Entry::CheckSudoku,
       "a checkSudoku board holding a 9, expected valid"},
  };
  return table;
}

}  // namespace harness
