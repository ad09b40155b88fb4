#pragma once
// The entries a case may call, in one table: what each is named, what it
// takes and returns, which check judges it, and whether a False return must
// leave the grid as given unless a case says otherwise. The case loader, the
// checks, check-cases and the driver all read this table, so an entry cannot
// be known to one and missing from another.
//
// Standalone standard C++17: driver.cpp includes it and is compiled with the
// student's code (harness/prepare/compile.cpp), where no harness header exists.
#include <cstddef>
#include <string_view>

namespace sudoku {

/// The function (or program) a case calls; the order is the table's.
enum class Entry { FillSudoku, Solve, SolveFast, CountSolutions, CheckSudoku, Session };

/// What a call is given: stdin (and the driver's argv past the entry name).
enum class Takes {
  Grid,          ///< a grid to change in place
  GridAndLimit,  ///< a grid to change and restore, plus a limit argument
  ConstBoard,    ///< rows of any numbers and shape, read only
  TypedLines,    ///< a program's own main reads lines typed at it
};

/// What the answer's first line holds.
enum class Returns { Bool, Count, Screen };

/// Which check judges the answer. One per alternative of harness::Expect, in
/// the variant's order (harness/cases/case.h asserts it).
enum class Check {
  Solution,      ///< returned whether solvable; the grid is a completion
  Count,         ///< min(solutions, limit); the grid is the puzzle again
  BoardVerdict,  ///< returned whether the board breaks no rule
  Screen,        ///< the screen, byte for byte
};

struct EntryRow {
  Entry entry;
  const char* name;         ///< as case files and the driver's argv spell it
  const char* declaration;  ///< the C++ function in sudoku.h; "" for a session
  Takes takes;
  Returns returns;
  Check check;
  /// The default when a case omits unchanged_on_false: the Java assignment
  /// demands fillSudoku restore the grid before it returns false.
  bool unchanged_on_false;
};

inline constexpr EntryRow kEntries[] = {
    {Entry::FillSudoku, "fillSudoku", "bool fillSudoku(std::vector<std::vector<int>>& sudoku);", Takes::Grid,
     Returns::Bool, Check::Solution, true},
    {Entry::Solve, "solve", "bool solve(std::vector<std::vector<int>>& grid);", Takes::Grid, Returns::Bool,
     Check::Solution, false},
    {Entry::SolveFast, "solve_fast", "bool solve_fast(std::vector<std::vector<int>>& grid);", Takes::Grid,
     Returns::Bool, Check::Solution, false},
    {Entry::CountSolutions, "count_solutions", "int count_solutions(std::vector<std::vector<int>>& grid, int limit);",
     Takes::GridAndLimit, Returns::Count, Check::Count, false},
    {Entry::CheckSudoku, "checkSudoku", "bool checkSudoku(const std::vector<std::vector<int>>& sudoku);",
     Takes::ConstBoard, Returns::Bool, Check::BoardVerdict, false},
    {Entry::Session, "session", "", Takes::TypedLines, Returns::Screen, Check::Screen, false},
};

inline constexpr std::size_t kEntryCount = sizeof(kEntries) / sizeof(kEntries[0]);
inline constexpr std::size_t kCheckCount = static_cast<std::size_t>(Check::Screen) + 1;

constexpr bool rows_in_enum_order() {
  for (std::size_t i = 0; i < kEntryCount; ++i)
    if (static_cast<std::size_t>(kEntries[i].entry) != i) return false;
  return kEntryCount == static_cast<std::size_t>(Entry::Session) + 1;
}
static_assert(rows_in_enum_order(), "kEntries holds one row per Entry, in the enum's order");

constexpr const EntryRow& entry_row(Entry entry) { return kEntries[static_cast<std::size_t>(entry)]; }

/// A puzzle to solve, or to count the solutions of: what `sudoku-grade
/// generate` and `grade --fresh` make cases for.
constexpr bool takes_puzzle(const EntryRow& row) {
  return row.takes == Takes::Grid || row.takes == Takes::GridAndLimit;
}

/// The row named `name`, or nullptr when no entry has that name.
constexpr const EntryRow* find_entry(std::string_view name) {
  for (const EntryRow& row : kEntries)
    if (name == row.name) return &row;
  return nullptr;
}

}  // namespace sudoku
