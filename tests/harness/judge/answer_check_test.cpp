#include "judge/answer_check.h"

#include <catch2/catch.hpp>

#include "case_builders.h"
#include "cases/case_loader.h"
#include "grid_format.h"
#include "verdict/grid_drawing.h"

using namespace harness;
using namespace case_builders;

namespace {

validator::Rows rows(const char* text) { return ref::parse_grid(text).rows(); }

}  // namespace

TEST_CASE("a correct solution is accepted", "[check]") {
  const Judgement d = check_answer(solve_case(Entry::Solve, kPuzzle, true), {true, rows(kSolution)});
  CHECK(d.verdict == Verdict::AC);
  CHECK(d.reason.empty());
}

TEST_CASE("returning True with nothing written hints at placing the digit before the recursion, not at the "
          "missing return false",
          "[check]") {
  // A solve that calls itself on the grid as it came in: g++ -O2 makes it `return true`.
  for (const auto& [puzzle, solvable] : {std::pair{kPuzzle, true}, std::pair{kDeadEnd, false}}) {
    INFO(puzzle);
    const Judgement d = check_answer(solve_case(Entry::Solve, puzzle, solvable), {true, rows(puzzle)});
    CHECK(d.verdict == Verdict::WA);
    CHECK_THAT(d.hint, Catch::Contains("without writing a single digit") && Catch::Contains("before it calls itself") &&
                           !Catch::Contains("`return false`"));
  }
  // A blank where no digit fits (row 1, column 3: 1 and 2 in its row, 3-9 in its column): `return !any`
  // says "solved" there before writing, so nothing written is no longer the recursion's alone: no hint.
  const char* dead = "120000000 009000000 003000000 004000000 005000000 006000000 007000000 008000000 000000000";
  CHECK(check_answer(solve_case(Entry::Solve, dead, false), {true, rows(dead)}).hint.empty());
  // One digit written is a search that ran: the missing return false again.
  validator::Rows one = rows(kDeadEnd);
  one[0][0] = 9;
  CHECK_THAT(check_answer(solve_case(Entry::Solve, kDeadEnd, false), {true, one}).hint,
             Catch::Contains("right after the loop over the digits"));
}

TEST_CASE("returning True with holes names the empty cells and hints at the missing return false", "[check]") {
  validator::Rows grid = rows(kSolution);
  grid[0][0] = 0;
  grid[8][7] = 0;
  const Judgement d = check_answer(solve_case(Entry::Solve, kPuzzle, true), {true, grid});
  CHECK(d.verdict == Verdict::WA);
  CHECK(d.reason == "returned True but 2 cells are still empty");
  CHECK_THAT(d.hint, Catch::Contains("right after the loop over the digits"));
  CHECK(d.details == draw_grid(grid, {{0, 0}, {8, 7}}));
}

TEST_CASE("a repeated digit is named by unit, digit and cells", "[check]") {
  validator::Rows grid = rows(kSolution);
  std::swap(grid[0][0], grid[0][1]);  // 8 9 7 ...: columns now clash
  const Judgement d = check_answer(solve_case(Entry::Solve, kPuzzle, true), {true, grid});
  CHECK(d.verdict == Verdict::WA);
  CHECK_THAT(d.reason, Catch::Contains("Column 1 has two 8s"));
  // 8 at rows 1 and 6 of column 1, 9 at rows 1 and 9 of column 2
  CHECK(d.details == draw_grid(grid, {{0, 0}, {5, 0}, {0, 1}, {8, 1}}));
}

TEST_CASE("a changed given is named with its place", "[check]") {
  validator::Rows grid = rows(kSolution);
  grid[0][3] = 7;  // the given 6
  const Judgement d = check_answer(solve_case(Entry::Solve, kPuzzle, true), {true, grid});
  CHECK(d.verdict == Verdict::WA);
  CHECK_THAT(d.reason, Catch::StartsWith("changed the given 6 at row 1, column 4"));
  CHECK_THAT(d.details, Catch::Contains(" 1 | 9  8 [7]|[7] 5  4 |"));  // the given, and the 7 it repeats
}

