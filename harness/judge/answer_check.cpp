#include "judge/answer_check.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "base/counted.h"
#include "base/overloaded.h"
#include "judge/bug_evidence.h"
#include "verdict/grid_drawing.h"

namespace harness {
namespace {

// Whose words a hint may quote: the document of the assignment graded,
// which the case's entry and its file's algorithm tell (cases/yardstick.h's
// recipes say the same); never another document's.
enum class Document { Lesson, JavaAssignment, Other };

Document document_of(Entry entry, Algorithm algorithm) {
  if (algorithm == Algorithm::BruteForce) return Document::Other;  // HtDP keeps boards: no un-choose to cite
  switch (entry) {
    case Entry::Solve:
    case Entry::SolveFast:
    case Entry::CountSolutions: return Document::Lesson;
    case Entry::FillSudoku:
    case Entry::CheckSudoku: return Document::JavaAssignment;
    case Entry::Session: break;
  }
  return Document::Other;
}

// The words of the hints: the student's names where the source shows them
// (verdict/student_names.h), plain words where it does not.
struct HintWords {
  const StudentNames& names;
  Document document;

  std::string code(const std::string& name, const std::string& plain) const {
    return name.empty() ? plain : "`" + name + "`";
  }
};

// The two bugs the lesson names ("two lines of solve are easy to get wrong"), and the restore rule, kindly put.
std::string hint_return_false(const HintWords& w) {
  const std::string give_up = w.names.false_word.empty()
                                  ? std::string("return false at once, right after the loop over the digits")
                                  : "put `return " + w.names.false_word + "` right after the loop over the digits";
  return "when no digit fits an empty cell, the search must give up right there: " + give_up +
         (w.document == Document::Lesson ? " (the lesson's first classic bug)" : "");
}

std::string hint_unchoose(const HintWords& w) {
  const std::string code = w.names.cell.empty() ? "" : ", `" + w.names.cell + " = 0`";
  const std::string cited = w.document == Document::Lesson ? "; the lesson's second classic bug"
                            : w.document == Document::JavaAssignment
                                ? ": backtracking, as the Java assignment puts it, returns to that point before it "
                                  "tries a different option"
                                : "";
  return "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try (the "
         "un-choose" +
         code + cited + ")";
}

constexpr const char* kHintRestore =
    "before returning false, restore every cell you wrote, so the grid is exactly as it came in";
constexpr const char* kHintCountRestore =
    "write 0 back after every digit you try, also on the way out once the limit is reached";

std::string hint_count_limit(const HintWords& w) {
  return "stop counting once the count reaches the limit: return it as soon as it equals " +
         w.code(w.names.limit, "the limit");
}

std::string hint_count_whole_limit(const HintWords& w) {
  return "each recursive call counts up to the whole " + w.code(w.names.limit, "limit") +
         " again, so their counts add up past it: give each call only what is left to find (" +
         w.code(w.names.limit, "the limit") + " minus what this call has found so far)";
}

// True with every cell as it came in: no search ran, whatever it returned. A
// call on the grid unchanged is the same call again, a recursion without end
// that g++ -O2 compiles to `return true`; a stub returning True looks the same.
std::string hint_no_digit_written(const HintWords& w) {
  const std::string code = w.names.cell.empty() || w.names.digit.empty()
                               ? ""
                               : " (`" + w.names.cell + " = " + w.names.digit + "`)";
  return "it returned True without writing a single digit: the search must put a digit into the empty cell it "
         "found" +
         code + " before it calls itself, since a call on the grid unchanged is the same call again";
}

// Where a cell's box starts, in words every language reads alike (`//` is
// Python's alone, and a comment in C++ and Java).
std::string box_start(std::size_t n) {
  return fmt::format("a cell's box starts at its row and its column each rounded down to a multiple of {}", box_of(n));
}

std::string hint_check_boxes(std::size_t n) {
  return "rows and columns are checked, but the boxes are not: check each box too (" + box_start(n) + ")";
}

constexpr const char* kHintGivens =
    "a solver writes only into the blank cells; the puzzle's own digits must stay as they are (an answer "
    "written out in advance, the same for every puzzle, breaks them)";

// Every rule `board` breaks is a box's: rows and columns hold.
bool only_boxes_broken(const std::vector<std::string>& breaks) {
  if (breaks.empty()) return false;
  // "... and 4 more repeats" caps the kind before it.
  for (const std::string& problem : breaks)
    if (problem.rfind("Box ", 0) != 0 && problem.rfind("... and ", 0) != 0) return false;
  return true;
}

std::string box_rule_hint(std::size_t n) {
  return "every row and column holds, but a box repeats a digit: the check that a digit fits looks at the wrong "
         "cells (" +
         box_start(n) + ")";
}

// A board that breaks no rule, called invalid: what in it a checker may have
// misread, when only one misreading explains it. Blanks sharing a unit
// "repeat" for a checker that counts 0 as a digit; the largest digit is
// illegal for one whose values stop short of it; a checker reading the wrong
// cells as a box finds a "repeat" there.
std::string hint_for_valid_board(const validator::Rows& board) {
  const ValidBoardEvidence evidence = valid_board_evidence(board);
  if (int(evidence.blank_as_digit) + int(evidence.values_stop_short) + int(evidence.box_formula) != 1) return "";
  const std::size_t n = board.size();
  if (evidence.blank_as_digit)
    return "blanks (0) are always fine: skip them when looking for a repeat, so two blanks in a row, column or box "
           "are no repeat";
  if (evidence.values_stop_short)
    return fmt::format("the values accepted stop short of {0}; allow every one from 1 to {0}", n);
  return "no digit repeats in its box, yet a repeat was found: the check reads the wrong cells as a cell's box (" +
         box_start(n) + ")";
}

// With one blank left, its digit is the one its row lacks: no search can miss
// it, so a False there says which part of the search is wrong.
std::string hint_for_one_blank(const validator::Rows& puzzle) {
  int blanks = 0, row = -1, col = -1;
  for (std::size_t r = 0; r < puzzle.size(); ++r)
    for (std::size_t c = 0; c < puzzle[r].size(); ++c)
      if (puzzle[r][c] == 0) {
        ++blanks;
        row = int(r);
        col = int(c);
      }
  if (blanks != 1) return "";
  const int n = int(puzzle.size());
  std::vector<bool> in_row(n + 1);
  for (const int v : puzzle[row])
    if (v >= 1 && v <= n) in_row[v] = true;
  int digit = 0;
  for (int v = 1; v <= n; ++v)
    if (!in_row[v]) digit = v;
  const std::string where = fmt::format("with one blank left (row {}, column {}), whose digit {} is in none of its "
                                        "row, column and box, it returned False",
                                        row + 1, col + 1, digit);
  // Both bugs miss a 9 wherever a wrong box formula reads a full box: then neither is named.
  const OneBlankEvidence evidence = one_blank_evidence(puzzle, row, col, digit);
  if (evidence.digits_stop_short == evidence.box_formula) return "";
  if (evidence.digits_stop_short)
    return fmt::format("{}: the digits tried stop short of {}; try every one from 1 to {}", where, n, n);
  return where + ": the check that a digit fits looks at the wrong cells (" + box_start(puzzle.size()) + ")";
}

// Whether some blank of `puzzle` has no digit its row, column and box allow:
// a search that says "solved" when stuck may say so there without writing.
bool has_dead_blank(const validator::Rows& puzzle) {
  const int n = int(puzzle.size());
  const int b = box_of(puzzle.size());
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (puzzle[r][c] != 0) continue;
      std::vector<bool> used(n + 1);
      for (int i = 0; i < n; ++i) {
        for (const int v : {puzzle[r][i], puzzle[i][c], puzzle[r / b * b + i / b][c / b * b + i % b]})
          if (v >= 1 && v <= n) used[v] = true;
      }
      if (std::count(used.begin() + 1, used.end(), false) == 0) return true;
    }
  return false;
}

// True with blanks left: with digits written, the missing `return false`;
// with none, no search ran (a call on the same grid), unless a blank where
// nothing fits let `return !any` say "solved" before writing one.
std::string hint_for_true_with_blanks(const validator::Rows& puzzle, const validator::Rows& grid, const HintWords& w) {
  if (grid != puzzle) return hint_return_false(w);
  return has_dead_blank(puzzle) ? "" : hint_no_digit_written(w);
}

// Whether `grid` differs from `puzzle` in one of its givens.
bool given_changed(const validator::Rows& puzzle, const validator::Rows& grid) {
  for (std::size_t r = 0; r < puzzle.size(); ++r)
    for (std::size_t c = 0; c < puzzle[r].size(); ++c)
      if (puzzle[r][c] != 0 && grid[r][c] != puzzle[r][c]) return true;
  return false;
}

bool has_blank(const validator::Rows& grid) {
  for (const auto& row : grid)
    for (const int v : row)
      if (v == 0) return true;
  return false;
}

validator::Rows rows_of(const ref::Grid& grid) { return grid.rows(); }

std::string joined(const std::vector<std::string>& problems) {
  std::string out;
  const std::size_t shown = std::min<std::size_t>(problems.size(), 3);
  for (std::size_t i = 0; i < shown; ++i) out += (i ? "; " : "") + problems[i];
  if (problems.size() > shown) out += fmt::format("; and {} more", problems.size() - shown);
  return out;
}

// Cells where `after` differs from `before`; shapes already match.
std::vector<Mark> changed_cells(const validator::Rows& before, const validator::Rows& after) {
  std::vector<Mark> marks;
  for (std::size_t r = 0; r < before.size(); ++r)
    for (std::size_t c = 0; c < before[r].size(); ++c)
      if (before[r][c] != after[r][c]) marks.push_back({int(r), int(c)});
  return marks;
}

std::string first_change(const validator::Rows& before, const validator::Rows& after) {
  const auto marks = changed_cells(before, after);
  const Mark m = marks.front();
  std::string out = fmt::format("row {}, column {}: {} -> {}", m.row + 1, m.col + 1, before[m.row][m.col],
                                after[m.row][m.col]);
  if (marks.size() > 1) out += ", and " + counted(std::int64_t(marks.size() - 1), "more cell", "more cells");
  return out;
}

bool same_shape(const validator::Rows& a, const validator::Rows& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t r = 0; r < a.size(); ++r)
    if (a[r].size() != b[r].size()) return false;
  return true;
}

