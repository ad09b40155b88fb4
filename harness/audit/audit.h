#pragma once
// What a case file catches: each built-in mutant that calls one of its
// entries is graded against it, in the box, as a student would be. A mutant
// is caught when some case gives it a verdict other than AC (and NI, which
// only says it defines no such entry).
#include <filesystem>
#include <string>
#include <vector>

#include "audit/mutants.h"
#include "judge/grade.h"

namespace harness {

struct MutantOutcome {
  const Mutant* mutant = nullptr;
  bool caught = false;
  std::string by_case;  ///< the first visible case that caught it, else the first hidden one
  std::string verdict;  ///< that case's verdict
  /// Caught by hidden cases alone: a student who self-checks never sees the bug.
  bool hidden_only = false;
  /// The hint a visible case that caught it gave ("" when none did).
  std::string hint;
  /// Every hint its visible cases gave, each once, in the cases' order.
  std::vector<std::string> hints = {};
};

/// A hint two mutants of different bugs both earned: it cannot name the bug
/// of both, so the evidence it is given on does not tell them apart.
struct SharedHint {
  std::string hint;
  const Mutant* one = nullptr;
  const Mutant* other = nullptr;
};

/// The hints earned by two mutants whose bugs differ (not the same bug, and
/// neither's fix the other's), each pair once: a pure decision.
std::vector<SharedHint> shared_hints(const std::vector<MutantOutcome>& outcomes);

/// The mutants that apply to `files`: those whose entry some case calls, in the table's order.
std::vector<const Mutant*> applicable_mutants(const std::vector<CaseFile>& files);

/// The mutants that apply to `files`, in the table's order, each graded.
/// `source_root` holds the mutants' sources.
std::vector<MutantOutcome> audit_case_files(const std::vector<CaseFile>& files,
                                            const std::filesystem::path& source_root, const GradeOptions& options);

/// Whether a graded result caught its mutant, by which case, whether a
/// visible case did and with which hint: a pure decision.
MutantOutcome judge_mutant(const Mutant& mutant, const GradeResult& result);

/// The table: each mutant, caught by which case or missed and what would
/// catch it; each hint two bugs share; then "caught N of M". In `width`
/// columns: what caught a mutant goes under its row when it has no room
/// beside it, and the longer lines wrap at spaces, 10 columns in.
std::string audit_table(const std::vector<MutantOutcome>& outcomes, int width);

}  // namespace harness