TEST_CASE("returning False on a solvable puzzle is wrong, with the un-choose hint when digits were left", "[check]") {
  const Case c = solve_case(Entry::Solve, kPuzzle, true);
  const Judgement clean = check_answer(c, {false, rows(kPuzzle)});
  CHECK(clean.verdict == Verdict::WA);
  CHECK(clean.reason == "returned False but the puzzle has a solution");
  CHECK(clean.hint.empty());
  validator::Rows left = rows(kPuzzle);
  left[0][0] = 9;
  const Judgement dirty = check_answer(c, {false, left});
  CHECK(dirty.verdict == Verdict::WA);
  CHECK_THAT(dirty.hint, Catch::Contains("un-choose"));
}

TEST_CASE("the un-choose hint quotes only the graded assignment's document, in the student's names or plain words",
          "[check]") {
  validator::Rows left = rows(kPuzzle);
  left[0][0] = 9;
  struct Row {
    Entry entry;
    StudentNames names;
    const char* hint;
  };
  const Row table[] = {
      // The lesson's own student, who writes the lesson's names: its words, its second classic bug.
      {Entry::Solve,
       {"grid[row][col]", "digit", "False", ""},
       "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try (the "
       "un-choose, `grid[row][col] = 0`; the lesson's second classic bug)"},
      // A Java student graded on the Java assignment, who writes sudoku[i][j] and never saw the lesson.
      {Entry::FillSudoku,
       {"sudoku[i][j]", "k", "false", ""},
       "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try (the "
       "un-choose, `sudoku[i][j] = 0`: backtracking, as the Java assignment puts it, returns to that point before it "
       "tries a different option)"},
      // Names the source does not show: plain words, no one else's code.
      {Entry::FillSudoku,
       {},
       "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try (the "
       "un-choose: backtracking, as the Java assignment puts it, returns to that point before it tries a different "
       "option)"},
      {Entry::Solve,
       {},
       "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try (the "
       "un-choose; the lesson's second classic bug)"},
  };
  for (const Row& row : table) {
    INFO(entry_name(row.entry) << " " << row.names.cell);
    CHECK(check_answer(solve_case(row.entry, kPuzzle, true), {false, left}, row.names).hint == row.hint);
  }
  // HtDP's brute force keeps boards: no document's words to quote.
  Case htdp = solve_case(Entry::Solve, kPuzzle, true);
  htdp.algorithm = Algorithm::BruteForce;
  CHECK_THAT(check_answer(htdp, {false, left}).hint, !Catch::Contains("lesson") && !Catch::Contains("Java"));
}

TEST_CASE("a Java assignment's hint with no names read quotes neither the lesson nor the lesson's cell", "[check]") {
  validator::Rows left = rows(kPuzzle);
  left[0][0] = 9;
  const Judgement judgement = check_answer(solve_case(Entry::FillSudoku, kPuzzle, true), {false, left});
  CHECK_THAT(judgement.hint, Catch::Contains("un-choose") && !Catch::Contains("lesson") &&
                                 !Catch::Contains("grid[row][col]") && Catch::Contains("the Java assignment"));
}

TEST_CASE("a hint's code is in the student's names or none: return False and the digit written", "[check]") {
  // True with blanks and digits written: the missing return false, as the source spells false.
  validator::Rows holes = rows(kSolution);
  const validator::Rows puzzle = rows(kPuzzle);
  for (std::size_t r = 0; r < 9; ++r)
    for (std::size_t c = 0; c < 9; ++c)
      if (puzzle[r][c] == 0 && r == 8) holes[r][c] = 0;  // blanks of the last row: holes the search left
  const Case solve = solve_case(Entry::Solve, kPuzzle, true);
  CHECK_THAT(check_answer(solve, {true, holes}, {"", "", "False", ""}).hint, Catch::Contains("`return False`"));
  CHECK_THAT(check_answer(solve, {true, holes}).hint, Catch::Contains("return false at once") && !Catch::Contains("`"));
  // True with nothing written: the digit written as the student writes it, or no code.
  const Case unsolvable = solve_case(Entry::FillSudoku, kPuzzle, false);
  const StudentNames java{"sudoku[i][j]", "k", "false", ""};
  const std::string written = check_answer(unsolvable, {true, rows(kPuzzle)}, java).hint;
  CHECK_THAT(written, Catch::Contains("(`sudoku[i][j] = k`)"));
  CHECK_THAT(check_answer(unsolvable, {true, rows(kPuzzle)}).hint, !Catch::Contains("grid[row][col]"));
}