// WA, with `grid` drawn and its `marks` in brackets, and the same as a
// picture over `puzzle` (its givens): every WA on a grid shows it, so a
// student sees which board it was.
Judgement wrong(std::string reason, std::string hint = {}, const validator::Rows& puzzle = {},
                const validator::Rows& grid = {}, const std::vector<Mark>& marks = {}) {
  Judgement judgement{Verdict::WA, std::move(reason), std::move(hint)};
  if (grid.empty()) return judgement;
  judgement.details = draw_grid(grid, marks);
  judgement.picture = GridPicture{puzzle, grid, marks};
  return judgement;
}

Judgement presentation(std::string reason) { return {Verdict::PE, std::move(reason), {}, {}}; }

// The answer must be of the kind the entry returns: True/False, or a count.
std::optional<Judgement> wrong_kind(Entry entry, const ReturnValue& value) {
  const bool count = sudoku::entry_row(entry).returns == sudoku::Returns::Count;
  if (count == std::holds_alternative<long long>(value)) return std::nullopt;
  return presentation(count ? fmt::format("{} must answer a number, not True or False", entry_name(entry))
                            : fmt::format("{} must answer True or False, not a number", entry_name(entry)));
}

std::optional<Judgement> wrong_shape(const ref::Grid& puzzle, const validator::Rows& grid) {
  if (same_shape(grid, rows_of(puzzle))) return std::nullopt;
  return presentation(fmt::format("the grid after the call is not {0} rows of {0} numbers", puzzle.size()));
}

