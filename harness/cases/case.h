#pragma once
// What a case file says, after case_loader has read and checked it. Plain
// structs, no logic: every value here has passed the loader, so a Case never
// holds an unparsed grid, an unknown entry or a non-positive limit.
// docs/case-format.md describes the YAML these come from.
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "base/error.h"
#include "driver/entries.h"
#include "grid.h"

namespace harness {

/// The function (or program) a case calls: a row of the entry table
/// (driver/entries.h), which the driver compiled with students' code shares.
using sudoku::Entry;

enum class Visibility { Visible, Hidden };

/// The word case files and JSON reports use: "visible" or "hidden".
inline const char* to_string(Visibility visibility) { return visibility == Visibility::Hidden ? "hidden" : "visible"; }

/// What a student may ever see of a file's hidden cases beyond their name,
/// verdict and points (the file's key 'hidden_details'; report/redact.h applies it).
enum class HiddenDetails {
  Never,           ///< nothing more, in any report a student reads (the default)
  AfterPublished,  ///< their reason, hint and details on Gradescope, once grades are published
};

/// The references check-cases can time against each other (reference/backtracking.h).
enum class Reference { FewestFirst, ReadingOrder };

/// Kattis's rule for a limit set from references: the slowest accepted one
/// must run in at most half the limit, and the fastest too-slow one must need
/// at least 1.5 times the limit. Only check-cases times them; grading uses
/// CaseLimits::time alone. Without a too-slow one, only the first half holds;
/// with one, the case is a speed case.
struct TimeCheck {
  Reference accepted;
  std::optional<Reference> too_slow;
};

/// The search a case file's document teaches (its key 'algorithm'), which
/// with a case's entry names the recipe the case is measured against
/// (cases/yardstick.h).
enum class Algorithm {
  ReadingOrder,  ///< the lesson, the Java assignment, the helper: first empty cell, allowed digits
  BruteForce,    ///< HtDP: every value in the first blank, boards kept while the whole board is valid
};

struct CaseLimits {
  std::chrono::milliseconds time{1000};
  std::int64_t memory_mb = 256;
  /// Processes and threads a run may have at once, in a box (its cgroup).
  /// A JVM's own threads need more than a C++ program's.
  int processes = 64;
  std::optional<TimeCheck> time_check;
  /// The case file's own factor for a language (its key 'time_factors', by
  /// the --language word: "python"), in place of the language row's: what
  /// its document's way of solving costs in that language, measured
  /// (docs/protocol.md, "The factors, as measured").
  std::map<std::string, double> language_factors;
};

/// solve, solve_fast, fillSudoku: the call returns whether it solved the grid.
struct SolveExpect {
  ref::Grid puzzle{9};
  bool solvable = false;
  /// Set only when the puzzle has exactly this one solution (check-cases
  /// verifies it), so a grader may compare against it; otherwise any valid
  /// completion of the puzzle is right.
  std::optional<ref::Grid> solution;
  /// When the call returns false, the grid must be exactly the puzzle. A
  /// case may set it; else the loader takes the entry table's default.
  bool unchanged_on_false = false;
};

/// count_solutions(grid, limit): the answer is min(solutions, limit), and the
/// grid must always be the puzzle again afterwards.
struct CountExpect {
  ref::Grid puzzle{9};
  std::int64_t limit = 1;
  std::int64_t count = 0;
};

/// checkSudoku(board): a board is rows of any numbers and any shape, since
/// the checker's job includes rejecting values out of range and bad shapes.
struct CheckExpect {
  std::vector<std::vector<int>> board;
  bool valid = false;
};

/// An interactive run: the bytes typed, and the bytes the screen must show.
struct SessionExpect {
  std::string input;
  std::string screen;
};

/// Which alternative a Case holds follows from its entry's check in the entry
/// table: one alternative per sudoku::Check, in that enum's order, so the
/// loader makes the alternative from the check kind alone.
using Expect = std::variant<SolveExpect, CountExpect, CheckExpect, SessionExpect>;

template <sudoku::Check check>
using ExpectFor = std::variant_alternative_t<static_cast<std::size_t>(check), Expect>;
static_assert(std::variant_size_v<Expect> == sudoku::kCheckCount &&
                  std::is_same_v<ExpectFor<sudoku::Check::Solution>, SolveExpect> &&
                  std::is_same_v<ExpectFor<sudoku::Check::Count>, CountExpect> &&
                  std::is_same_v<ExpectFor<sudoku::Check::BoardVerdict>, CheckExpect> &&
                  std::is_same_v<ExpectFor<sudoku::Check::Screen>, SessionExpect>,
              "Expect's alternatives follow sudoku::Check, one each, in order");

struct Case {
  std::string name;  ///< unique within its file
  SourceLoc loc;     ///< where the case starts, for later messages
  Entry entry = Entry::Solve;
  Expect expect;
  int points = 1;
  Visibility visibility = Visibility::Visible;
  CaseLimits limits;
  std::vector<std::string> tags;                  ///< e.g. "big"
  Algorithm algorithm = Algorithm::ReadingOrder;  ///< its file's, one document per file
  /// Why the case deliberately asks more than its document's algorithm
  /// gives; set, check-cases does not hold the case to that algorithm.
  std::optional<std::string> beyond_document;
  /// Run in a process of its own, never in a warm runtime with other cases
  /// (docs/protocol.md, "One warm runtime per submission").
  bool fresh_process = false;
  /// The CPU time the program written the way the case's document teaches
  /// needed on this case, by the --language word ("python"), as
  /// bench/document_style.sh measured it (the case's key 'document_cpu_ms'):
  /// a TLE's yardstick in the student's own language.
  std::map<std::string, std::chrono::milliseconds> document_cpu;
};

struct CaseFile {
  std::string path;
  std::string title;
  std::string source;  ///< the document the cases come from
  /// The language the document is written in, a --language word ("python");
  /// empty: none of ours (grade without --cases breaks a tie by it).
  std::string language;
  /// How grade --fresh shows the puzzles it adds for this file: hidden, unless the file says so.
  Visibility fresh_visibility = Visibility::Hidden;
  HiddenDetails hidden_details = HiddenDetails::Never;
  std::vector<Case> cases;
};

/// The name a case file uses for an entry ("fillSudoku", "count_solutions").
inline const char* entry_name(Entry entry) { return sudoku::entry_row(entry).name; }

}  // namespace harness