TEST_CASE("a count of changed cells agrees in number", "[check]") {
  const Case c = count_case(kPuzzle, 3, 1);
  const validator::Rows puzzle = rows(kPuzzle);
  for (const int changed : {1, 2, 3}) {
    validator::Rows grid = puzzle;
    int written = 0;
    for (auto& row : grid)
      for (int& v : row)
        if (v == 0 && written < changed) v = 9, ++written;
    const std::string reason = check_answer(c, {1LL, grid}).reason;
    INFO(reason);
    const std::string more = changed == 1 ? ")" : changed == 2 ? ", and 1 more cell)" : ", and 2 more cells)";
    CHECK_THAT(reason, Catch::EndsWith(more));
  }
}

TEST_CASE("returning True on a puzzle without solution is wrong", "[check]") {
  const Judgement d = check_answer(solve_case(Entry::Solve, kDeadEnd, false), {true, rows(kDeadEnd)});
  CHECK(d.verdict == Verdict::WA);
  CHECK(d.reason == "returned True but the puzzle has no solution");
}

TEST_CASE("fillSudoku must leave the grid unchanged when it returns False", "[check]") {
  validator::Rows changed = rows(kDeadEnd);
  changed[0][0] = 9;
  const Judgement d = check_answer(solve_case(Entry::FillSudoku, kDeadEnd, false), {false, changed});
  CHECK(d.verdict == Verdict::WA);
  CHECK(d.reason == "grid changed although it returned False (row 1, column 1: 0 -> 9)");
  CHECK_THAT(d.hint, Catch::Contains("restore every cell"));
  CHECK(check_answer(solve_case(Entry::FillSudoku, kDeadEnd, false), {false, rows(kDeadEnd)}).verdict == Verdict::AC);
  // A given wiped on the way back is an un-choose that also undoes givens, not tries left behind.
  validator::Rows wiped = rows(kDeadEnd);
  wiped[0][2] = 0;
  const Judgement w = check_answer(solve_case(Entry::FillSudoku, kDeadEnd, false), {false, wiped});
  CHECK_THAT(w.hint, Catch::Contains("the puzzle's own digits must stay as they are") &&
                         !Catch::Contains("restore every cell"));
}

TEST_CASE("a fillSudoku case may turn the restore rule off, as it may turn it on for solve", "[check]") {
  // Through the loader, so the default is the entry table's, read at load time.
  const std::string head = "title: t\nsource: s\ndefaults: {}\ncases:\n";
  const std::string fill = std::string("    entry: fillSudoku\n    puzzle: \"") + kDeadEnd +
                           "\"\n    expect: {solvable: false}\n";
  const CaseFile file = parse_case_file(
      head + "  - name: default\n" + fill + "  - name: off\n    unchanged_on_false: false\n" + fill, "t.yaml");
  validator::Rows changed = rows(kDeadEnd);
  changed[0][0] = 9;
  CHECK(check_answer(file.cases[0], {false, changed}).verdict == Verdict::WA);
  CHECK(check_answer(file.cases[1], {false, changed}).verdict == Verdict::AC);
}

TEST_CASE("solve may leave the grid changed on False unless the case asks otherwise", "[check]") {
  validator::Rows changed = rows(kDeadEnd);
  changed[0][0] = 9;
  Case c = solve_case(Entry::Solve, kDeadEnd, false);
  CHECK(check_answer(c, {false, changed}).verdict == Verdict::AC);
  std::get<SolveExpect>(c.expect).unchanged_on_false = true;
  CHECK(check_answer(c, {false, changed}).verdict == Verdict::WA);
}