Judgement check_solve(const SolveExpect& e, bool returned, const validator::Rows& grid, const HintWords& w) {
  const validator::Rows puzzle = rows_of(e.puzzle);
  const bool changed = grid != puzzle;
  if (!returned) {
    if (e.solvable)
      return wrong("returned False but the puzzle has a solution",
                   changed ? hint_unchoose(w) : hint_for_one_blank(puzzle), puzzle, grid, changed_cells(puzzle, grid));
    // The case's own value: the loader put the entry's default there (on for fillSudoku).
    // A given changed is an un-choose that wipes givens too, not tries left in the blanks.
    if (e.unchanged_on_false && changed)
      return wrong("grid changed although it returned False (" + first_change(puzzle, grid) + ")",
                   given_changed(puzzle, grid) ? kHintGivens : kHintRestore, puzzle, grid, changed_cells(puzzle, grid));
    return {};
  }
  if (!e.solvable) {
    const std::string hint = has_blank(grid)                               ? hint_for_true_with_blanks(puzzle, grid, w)
                             : !validator::judge(puzzle, grid).givens_kept ? kHintGivens
                                                                           : "";
    return wrong("returned True but the puzzle has no solution", hint, puzzle, grid, changed_cells(puzzle, grid));
  }
  const validator::Judgement judgement = validator::judge(puzzle, grid);
  if (judgement.solved()) return {};
  // Mark what the validator complains of: changed givens, holes, repeated digits.
  std::vector<Mark> marks;
  for (std::size_t r = 0; r < grid.size(); ++r)
    for (std::size_t col = 0; col < grid[r].size(); ++col)
      if (grid[r][col] == 0 || (puzzle[r][col] != 0 && grid[r][col] != puzzle[r][col]))
        marks.push_back({int(r), int(col)});
  for (const auto& [r, col] : judgement.repeated_cells) marks.push_back({r, col});
  // A full grid whose rows and columns hold but whose boxes repeat: the box check reads the wrong cells.
  const std::string hint = !judgement.givens_kept      ? kHintGivens
                           : judgement.empty_cells > 0 ? hint_for_true_with_blanks(puzzle, grid, w)
                           : judgement.shape_ok && only_boxes_broken(validator::rule_breaks(grid))
                               ? box_rule_hint(grid.size())
                               : "";
  std::string reason = joined(judgement.problems);
  if (judgement.empty_cells > 0 && judgement.problems.size() == 1) reason = "returned True but " + reason;
  return wrong(reason, hint, puzzle, grid, marks);
}

