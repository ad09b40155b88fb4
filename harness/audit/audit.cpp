#include "audit/audit.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "base/printable.h"
#include "base/text_width.h"

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
      if (!c.hint.empty() && std::find(outcome.hints.begin(), outcome.hints.end(), c.hint) == outcome.hints.end())
        outcome.hints.push_back(c.hint);
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

namespace {

bool same_bug(const Mutant& a, const Mutant& b) {
  return a.bug == b.bug || a.same_fix_as == b.bug || b.same_fix_as == a.bug;
}

}  // namespace

std::vector<SharedHint> shared_hints(const std::vector<MutantOutcome>& outcomes) {
  std::vector<SharedHint> shared;
  for (std::size_t i = 0; i < outcomes.size(); ++i)
    for (std::size_t j = i + 1; j < outcomes.size(); ++j) {
      if (same_bug(*outcomes[i].mutant, *outcomes[j].mutant)) continue;
      for (const std::string& hint : outcomes[i].hints)
        if (std::find(outcomes[j].hints.begin(), outcomes[j].hints.end(), hint) != outcomes[j].hints.end())
          shared.push_back({hint, outcomes[i].mutant, outcomes[j].mutant});
    }
  return shared;
}

std::string audit_table(const std::vector<MutantOutcome>& outcomes, int width) {
  std::string out;
  int caught = 0;
  // A mutant's row, what caught it beside it when the row has room, else on the lines under it.
  const auto row = [&](const std::string& head, const std::string& rest) {
    if (display_width(head) + 1 + display_width(rest) <= width) return head + " " + rest + "\n";
    return head + "\n" + message_lines("          ", rest, 10, width);
  };
  for (const auto& o : outcomes) {
    const Mutant& m = *o.mutant;
    const std::string head = fmt::format("  {}  {:<38} {:<16}", o.caught ? "caught" : "MISSED", m.bug,
                                         entry_name(m.entry));
    if (o.caught) {
      ++caught;
      out += row(head,
                 fmt::format("by '{}' ({}){}", printable_line(o.by_case), o.verdict,
                             o.hidden_only    ? ", caught only by hidden cases: no student sees it while self-checking"
                             : o.hint.empty() ? ", with no hint"
                                              : ", with a hint"));
    } else {
      out += row(head, fmt::format("every case passed it{}",
                                   o.verdict.empty() ? "" : fmt::format(" (it did not build: {})", o.verdict)));
      out += message_lines("          ", "would be caught by " + m.caught_by, 10, width);
    }
  }
  for (const SharedHint& s : shared_hints(outcomes)) {
    out += message_lines("  SHARED  ",
                         fmt::format("a hint earned by '{}' ({}) and by '{}' ({}), whose bugs differ: it names neither "
                                     "for sure",
                                     s.one->bug, entry_name(s.one->entry), s.other->bug, entry_name(s.other->entry)),
                         10, width);
    out += message_lines("          ", "\"" + printable_line(s.hint) + "\"", 10, width);
  }
  out += fmt::format("caught {} of {}\n", caught, outcomes.size());
  return out;
}

}  // namespace harness
