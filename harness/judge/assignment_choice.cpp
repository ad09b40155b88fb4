#include "judge/assignment_choice.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/error.h"
#include "base/printable.h"

namespace harness {

std::vector<Entry> entries_of(const CaseFile& assignment) {
  std::vector<Entry> entries;
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    for (const Case& c : assignment.cases)
      if (c.entry == row.entry) {
        entries.push_back(row.entry);
        break;
      }
  return entries;
}

std::string listed(const std::vector<Entry>& entries) {
  std::string out;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (i > 0) out += i + 1 == entries.size() ? " and " : ", ";
    out += entry_name(entries[i]);
  }
  return out;
}

AssignmentChoice choose_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined) {
  AssignmentChoice choice;
  int best_used = -1;
  for (const CaseFile& assignment : assignments) {
    const std::vector<Entry> needed = entries_of(assignment);
    std::vector<Entry> lacking;
    for (const Entry entry : needed)
      if (!defined.defines(entry)) lacking.push_back(entry);
    if (!lacking.empty()) {
      choice.lacking.emplace_back(&assignment, std::move(lacking));
      continue;
    }
    // How much of what the submission defines this assignment grades.
    const int used = static_cast<int>(
        std::count_if(needed.begin(), needed.end(), [](Entry e) { return e != Entry::Session; }));
    // Sessions alone take any main, a module's guard of tests too: a file of
    // functions (a lesson's solve with its tests) is not made a helper by them.
    if (used == 0 && !defined.grid.empty()) {
      choice.lacking.emplace_back(&assignment, std::vector<Entry>{});
      continue;
    }
    if (used > best_used) {
      best_used = used;
      choice.best.clear();
    }
    if (used == best_used) choice.best.push_back(&assignment);
  }
  return choice;
}

const CaseFile& best_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined,
                                const std::string& submission) {
  const AssignmentChoice choice = choose_assignment(assignments, defined);
  if (choice.best.size() == 1) return *choice.best.front();
  std::vector<std::string> reasons;
  if (choice.best.empty()) {
    for (const auto& [file, lacking] : choice.lacking)
      reasons.push_back(lacking.empty() ? fmt::format("{} calls none of them (a main's sessions only)", file->path)
                                        : fmt::format("{} needs {}", file->path, listed(lacking)));
    fail({submission}, "fits no bundled assignment: it defines {}{}; {}; give --cases FILE to grade it anyway",
         defined.grid.empty() ? "no entry" : listed(defined.grid), defined.sessions ? " and a main" : "",
         fmt::join(reasons, "; "));
  }
  for (const CaseFile* file : choice.best) reasons.push_back("--cases " + file->path);
  fail({submission}, "fits {} bundled assignments equally well; choose one: {}", choice.best.size(),
       fmt::join(reasons, " or "));
}

const CaseFile& choose_bundled_assignment(const std::vector<CaseFile>& bundled, const std::string& submission,
                                          const Prepared& prepared, const Sandbox* sandbox) {
  if (bundled.size() == 1) return bundled.front();
  if (!prepared.program) {
    const bool compiles = prepared.failure.verdict == Verdict::CE;
    const std::string message = fmt::format(
        "{} ({}); without a program no assignment can be chosen: give --cases FILE for the report",
        compiles ? "the submission does not compile" : "the harness failed",
        printable_line(first_error_line(prepared.failure)));
    // A build the harness could not make (JE) is its own fault, not the input's.
    if (!compiles) fault({submission}, "{}", message);
    fail({submission}, "{}", message);
  }
  std::string why;
  const auto defined = probe_entries(*prepared.program, sandbox, &why);
  if (!defined) fail({submission}, "cannot tell which entries the submission defines ({}): give --cases FILE", why);
  return best_assignment(bundled, *defined, submission);
}

}  // namespace harness
