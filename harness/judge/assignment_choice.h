#pragma once
// Which assignment a submission is graded against when no --cases says so:
// a case file is one assignment, and the submission's entries (entry_probe.h)
// and language tell which ones it could be. Pure: the probe's answer, the
// language and the case files in, the choice or the words saying why there is
// none out, tested as a table.
//
// An assignment fits in full when the submission defines every entry its
// cases call (a session needs a main of the student's own), and grades some
// of the grid entries it defines, if it defines any: a module of functions
// whose main guard runs its tests is no interactive helper. Of those, the
// best uses the most of what the submission defines: a file of solve,
// count_solutions and solve_fast fits the lesson (all three) better than the
// helper's extra cases. A tie is broken by the student's language: the one
// assignment whose document is written in it (the case file's `language`).
//
// Work in progress fits none in full (a Python file of `solve` alone): it is
// graded against the one assignment in its language that calls some of what
// it defines, its other entries NI until written; unless it has a main that
// an assignment of sessions could take (a helper's functions half written).
// Otherwise nothing is chosen, and the words list the assignments it could
// be, each with the command to type and what the file still needs, in its
// language's names (HtDP's `valid-board?`).
#include <optional>
#include <string>
#include <vector>

#include "cases/case.h"
#include "judge/entry_probe.h"
#include "lang/language.h"
#include "prepare/compile_options.h"
#include "run/sandbox.h"

namespace harness {

struct AssignmentChoice {
  /// The best fitting assignments: one is the answer, several a tie, none
  /// means nothing fits in full.
  std::vector<const CaseFile*> best;
  /// For an error when nothing fits: each assignment with the entries it
  /// needs that the submission does not define; none when it has them all
  /// but calls none of the grid entries the submission defines.
  std::vector<std::pair<const CaseFile*, std::vector<Entry>>> lacking;
};

/// The assignments that fit in full, and what the others lack.
AssignmentChoice choose_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined);

/// The entries an assignment's cases call, in the entry table's order.
std::vector<Entry> entries_of(const CaseFile& assignment);

/// "solve, count_solutions and solve_fast".
std::string listed(const std::vector<Entry>& entries);

/// `entries` as a student of `language` names them, each name once: Racket's
/// "solve and valid-board?" (its solve answers fillSudoku too); the entry
/// table's names for the other languages and none.
std::string listed_as(const std::vector<Entry>& entries, std::optional<Language> language);

/// The decision, for grade to say or refuse with.
struct AssignmentDecision {
  const CaseFile* chosen = nullptr;  ///< null: none, `words` say why and what to type
  /// chosen: why, after "grading against FILE (TITLE), "; else the error's
  /// words after the submission's name.
  std::string words;
};

/// The assignment of `assignments` that a submission in `language` (nullopt:
/// unknown) defining `defined` is graded against, or the words saying it
/// cannot be told; `command` is the grade command as the student typed it,
/// which each listed assignment's command repeats with --cases FILE.
AssignmentDecision decide_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined,
                                     std::optional<Language> language, const std::string& command);

/// decide_assignment's choice, or harness::Error naming `submission` with its words.
struct ChosenAssignment {
  const CaseFile& file;
  std::string why;
};
ChosenAssignment best_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined,
                                 std::optional<Language> language, const std::string& submission,
                                 const std::string& command);

/// grade without --cases: the bundled assignment for `prepared`, the
/// submission's program, its entries asked of it in `sandbox` (nullptr:
/// none), its language the one it was prepared as; the only one, nothing
/// asked, when one is bundled (words: empty). None chosen: the words say why
/// on their first line and list the commands to type on the others, for
/// grade to print line by line. Throws harness::Error naming `submission`
/// when the submission did not compile or its entries cannot be told; a
/// harness::Fault when the harness could not build it (JE).
AssignmentDecision choose_bundled_assignment(const std::vector<CaseFile>& bundled, const std::string& submission,
                                             const Prepared& prepared, const Sandbox* sandbox,
                                             const std::string& command);

}  // namespace harness
