#pragma once
// Which assignment a submission is graded against when no --cases says so:
// a case file is one assignment, and the submission's entries (entry_probe.h)
// tell which ones it could be. Pure: the probe's answer and the case files
// in, the choice out, tested as a table.
//
// An assignment fits when the submission defines every entry its cases call
// (a session needs a main of the student's own), and grades some of the grid
// entries it defines, if it defines any: a module of functions whose main
// guard runs its tests is no interactive helper. Of those that fit, the best
// uses the most of what the submission defines: a file of solve,
// count_solutions and solve_fast fits the lesson (all three) better than the
// helper (two). Several best ones is a tie: the grader asks which.
#include <string>
#include <vector>

#include "cases/case.h"
#include "judge/entry_probe.h"
#include "prepare/compile_options.h"
#include "run/sandbox.h"

namespace harness {

struct AssignmentChoice {
  /// The best fitting assignments: one is the answer, several a tie, none
  /// means nothing fits.
  std::vector<const CaseFile*> best;
  /// For an error when nothing fits: each assignment with the entries it
  /// needs that the submission does not define; none when it has them all
  /// but calls none of the grid entries the submission defines.
  std::vector<std::pair<const CaseFile*, std::vector<Entry>>> lacking;
};

AssignmentChoice choose_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined);

/// The entries an assignment's cases call, in the entry table's order.
std::vector<Entry> entries_of(const CaseFile& assignment);

/// "solve, count_solutions and solve_fast".
std::string listed(const std::vector<Entry>& entries);

/// The one assignment of `assignments` that a submission defining `defined`
/// fits best. Throws harness::Error naming `submission` when none fits (each
/// with what it lacks) or several fit equally well (each as --cases FILE).
const CaseFile& best_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined,
                                const std::string& submission);

/// grade without --cases: the bundled assignment that `prepared`, the
/// submission's program, fits best, its entries asked of it in `sandbox`
/// (nullptr: none); the only one, nothing asked, when one is bundled. Throws
/// harness::Error naming `submission` when the submission did not compile,
/// its entries cannot be told, or best_assignment finds none; a
/// harness::Fault when the harness could not build it (JE).
const CaseFile& choose_bundled_assignment(const std::vector<CaseFile>& bundled, const std::string& submission,
                                          const Prepared& prepared, const Sandbox* sandbox);

}  // namespace harness
