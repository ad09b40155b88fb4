#include "audit/audit.h"

#include <set>

#include <fmt/format.h>

#include "base/printable.h"

namespace harness {

MutantOutcome judge_mutant(const Mutant& mutant, const GradeResult& result) {
  MutantOutcome outcome;
  outcome.mutant = &mutant;
  if (result.build_failure) {
    // A mutant that does not build catches nothing about the file: say so, as missed.
    outcome.verdict = to_string(result.build_failure->verdict);
    return outcome;
  }
  const CaseResult* first_hidden = nullptr;
  const CaseResult* first_visible = nullptr;
  for (const auto& file : result.files)
    for (const auto& c : file.cases) {
      if (c.verdict == Verdict::AC || c.verdict == Verdict::NI) continue;
      if (c.visibility == Visibility::Hidden) {
        if (first_hidden == nullptr) first_hidden = &c;
        continue;
      }
      if (first_visible == nullptr) first_visible = &c;
      if (outcome.hint.empty()) outcome.hint = c.hint;
    }
  const CaseResult* by = first_visible != nullptr ? first_visible : first_hidden;
  if (by == nullptr) return outcome;
  outcome.caught = true;
  outcome.by_case = by->name;
  outcome.verdict = to_string(by->verdict);
  outcome.hidden_only = first_visible == nullptr;
  return outcome;
}

std::vector<const Mutant*> applicable_mutants(const std::vector<CaseFile>& files) {
  std::set<Entry> used;
  for (const auto& file : files)
    for (const auto& c : file.cases) used.insert(c.entry);
  std::vector<const Mutant*> applicable;
  for (const Mutant& mutant : mutants())
    if (used.count(mutant.entry) > 0) applicable.push_back(&mutant);
  return applicable;
}

std::vector<MutantOutcome> audit_case_files(const std::vector<CaseFile>& files,
                                            const std::filesystem::path& source_root, const GradeOptions& options) {
  std::vector<MutantOutcome> outcomes;
  for (const Mutant* applicable : applicable_mutants(files)) {
    const Mutant& mutant = *applicable;
    // Only the cases of its entry: the rest would be NI, each a run for nothing.
    std::vector<CaseFile> relevant;
    for (const auto& file : files) {
      CaseFile only = file;
      only.cases.clear();
      for (const auto& c : file.cases)
        if (c.entry == mutant.entry) only.cases.push_back(c);
      if (!only.cases.empty()) relevant.push_back(std::move(only));
    }
    const std::filesystem::path source = source_root / mutant.source;
    const GradeResult result = grade_submission(source, prepare_submission(source, options), relevant, options);
    outcomes.push_back(judge_mutant(mutant, result));
  }
  return outcomes;
}

std::string audit_table(const std::vector<MutantOutcome>& outcomes) {
  std::string out;
  int caught = 0;
  for (const auto& o : outcomes) {
    const Mutant& m = *o.mutant;
    if (o.caught) {
      ++caught;
      out += fmt::format("  caught  {:<38} {:<16} by '{}' ({}){}\n", m.bug, entry_name(m.entry),
                         printable_line(o.by_case), o.verdict,
                         o.hidden_only    ? ", caught only by hidden cases: no student sees it while self-checking"
                         : o.hint.empty() ? ", with no hint"
                                          : ", with a hint");
    } else {
      out += fmt::format("  MISSED  {:<38} {:<16} every case passed it{}\n", m.bug, entry_name(m.entry),
                         o.verdict.empty() ? "" : fmt::format(" (it did not build: {})", o.verdict));
      out += fmt::format("          would be caught by {}\n", m.caught_by);
    }
  }
  out += fmt::format("caught {} of {}\n", caught, outcomes.size());
  return out;
}

}  // namespace harness
