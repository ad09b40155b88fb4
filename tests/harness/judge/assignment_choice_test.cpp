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

CaseFile assignment(const std::string& path, std::vector<Entry> entries) {
  CaseFile file;
  file.path = path;
  for (const Entry entry : entries) file.cases.push_back(with_entry(entry));
  return file;
}

DefinedEntries defines(std::vector<Entry> grid, bool sessions) { return {std::move(grid), sessions}; }

// The bundled assignments' shapes.
const std::vector<CaseFile>& bundled() {
  static const std::vector<CaseFile> files = {
      assignment("lesson", {Entry::Solve, Entry::CountSolutions, Entry::SolveFast}),
      assignment("java", {Entry::FillSudoku, Entry::CheckSudoku}),
      assignment("htdp", {Entry::Solve, Entry::FillSudoku, Entry::CheckSudoku}),
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

  // With a main: the helper's sessions could run it, but call none of its functions.
  CHECK_THROWS_WITH(best_assignment(bundled(), defines({Entry::Solve}, true), "lesson.py"),
                    Catch::Contains("lesson.py: fits no bundled assignment: it defines solve and a main; ") &&
                        Catch::Contains("helper calls none of them (a main's sessions only)"));
}

TEST_CASE("the best assignment is the one fitting best, else an error naming the submission and what to give",
          "[assignment_choice]") {
  CHECK(best_assignment(bundled(), defines({Entry::FillSudoku, Entry::CheckSudoku}, false), "a.java").path == "java");

  const std::vector<CaseFile> twins = {assignment("a.yaml", {Entry::Solve}), assignment("b.yaml", {Entry::Solve})};
  CHECK_THROWS_WITH(best_assignment(twins, defines({Entry::Solve}, false), "s.cpp"),
                    "s.cpp: fits 2 bundled assignments equally well; choose one: --cases a.yaml or --cases b.yaml");
  CHECK_THROWS_WITH(best_assignment(twins, defines({}, true), "s.cpp"),
                    "s.cpp: fits no bundled assignment: it defines no entry and a main; a.yaml needs solve; "
                    "b.yaml needs solve; give --cases FILE to grade it anyway");
}

TEST_CASE("one bundled assignment is taken as it is, and of several a submission that did not build gets none",
          "[assignment_choice]") {
  // No program and no box: nothing is asked of the submission when there is no choice to make.
  const Prepared not_built{std::nullopt, Judgement(Verdict::CE, "does not compile", "",
                                                   "In function 'int main()':\nsrc/a.cpp:3:1: error: expected ';'\n")};
  const std::vector<CaseFile> one = {assignment("only.yaml", {Entry::Solve})};
  CHECK(&choose_bundled_assignment(one, "a.cpp", not_built, nullptr) == &one.front());

  CHECK_THROWS_WITH(choose_bundled_assignment(bundled(), "a.cpp", not_built, nullptr),
                    "a.cpp: the submission does not compile (src/a.cpp:3:1: error: expected ';'); without a program "
                    "no assignment can be chosen: give --cases FILE for the report");
  const Prepared harness_failed{std::nullopt, Judgement(Verdict::JE, "the build folder cannot be made")};
  CHECK_THROWS_WITH(choose_bundled_assignment(bundled(), "a.cpp", harness_failed, nullptr),
                    Catch::Contains("the harness failed (the build folder cannot be made)"));
}
