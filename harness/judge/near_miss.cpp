#include "judge/near_miss.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "base/spelling.h"

namespace harness {

using sudoku::Entry;

namespace {

// The name the driver looks for: the document's own in Racket (solve, valid-board?).
std::string expected_name(Entry entry, Language language) {
  if (language == Language::Racket)
    return entry == Entry::CheckSudoku ? "valid-board?" : entry == Entry::SolveFast ? "solve_fast"
           : entry == Entry::CountSolutions                                          ? "count_solutions"
                                                                                    : "solve";
  return sudoku::entry_row(entry).name;
}

// A name's letters and digits, lower case: Solve, solve_ and so-lve are "solve".
std::string folded(const std::string& name) {
  std::string out;
  for (const char ch : name)
    if (std::isalnum(static_cast<unsigned char>(ch))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
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

// A C++ parameter that is a grid (a vector of vectors, or a name for one) with no `&`.
bool grid_by_value(const std::string& parameter) {
  const bool grid = parameter.find("vector") != std::string::npos || parameter.find("Grid") != std::string::npos ||
                    parameter.find("Board") != std::string::npos;
  return grid && parameter.find('&') == std::string::npos && parameter.find('*') == std::string::npos;
}

std::size_t required_parameters(Entry entry) {
  return sudoku::entry_row(entry).takes == sudoku::Takes::GridAndLimit ? 2 : 1;
}

// Why a definition of the very name is not the entry; "" when it would be.
std::string why_not_entry(const SourceDefinition& d, Entry entry, Language language) {
  const std::size_t want = required_parameters(entry);
  switch (language) {
    case Language::Cpp:
      if (d.is_static) return "it is `static`, so only its own file can call it: remove `static`";
      if (!d.parameters.empty() && grid_by_value(d.parameters.front()))
        return "it takes the grid by value, a copy the driver never sees: take it by reference (`&`)";
      if (d.parameters.size() != want && !(entry == Entry::CheckSudoku && d.parameters.size() == 2))
        return fmt::format("it takes {} parameters, the driver passes {}", d.parameters.size(), want);
      return "its parameter or return types differ";
    case Language::Python:
      if (!d.owner.empty())
        return fmt::format("it is a method of class {}: the driver calls functions at the module's top level",
                           d.owner);
      return fmt::format("it takes {} parameters, the driver passes {}", d.parameters.size(), want);
    case Language::Java:
      if (d.owner != "Sudoku" && !d.owner.empty())
        return fmt::format("it is in class {}: the driver calls class Sudoku's (in Sudoku.java, no package)",
                           d.owner);
      if (!d.is_static)
        return "it is not static: the driver calls Sudoku." + d.name +
               "(...) on the class, as the assignment's SudokuTest does; declare it `static`";
      if (d.is_private) return "it is private: the driver, like SudokuTest, cannot call it; drop `private`";
      return "its parameter or return types differ";
    case Language::Racket:
      return fmt::format("it takes {} arguments, the driver passes {}", d.parameters.size(), want);
    case Language::Executable: break;
  }
  return "";
}

std::string place(const SourceDefinition& d) { return fmt::format("{}:{}", d.file, d.line); }

}  // namespace

std::string expected_signature(Entry entry, Language language) {
  const char* name = sudoku::entry_row(entry).name;
  const bool limit = sudoku::entry_row(entry).takes == sudoku::Takes::GridAndLimit;
  switch (language) {
    case Language::Cpp: {
      std::string declaration = sudoku::entry_row(entry).declaration;
      if (!declaration.empty() && declaration.back() == ';') declaration.pop_back();
      return declaration;
    }
    case Language::Python:
      return fmt::format("def {}({})", name,
                         limit ? "grid, limit" : entry == Entry::CheckSudoku ? "board" : "grid");
    case Language::Java:
      return fmt::format("static {} {}(int[][] {}{}) in class Sudoku", limit ? "int" : "boolean", name,
                         entry == Entry::Solve || entry == Entry::SolveFast || limit ? "grid" : "sudoku",
                         limit ? ", int limit" : entry == Entry::CheckSudoku ? ", boolean printErrors" : "");
    case Language::Racket:
      return fmt::format("(define ({} bd) ...)", expected_name(entry, language));
    case Language::Executable: break;
  }
  return name;
}

std::string near_miss(Entry entry, Language language, const std::vector<SourceDefinition>& defined) {
  if (entry == Entry::Session || language == Language::Executable) return "";
  const std::string want = expected_name(entry, language);
  const std::string expected = expected_signature(entry, language);
  // The very name first: its signature is what is wrong.
  for (const SourceDefinition& d : defined)
    if (d.name == want)
      return fmt::format("{} defines `{}`, but {}. The assignment calls `{}`", place(d), d.declared,
                         why_not_entry(d, entry, language), expected);
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
