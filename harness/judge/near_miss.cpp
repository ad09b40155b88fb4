#include "judge/near_miss.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "base/spelling.h"
#include "lang/language_source.h"

namespace harness {

using sudoku::Entry;

namespace {

// The name the driver looks for: the entry's own, unless the language names it otherwise.
std::string expected_name(Entry entry, Language language) {
  const NearMissWords& words = source_knowledge(language).near_miss;
  return words.entry_name ? words.entry_name(entry) : sudoku::entry_row(entry).name;
}

// A name's letters and digits, lower case: Solve, solve_ and so-lve are "solve".
std::string folded(const std::string& name) {
  std::string out;
  for (const char ch : name)
    if (std::isalnum(static_cast<unsigned char>(ch)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

// Its words without the word "sudoku": solveSudoku, solve_sudoku and
// solve-sudoku are all "solve"; is-valid? is "isvalid".
std::string words_of(const std::string& name) {
  std::string out = folded(name);
  const std::size_t at = out.find("sudoku");
  if (at != std::string::npos && out.size() > 6) out.erase(at, 6);
  return out;
}

// What each entry is also called by students: the same job in other words.
std::vector<std::string> synonyms(Entry entry) {
  switch (entry) {
    case Entry::FillSudoku: return {"fill", "solve"};
    case Entry::Solve: return {"solve", "fill"};
    case Entry::SolveFast: return {"solvefast", "fastsolve", "solvefaster"};
    case Entry::CountSolutions: return {"countsolutions", "count", "numsolutions", "solutions", "countsolution"};
    case Entry::CheckSudoku: return {"check", "validboard", "isvalid", "valid", "checkboard", "isvalidsudoku"};
    case Entry::Session: break;
  }
  return {};
}

bool near_name(const std::string& name, Entry entry, Language language) {
  const std::string want = words_of(expected_name(entry, language)), have = words_of(name);
  if (have.empty()) return false;
  for (const std::string& other : synonyms(entry))
    if (have == other) return true;
  // One slip in a short name, two in a long one: "slove" is not "save".
  return have.size() >= 4 && edit_distance(have, want) <= (want.size() <= 5 ? 1u : 2u);
}

std::size_t required_parameters(Entry entry) {
  return sudoku::entry_row(entry).takes == sudoku::Takes::GridAndLimit ? 2 : 1;
}

std::string place(const SourceDefinition& d) { return fmt::format("{}:{}", d.file, d.line); }

}  // namespace

std::string expected_signature(Entry entry, Language language) {
  const NearMissWords& words = source_knowledge(language).near_miss;
  return words.signature ? words.signature(entry) : sudoku::entry_row(entry).name;
}

std::string near_miss(Entry entry, Language language, const std::vector<SourceDefinition>& defined) {
  const NearMissWords& words = source_knowledge(language).near_miss;
  if (entry == Entry::Session || words.why_not_entry == nullptr) return "";
  const std::string want = expected_name(entry, language);
  const std::string expected = expected_signature(entry, language);
  // The very name first: its signature is what is wrong.
  for (const SourceDefinition& d : defined)
    if (d.name == want)
      return fmt::format("{} defines `{}`, but {}. The assignment calls `{}`", place(d), d.declared,
                         words.why_not_entry(d, entry, required_parameters(entry)), expected);
  // Another entry's own name is that entry, not a near miss of this one.
  const auto another_entry = [&](const std::string& name) {
    for (const sudoku::EntryRow& row : sudoku::kEntries)
      if (row.entry != entry && row.entry != Entry::Session && expected_name(row.entry, language) == name &&
          name != want)
        return true;
    return false;
  };
  for (const SourceDefinition& d : defined)
    if (!another_entry(d.name) && near_name(d.name, entry, language)) {
      const bool case_only = folded(d.name) == folded(want);
      return fmt::format("{} defines `{}`, {}: the assignment calls `{}`", place(d), d.declared,
                         case_only ? "the name with other capitals or separators" : "a near name", expected);
    }
  return "";
}

}  // namespace harness