TEST_CASE("count_solutions must return min(count, limit) and restore the grid", "[check]") {
  const Case c = count_case(kPuzzle, 3, 1);
  CHECK(check_answer(c, {1LL, rows(kPuzzle)}).verdict == Verdict::AC);
  const Judgement over = check_answer(c, {5LL, rows(kPuzzle)});
  CHECK(over.verdict == Verdict::WA);
  CHECK(over.reason == "returned 5, expected 1 (limit 3)");
  const Judgement dirty = check_answer(c, {1LL, rows(kSolution)});
  CHECK(dirty.verdict == Verdict::WA);
  CHECK_THAT(dirty.reason, Catch::StartsWith("grid not restored after count_solutions (row 1, column 1: 0 -> 9"));
}

TEST_CASE("checkSudoku must agree with the rules", "[check]") {
  const Judgement says_ok = check_answer(check_case(rows(kSolution), true), {true, rows(kSolution)});
  CHECK(says_ok.verdict == Verdict::AC);
  validator::Rows clash = rows(kPuzzle);
  clash[0][0] = 5;  // the row already holds 5
  const Judgement wrong = check_answer(check_case(clash, false), {true, clash});
  CHECK(wrong.verdict == Verdict::WA);
  CHECK_THAT(wrong.reason, Catch::StartsWith("returned True, but the board breaks a rule: Row 1 has two 5s"));
  const Judgement too_strict = check_answer(check_case(rows(kPuzzle), true), {false, rows(kPuzzle)});
  CHECK(too_strict.reason == "returned False, but the board breaks no rule (blanks are always fine)");
}

TEST_CASE("an answer of the wrong kind or a grid of the wrong shape is a presentation error", "[check]") {
  CHECK(check_answer(solve_case(Entry::Solve, kPuzzle, true), {3LL, rows(kSolution)}).verdict == Verdict::PE);
  CHECK(check_answer(count_case(kPuzzle, 2, 1), {true, rows(kPuzzle)}).verdict == Verdict::PE);
  validator::Rows short_grid = rows(kSolution);
  short_grid.pop_back();
  const Judgement d = check_answer(solve_case(Entry::Solve, kPuzzle, true), {true, short_grid});
  CHECK(d.verdict == Verdict::PE);
  CHECK(d.reason == "the grid after the call is not 9 rows of 9 numbers");
}

TEST_CASE("a verdict about a grid keeps it as a picture: the puzzle's givens, the grid left, the marked cells",
          "[check]") {
  struct Row {
    const char* what;
    Case c;
    Answer answer;
    std::vector<Mark> marks;
  };
  validator::Rows holes = rows(kSolution);
  holes[0][0] = 0;
  validator::Rows left = rows(kDeadEnd);
  left[0][0] = 9;
  validator::Rows solved_instead = rows(kSolution);
  const Row rows_[] = {
      {"holes after True", solve_case(Entry::Solve, kPuzzle, true), {true, holes}, {{0, 0}}},
      {"not restored on False", solve_case(Entry::FillSudoku, kDeadEnd, false), {false, left}, {{0, 0}}},
      {"count not restored", count_case(kPuzzle, 3, 1), {1LL, solved_instead}, {}},
  };
  for (const Row& row : rows_) {
    CAPTURE(row.what);
    const Judgement d = check_answer(row.c, row.answer);
    CHECK(d.verdict == Verdict::WA);
    REQUIRE(d.picture.has_value());
    const ref::Grid& puzzle = std::holds_alternative<SolveExpect>(row.c.expect)
                                  ? std::get<SolveExpect>(row.c.expect).puzzle
                                  : std::get<CountExpect>(row.c.expect).puzzle;
    CHECK(d.picture->puzzle == puzzle.rows());
    CHECK(d.picture->grid == row.answer.grid);
    // The picture marks what the drawing marks.
    CHECK(d.details == draw_grid(d.picture->grid, d.picture->marks));
    if (!row.marks.empty()) CHECK(d.picture->marks == row.marks);
  }
  // Every WA on a grid shows it, also one the call left as given: the student sees which board it was.
  const Judgement count = check_answer(count_case(kPuzzle, 3, 1), {5LL, rows(kPuzzle)});
  REQUIRE(count.picture.has_value());
  CHECK(count.picture->marks.empty());
  CHECK(count.details == draw_grid(rows(kPuzzle), {}));
  CHECK(check_answer(solve_case(Entry::Solve, kDeadEnd, false), {true, rows(kDeadEnd)}).picture.has_value());
}

