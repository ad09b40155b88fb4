#include "judge/assignment_choice.h"

#include <catch2/catch.hpp>

#include "case_builders.h"

using namespace harness;
using namespace case_builders;

namespace {

Case with_entry(Entry entry) {
  Case c;
  if (entry == Entry::CountSolutions) c = count_case(kPuzzle, 2, 1);
  else if (entry == Entry::CheckSudoku) c = check_case({}, true);
  else if (entry == Entry::Session) c.expect = SessionExpect{};
  else c = solve_case(entry, kPuzzle, true);
  c.entry = entry;
  return c;
}

CaseFile assignment(const std::string& path, std::vector<Entry> entries, const std::string& language = "") {
  CaseFile file;
  file.path = path;
  file.language = language;
  for (const Entry entry : entries) file.cases.push_back(with_entry(entry));
  return file;
}

DefinedEntries defines(std::vector<Entry> grid, bool sessions) { return {std::move(grid), sessions}; }

// The bundled assignments' shapes.
const std::vector<CaseFile>& bundled() {
  static const std::vector<CaseFile> files = {
      assignment("lesson", {Entry::Solve, Entry::CountSolutions, Entry::SolveFast}, "python"),
      assignment("java", {Entry::FillSudoku, Entry::CheckSudoku}, "java"),
      assignment("htdp", {Entry::Solve, Entry::FillSudoku, Entry::CheckSudoku}, "racket"),
      assignment("helper", {Entry::Session}),
      assignment("extra",
                 {Entry::FillSudoku, Entry::Solve, Entry::SolveFast, Entry::CountSolutions, Entry::CheckSudoku}),
  };
  return files;
}

std::vector<std::string> paths(const std::vector<const CaseFile*>& files) {
  std::vector<std::string> out;
  for (const CaseFile* file : files) out.push_back(file->path);
  return out;
}

}  // namespace

TEST_CASE("a submission is graded against the assignment that uses the most of what it defines",
          "[assignment_choice]") {
  struct Row {
    const char* what;
    DefinedEntries defined;
    std::vector<std::string> best;
  };
  const Row rows[] = {
      {"the lesson's three functions, from a file of functions",
       defines({Entry::Solve, Entry::SolveFast, Entry::CountSolutions}, false),
       {"lesson"}},
      {"the lesson's three, from a program of its own (which might take sessions too)",
       defines({Entry::Solve, Entry::SolveFast, Entry::CountSolutions}, true),
       {"lesson"}},
      {"the Java assignment's two", defines({Entry::FillSudoku, Entry::CheckSudoku}, false), {"java"}},
      {"HtDP's solve and valid-board? with fillSudoku",
       defines({Entry::Solve, Entry::FillSudoku, Entry::CheckSudoku}, false),
       {"htdp"}},
      {"a helper: a main and no function", defines({}, true), {"helper"}},
      // A module of functions with its tests under a main guard is no helper.
      {"the lesson's first two, and a main", defines({Entry::Solve, Entry::CountSolutions}, true), {}},
      {"every entry",
       defines({Entry::FillSudoku, Entry::Solve, Entry::SolveFast, Entry::CountSolutions, Entry::CheckSudoku}, false),
       {"extra"}},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    CHECK(paths(choose_assignment(bundled(), row.defined).best) == row.best);
  }
}

TEST_CASE("two assignments using as much are a tie, and nothing fitting says what each lacks", "[assignment_choice]") {
  const std::vector<CaseFile> twins = {assignment("a", {Entry::Solve}), assignment("b", {Entry::Solve})};
  CHECK(paths(choose_assignment(twins, defines({Entry::Solve}, false)).best) == std::vector<std::string>{"a", "b"});

  // solve alone fits none of the bundled ones; a session needs a main of the student's own.
  const AssignmentChoice none = choose_assignment(bundled(), defines({Entry::Solve, Entry::CountSolutions}, false));
  CHECK(none.best.empty());
  REQUIRE(none.lacking.size() == 5);
  CHECK(none.lacking[3].first->path == "helper");
  CHECK(listed(none.lacking[3].second) == "session");
  CHECK(listed(none.lacking[4].second) == "fillSudoku, solve_fast and checkSudoku");
}

