#include "judge/assignment_choice.h"

#include <algorithm>

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
    const int used = static_cast<int>(std::count_if(needed.begin(), needed.end(), [](Entry e) {
      return e != Entry::Session;
    }));
    if (used > best_used) {
      best_used = used;
      choice.best.clear();
    }
    if (used == best_used) choice.best.push_back(&assignment);
  }
  return choice;
}

}  // namespace harness