TEST_CASE("a hint names a bug only on its evidence", "[check]") {
  validator::Rows solution = rows(kSolution);
  // One blank left: its digit is its row's missing one, so a False says which part of the search is wrong.
  const auto one_blank = [&](int row, int col) {
    validator::Rows puzzle = solution;
    puzzle[row][col] = 0;
    std::string text;
    for (const auto& r : puzzle) {
      for (const int v : r) text += char('0' + v);
      text += ' ';
    }
    return text;
  };
  const auto hint_on_false = [&](const std::string& puzzle) {
    return check_answer(solve_case(Entry::Solve, puzzle.c_str(), true), {false, rows(puzzle.c_str())}).hint;
  };
  int nine_row = -1, nine_col = -1, other_row = 8, other_col = 8;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      if (solution[r][c] == 9) nine_row = r, nine_col = c;
  REQUIRE(nine_row >= 0);
  if (solution[8][8] == 9) other_col = 7;
  // The 9 is in the first cell, whose box a wrong box formula reads right: only the digits miss it.
  REQUIRE(nine_row == 0);
  REQUIRE(nine_col == 0);
  CHECK_THAT(hint_on_false(one_blank(nine_row, nine_col)), Catch::Contains("the digits tried stop short of 9; try"));
  CHECK_THAT(hint_on_false(one_blank(other_row, other_col)),
             Catch::Contains("looks at the wrong cells") && !Catch::Contains("stop short"));
  // A 9 anywhere else: `r % 3 * 3` reads a full box there, so either bug misses it, and neither is named.
  for (int c = 3; c < 9; ++c)
    if (solution[8][c] == 9) CHECK(hint_on_false(one_blank(8, c)).empty());
  // The case: a 9 in box 1 off its first cell was "the digits tried stop short of 9" to `r % 3 * 3` too.
  CHECK(hint_on_false("534678912 672195348 108342567 859761423 426853791 713924856 961537284 287419635 345286179")
            .empty());
  // A 5 in the first cell: both formulas read its box right and it is no 9, so none of these bugs misses it.
  CHECK(hint_on_false("034678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 345286179")
            .empty());
  // Many blanks and False, the grid as given: no evidence of which bug, no hint.
  CHECK(hint_on_false(kPuzzle).empty());

  // A count over its limit: past what passing the whole limit down reaches, the limit ignored; under
  // that and under every solution, the whole limit passed down; more than the puzzle has, neither.
  const char* empty = "000000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000";
  const Judgement ignored = check_answer(count_case(empty, 3, 3), {1000LL, rows(empty)});
  CHECK_THAT(ignored.hint, Catch::Contains("stop counting") && !Catch::Contains("limit - total"));
  const Judgement whole = check_answer(count_case(empty, 3, 3), {5LL, rows(empty)});
  CHECK_THAT(whole.hint,
             Catch::Contains("only what is left to find (the limit minus what this call has found so far)") &&
                 !Catch::Contains("as soon as it equals"));
  CHECK(check_answer(count_case(kPuzzle, 3, 1), {5LL, rows(kPuzzle)}).hint.empty());
  // A count with the grid left changed.
  validator::Rows dirty = rows(kPuzzle);
  for (auto& row : dirty)
    for (int& v : row)
      if (v == 0) v = 1;
  const Judgement low = check_answer(count_case(kPuzzle, 3, 1), {0LL, dirty});
  CHECK_THAT(low.reason, Catch::StartsWith("returned 0, expected 1 (limit 3), and the grid is not restored (row "));
  CHECK_THAT(low.hint, Catch::Contains("write 0 back after every digit"));
  CHECK(check_answer(count_case(kPuzzle, 3, 1), {0LL, rows(kPuzzle)}).hint.empty());

  // Givens overwritten: the hint says a solver writes only into blanks.
  validator::Rows overwritten = solution;
  std::swap(overwritten[0], overwritten[3]);
  CHECK_THAT(check_answer(solve_case(Entry::Solve, kPuzzle, true), {true, overwritten}).hint,
             Catch::Contains("written out in advance"));
}