Judgement check_count(Entry entry, const CountExpect& e, std::int64_t returned, const validator::Rows& grid,
                      const HintWords& w) {
  const validator::Rows puzzle = rows_of(e.puzzle);
  const bool restored = grid == puzzle;
  if (returned != e.count) {
    // The count's own bug first, named when only one explains the count; a grid left changed explains a
    // count too low.
    const CountEvidence over = count_evidence(puzzle, e.limit, returned);
    const std::string hint = over.ignores_limit && !over.passes_whole_limit   ? hint_count_limit(w)
                             : over.passes_whole_limit && !over.ignores_limit ? hint_count_whole_limit(w)
                             : returned > e.limit                             ? ""
                             : !restored                                      ? kHintCountRestore
                                                                              : "";
    std::string reason = fmt::format("returned {}, expected {} (limit {})", returned, e.count, e.limit);
    if (!restored) reason += fmt::format(", and the grid is not restored ({})", first_change(puzzle, grid));
    return wrong(reason, hint, puzzle, grid, restored ? std::vector<Mark>{} : changed_cells(puzzle, grid));
  }
  if (!restored)
    return wrong(fmt::format("grid not restored after {} ({})", entry_name(entry), first_change(puzzle, grid)),
                 kHintCountRestore, puzzle, grid, changed_cells(puzzle, grid));
  return {};
}

Judgement check_board(const CheckExpect& e, bool returned) {
  if (returned == e.valid) return {};
  // Drawn when it is a grid at all; a board of the wrong shape is its reason.
  const validator::Judgement drawn = validator::judge(e.board, e.board);
  const validator::Rows board = drawn.shape_ok ? e.board : validator::Rows{};
  std::vector<Mark> marks;
  for (const auto& [r, c] : drawn.repeated_cells) marks.push_back({r, c});
  if (returned) {
    const std::vector<std::string> breaks = validator::rule_breaks(e.board);
    // A checker reading the wrong cells as a box may miss the repeat too: then the boxes are not named.
    return wrong("returned True, but the board breaks a rule: " + joined(breaks),
                 only_boxes_broken(breaks) && !wrong_box_check_accepts(e.board) ? hint_check_boxes(e.board.size()) : "",
                 board, board, marks);
  }
  return wrong("returned False, but the board breaks no rule (blanks are always fine)",
               drawn.shape_ok ? hint_for_valid_board(e.board) : "", board, board);
}

}  // namespace

Judgement check_answer(const Case& c, const Answer& answer, const StudentNames& names) {
  const HintWords words{names, document_of(c.entry, c.algorithm)};
  return std::visit(overloaded{
                        [&](const SolveExpect& e) {
                          if (auto bad = wrong_kind(c.entry, answer.value)) return *bad;
                          if (auto bad = wrong_shape(e.puzzle, answer.grid)) return *bad;
                          return check_solve(e, std::get<bool>(answer.value), answer.grid, words);
                        },
                        [&](const CountExpect& e) {
                          if (auto bad = wrong_kind(c.entry, answer.value)) return *bad;
                          if (auto bad = wrong_shape(e.puzzle, answer.grid)) return *bad;
                          return check_count(c.entry, e, std::get<long long>(answer.value), answer.grid, words);
                        },
                        [&](const CheckExpect& e) {  // any shape: the board may be malformed on purpose
                          if (auto bad = wrong_kind(c.entry, answer.value)) return *bad;
                          return check_board(e, std::get<bool>(answer.value));
                        },
                        [&](const SessionExpect&) {
                          return Judgement{Verdict::JE, "a session has no answer to check: its screen is compared"};
                        },
                    },
                    c.expect);
}

}  // namespace harness
