#include "judge/assignment_choice.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/error.h"
#include "base/printable.h"
#include "lang/language_source.h"

namespace harness {
namespace {

bool is_session(Entry entry) { return entry == Entry::Session; }

// "a, b and c".
std::string joined_words(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += i + 1 == words.size() ? " and " : ", ";
    out += words[i];
  }
  return out;
}

// The language a case file's document is written in, as its row names it
// ("Python"); empty when it names none (the helper's document, our own cases).
const LanguageRow* document_language(const CaseFile& file) {
  if (file.language.empty()) return nullptr;
  const std::optional<Language> language = language_named(file.language);
  return language ? &language_row(*language) : nullptr;
}

bool written_in(const CaseFile& file, std::optional<Language> language) {
  const LanguageRow* row = document_language(file);
  return row && language && row->language == *language;
}

// An assignment the submission could be graded against, fully or not.
struct Candidate {
  const CaseFile* file;
  int used;                    // the grid entries it calls that the submission defines
  std::vector<Entry> lacking;  // what it calls that the submission does not define
  bool sessions_only;          // it takes the main, and calls none of the functions defined
};

std::vector<Candidate> candidates(const std::vector<CaseFile>& assignments, const DefinedEntries& defined) {
  std::vector<Candidate> out;
  for (const CaseFile& assignment : assignments) {
    Candidate c{&assignment, 0, {}, false};
    bool takes_main = false;
    for (const Entry entry : entries_of(assignment)) {
      if (!defined.defines(entry)) c.lacking.push_back(entry);
      else if (is_session(entry)) takes_main = true;
      else ++c.used;
    }
    c.sessions_only = takes_main && c.used == 0;
    if (c.used > 0 || takes_main) out.push_back(std::move(c));
  }
  // Most used first, then least lacking, then as the files come.
  std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
    return a.used != b.used ? a.used > b.used : a.lacking.size() < b.lacking.size();
  });
  return out;
}

// What the submission defines, in its language's names: "solve and a main".
std::string defines_words(const DefinedEntries& defined, std::optional<Language> language) {
  if (defined.grid.empty()) return defined.sessions ? "a main and no entry" : "no entry";
  std::vector<Entry> entries = defined.grid;
  if (defined.sessions) entries.push_back(Entry::Session);
  return listed_as(entries, language);
}

// Two lines of the listing: what the assignment grades of the file, then the
// command alone on its line, to be copied whole (and short enough for 80
// columns but for a long path).
std::string command_line(const Candidate& c, std::optional<Language> language, const std::string& command) {
  std::string what;
  if (c.sessions_only) what = "runs your main's sessions, none of your functions";
  else if (c.lacking.empty()) what = "calls nothing more than your file defines";
  else what = "needs " + listed_as(c.lacking, language) + (c.used > 0 ? " too" : "");
  return fmt::format("  {} {}:\n    {} --cases {}", c.file->path, what, command, c.file->path);
}

AssignmentDecision listing(const std::string& head, const std::vector<Candidate>& listed_ones,
                           std::optional<Language> language, const std::string& command) {
  std::vector<std::string> lines;
  for (const Candidate& c : listed_ones) lines.push_back(command_line(c, language, command));
  return {nullptr, fmt::format("{}; type one of:\n{}", head, fmt::join(lines, "\n"))};
}

}  // namespace

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
  std::vector<std::string> names;
  for (const Entry entry : entries) names.emplace_back(entry_name(entry));
  return joined_words(names);
}

std::string listed_as(const std::vector<Entry>& entries, std::optional<Language> language) {
  std::string (*own_name)(Entry) = language ? source_knowledge(*language).near_miss.entry_name : nullptr;
  std::vector<std::string> names;
  for (const Entry entry : entries) {
    const std::string name = is_session(entry) ? std::string("a main")
                             : own_name        ? own_name(entry)
                                               : std::string(entry_name(entry));
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return joined_words(names);
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
        std::count_if(needed.begin(), needed.end(), [](Entry e) { return !is_session(e); }));
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

AssignmentDecision decide_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined,
                                     std::optional<Language> language, const std::string& command) {
  const std::string lang_name = language ? language_row(*language).name : "";
  const AssignmentChoice full = choose_assignment(assignments, defined);
  if (full.best.size() == 1)
    return {full.best.front(), "the bundled assignment that uses the most of what the submission defines"};

  const std::vector<Candidate> all = candidates(assignments, defined);
  if (full.best.size() > 1) {
    std::vector<Candidate> tied;
    for (const Candidate& c : all)
      if (std::find(full.best.begin(), full.best.end(), c.file) != full.best.end()) tied.push_back(c);
    std::vector<const Candidate*> own;
    for (const Candidate& c : tied)
      if (written_in(*c.file, language)) own.push_back(&c);
    if (own.size() == 1)
      return {own.front()->file, fmt::format("the one written in {0} of the {1} your file fits equally well: your "
                                             "file is {0}",
                                             lang_name, tied.size())};
    return listing(fmt::format("fits {} bundled assignments equally well (it defines {})", tied.size(),
                               defines_words(defined, language)),
                   tied, language, command);
  }

  // Nothing fits in full: work in progress, or no assignment's file.
  std::vector<const Candidate*> own;
  bool main_taken = false;
  for (const Candidate& c : all) {
    if (!c.sessions_only && written_in(*c.file, language)) own.push_back(&c);
    main_taken = main_taken || c.sessions_only;
  }
  // A main an assignment of sessions could run: a helper half written as
  // much as a lesson with its tests under a guard, so the student says which.
  if (own.size() == 1 && !main_taken) {
    const Candidate& c = *own.front();
    return {c.file, fmt::format("the one written in {0}: your file is {0} and defines {1}; {2}, not defined yet, "
                                "{3} NI",
                                lang_name, defines_words(defined, language), listed_as(c.lacking, language),
                                c.lacking.size() == 1 ? "is" : "are")};
  }
  const std::string head = fmt::format("fits no bundled assignment in full: it defines {}",
                                       defines_words(defined, language));
  if (!all.empty()) return listing(head, all, language, command);
  // Nothing called at all: each assignment with all it needs.
  std::vector<Candidate> every;
  for (const CaseFile& assignment : assignments) every.push_back({&assignment, 0, entries_of(assignment), false});
  return listing(head, every, language, command);
}

ChosenAssignment best_assignment(const std::vector<CaseFile>& assignments, const DefinedEntries& defined,
                                 std::optional<Language> language, const std::string& submission,
                                 const std::string& command) {
  AssignmentDecision decision = decide_assignment(assignments, defined, language, command);
  if (!decision.chosen) fail({submission}, "{}", decision.words);
  return {*decision.chosen, std::move(decision.words)};
}

AssignmentDecision choose_bundled_assignment(const std::vector<CaseFile>& bundled, const std::string& submission,
                                             const Prepared& prepared, const Sandbox* sandbox,
                                             const std::string& command) {
  if (bundled.size() == 1) return {&bundled.front(), ""};
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
  const LanguageRow* row = prepared.program->language;
  return decide_assignment(bundled, *defined, row ? std::optional<Language>(row->language) : std::nullopt, command);
}

}  // namespace harness