TEST_CASE("a valid board called invalid gets a hint only for what in it a checker may misread", "[check]") {
  const validator::Rows full = rows("534678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 "
                                    "345286179");
  validator::Rows with_blanks = rows("530070000 600195000 098000060 800060003 400803001 700020006 060000280 "
                                     "000419005 000080079");
  validator::Rows no_nine = full, blank = validator::Rows(9, std::vector<int>(9, 0));
  for (auto& row : no_nine)
    for (int& v : row)
      if (v == 9) v = 0;  // one blank per row, column and box: no two blanks share a unit
  struct Row {
    const char* what;
    validator::Rows board;
    const char* hint;  ///< words the hint holds; "" for none
    const char* not_hint;
  };
  const Row table[] = {
      {"all blank: two blanks are no repeat", blank, "skip them when looking for a repeat", "stop short"},
      // A full board holds a 9, and a checker reading the wrong cells as a box finds a "repeat" in it:
      // either bug calls it invalid (no valid 9 x 9 board with a 9 tells them apart: its wrong boxes
      // would need one digit twice in a row), so neither is named.
      {"full: a 9, or the box formula", full, "", "x"},
      {"blanks and a 9: any of three", with_blanks, "", "x"},
      {"its 9s blanked, one to a unit: only the box formula", no_nine,
       "the check reads the wrong cells as a "
       "cell's box",
       "blank"},
  };
  for (const auto& row : table) {
    INFO(row.what);
    const Judgement j = check_answer(check_case(row.board, true), {false, {}});
    CHECK(j.verdict == Verdict::WA);
    if (*row.hint == '\0') CHECK(j.hint.empty());
    else CHECK_THAT(j.hint, Catch::Contains(row.hint) && !Catch::Contains(row.not_hint));
  }
  // A board of the wrong shape is its own reason: no hint about its contents.
  CHECK(check_answer(check_case({{1, 2}, {2, 1}}, true), {false, {}}).hint.empty());
}

TEST_CASE("a True with a full grid whose boxes alone repeat hints at the box formula, and a True on an unsolvable "
          "puzzle with givens changed at the givens",
          "[check]") {
  // Rows and columns each a permutation, boxes not: digit (r + c) % 9 + 1.
  validator::Rows latin(9, std::vector<int>(9));
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) latin[r][c] = (r + c) % 9 + 1;
  const char* empty = "000000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000";
  CHECK_THAT(check_answer(solve_case(Entry::FillSudoku, empty, true), {true, latin}).hint,
             Catch::Contains("looks at the wrong cells") && Catch::Contains("every row and column holds"));
  // A full grid with a row repeat too is no evidence of the box formula alone.
  validator::Rows both = latin;
  both[0][0] = both[0][1];
  CHECK(check_answer(solve_case(Entry::FillSudoku, empty, true), {true, both}).hint.empty());

  const char* unsolvable = "001234567 008000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000";
  validator::Rows solved_over = rows(kSolution);
  CHECK_THAT(check_answer(solve_case(Entry::FillSudoku, unsolvable, false), {true, solved_over}).hint,
             Catch::Contains("the puzzle's own digits must stay as they are"));
}