TEST_CASE("what each assignment needs is said in the student's language's names", "[assignment_choice]") {
  const std::vector<Entry> htdp = {Entry::FillSudoku, Entry::Solve, Entry::CheckSudoku};
  // The Racket driver answers fillSudoku and solve with one solve, checkSudoku with HtDP's valid-board?.
  CHECK(listed_as(htdp, Language::Racket) == "solve and valid-board?");
  CHECK(listed_as(htdp, Language::Python) == "fillSudoku, solve and checkSudoku");
  CHECK(listed_as(htdp, std::nullopt) == "fillSudoku, solve and checkSudoku");
  CHECK(listed_as({Entry::Solve, Entry::Session}, Language::Cpp) == "solve and a main");
}

namespace {

const std::string kCommand = "build/sudoku-grade grade wip";

std::string chosen_path(const AssignmentDecision& decision) {
  return decision.chosen ? decision.chosen->path : "(none)";
}

}  // namespace

TEST_CASE("a file that fits none in full is graded against the one assignment written in its language",
          "[assignment_choice]") {
  struct Row {
    const char* what;
    DefinedEntries defined;
    std::optional<Language> language;
    std::string chosen;
    std::string words;  // contained in the decision's words
  };
  const Row rows[] = {
      {"a Python solve, work in progress", defines({Entry::Solve}, false), Language::Python, "lesson",
       "the one written in Python: your file is Python and defines solve; solve_fast and count_solutions, not "
       "defined yet, are NI"},
      {"a Java fillSudoku", defines({Entry::FillSudoku}, false), Language::Java, "java",
       "your file is Java and defines fillSudoku; checkSudoku, not defined yet, is NI"},
      // The Racket driver's solve answers fillSudoku too; HtDP needs valid-board? besides.
      {"a Racket solve", defines({Entry::FillSudoku, Entry::Solve}, false), Language::Racket, "htdp",
       "your file is Racket and defines solve; valid-board?, not defined yet, is NI"},
      {"a Python count_solutions", defines({Entry::CountSolutions}, false), Language::Python, "lesson",
       "defines count_solutions; solve and solve_fast"},
      // No document is written in C++, and an executable's language is its own.
      {"a C++ solve", defines({Entry::Solve}, false), Language::Cpp, "(none)",
       "fits no bundled assignment in full: it defines solve; type one of:\n"
       "  lesson needs solve_fast and count_solutions too:\n    build/sudoku-grade grade wip --cases lesson\n"
       "  htdp needs fillSudoku and checkSudoku too:\n    build/sudoku-grade grade wip --cases htdp\n"
       "  extra needs fillSudoku, solve_fast, count_solutions and checkSudoku too:\n"
       "    build/sudoku-grade grade wip --cases extra"},
      {"an executable answering solve", defines({Entry::Solve}, false), Language::Executable, "(none)",
       "  lesson needs solve_fast and count_solutions too:\n    build/sudoku-grade grade wip --cases lesson\n"},
      // A main the helper's sessions could run: a helper half written as much as a lesson with tests under a guard.
      {"a Python solve with a main", defines({Entry::Solve, Entry::CountSolutions}, true), Language::Python, "(none)",
       "it defines solve, count_solutions and a main; type one of:\n"
       "  lesson needs solve_fast too:\n    build/sudoku-grade grade wip --cases lesson\n"},
      {"... and the helper's line", defines({Entry::Solve, Entry::CountSolutions}, true), Language::Python, "(none)",
       "  helper runs your main's sessions, none of your functions:\n    build/sudoku-grade grade wip --cases helper"},
      {"a Racket file defining nothing", defines({}, false), Language::Racket, "(none)",
       "it defines no entry; type one of:\n"
       "  lesson needs solve, solve_fast and count_solutions:\n    build/sudoku-grade grade wip --cases lesson\n"},
      {"... HtDP's needs in its words", defines({}, false), Language::Racket, "(none)",
       "  htdp needs solve and valid-board?:\n    build/sudoku-grade grade wip --cases htdp\n"},
      {"a whole fit is taken whatever the language", defines({Entry::FillSudoku, Entry::CheckSudoku}, false),
       Language::Python, "java", "the bundled assignment that uses the most of what the submission defines"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    const AssignmentDecision decision = decide_assignment(bundled(), row.defined, row.language, kCommand);
    CHECK(chosen_path(decision) == row.chosen);
    CHECK_THAT(decision.words, Catch::Contains(row.words));
  }
}

TEST_CASE("a tie is broken by the language the assignment is written in, else the student is told each command",
          "[assignment_choice]") {
  const std::vector<CaseFile> twins = {assignment("a.yaml", {Entry::Solve}, "python"),
                                       assignment("b.yaml", {Entry::Solve}, "java")};
  const AssignmentDecision python = decide_assignment(twins, defines({Entry::Solve}, false), Language::Python,
                                                      kCommand);
  CHECK(chosen_path(python) == "a.yaml");
  CHECK(python.words == "the one written in Python of the 2 your file fits equally well: your file is Python");
  CHECK(chosen_path(decide_assignment(twins, defines({Entry::Solve}, false), Language::Java, kCommand)) == "b.yaml");

  const AssignmentDecision cpp = decide_assignment(twins, defines({Entry::Solve}, false), Language::Cpp, kCommand);
  CHECK(cpp.chosen == nullptr);
  CHECK(cpp.words ==
        "fits 2 bundled assignments equally well (it defines solve); type one of:\n"
        "  a.yaml calls nothing more than your file defines:\n    build/sudoku-grade grade wip --cases a.yaml\n"
        "  b.yaml calls nothing more than your file defines:\n    build/sudoku-grade grade wip --cases b.yaml");
}

TEST_CASE("the best assignment is the one chosen, else an error naming the submission and what to type",
          "[assignment_choice]") {
  const ChosenAssignment java = best_assignment(bundled(), defines({Entry::FillSudoku, Entry::CheckSudoku}, false),
                                                Language::Java, "a.java", kCommand);
  CHECK(java.file.path == "java");
  CHECK(java.why == "the bundled assignment that uses the most of what the submission defines");

  const std::vector<CaseFile> twins = {assignment("a.yaml", {Entry::Solve}), assignment("b.yaml", {Entry::Solve})};
  CHECK_THROWS_WITH(best_assignment(twins, defines({}, true), std::nullopt, "s.cpp", kCommand),
                    "s.cpp: fits no bundled assignment in full: it defines a main and no entry; type one of:\n"
                    "  a.yaml needs solve:\n    build/sudoku-grade grade wip --cases a.yaml\n"
                    "  b.yaml needs solve:\n    build/sudoku-grade grade wip --cases b.yaml");
}

TEST_CASE("one bundled assignment is taken as it is, and of several a submission that did not build gets none",
          "[assignment_choice]") {
  // No program and no box: nothing is asked of the submission when there is no choice to make.
  const Prepared not_built{std::nullopt, Judgement(Verdict::CE, "does not compile", "",
                                                   "In function 'int main()':\nsrc/a.cpp:3:1: error: expected ';'\n")};
  const std::vector<CaseFile> one = {assignment("only.yaml", {Entry::Solve})};
  CHECK(choose_bundled_assignment(one, "a.cpp", not_built, nullptr, kCommand).chosen == &one.front());

  CHECK_THROWS_WITH(choose_bundled_assignment(bundled(), "a.cpp", not_built, nullptr, kCommand),
                    "a.cpp: the submission does not compile (src/a.cpp:3:1: error: expected ';'); without a program "
                    "no assignment can be chosen: give --cases FILE for the report");
  const Prepared harness_failed{std::nullopt, Judgement(Verdict::JE, "the build folder cannot be made")};
  CHECK_THROWS_WITH(choose_bundled_assignment(bundled(), "a.cpp", harness_failed, nullptr, kCommand),
                    Catch::Contains("the harness failed (the build folder cannot be made)"));
}
