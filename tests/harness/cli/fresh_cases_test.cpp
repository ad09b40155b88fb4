#include "cli/fresh_cases.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <tuple>

#include <catch2/catch.hpp>

#include "cases/case_loader.h"
#include "solver.h"
#include "temp_dir.h"
#include "validator.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const std::string kSource = SOURCE_DIR;

}  // namespace

TEST_CASE("fresh cases: K hidden puzzles for each grid entry the assignment calls, none for the others",
          "[fresh_cases]") {
  const std::vector<CaseFile> java = {load_case_file(kSource + "/cases/java.yaml")};
  const auto fresh = fresh_cases(java, 3, 42);
  REQUIRE(fresh);
  CHECK(fresh->path == "fresh cases, seed 42");
  CHECK_THAT(fresh->title, Catch::Contains("--fresh 3 --seed 42"));
  REQUIRE(fresh->cases.size() == 3 + 1 + 2 * 3);  // fillSudoku: 3 and one unsolvable; checkSudoku: 3 valid, 3 not
  for (const auto& c : fresh->cases) CHECK(c.visibility == Visibility::Hidden);
  const std::vector<CaseFile> lesson = {load_case_file(kSource + "/cases/lesson.yaml")};
  const auto three = fresh_cases(lesson, 2, 42);
  REQUIRE(three);
  CHECK(three->cases.size() == 3 * (2 + 1));  // solve, solve_fast, count_solutions: 2 each and one unsolvable

  // The same seed draws the same puzzles; another seed others.
  const auto puzzle = [](const CaseFile& file) { return std::get<SolveExpect>(file.cases.front().expect).puzzle; };
  CHECK(puzzle(*fresh_cases(java, 3, 42)) == puzzle(*fresh));
  CHECK(puzzle(*fresh_cases(java, 3, 43)) != puzzle(*fresh));

  // A file may let students see its fresh puzzles.
  std::vector<CaseFile> shown = java;
  shown.front().fresh_visibility = Visibility::Visible;
  // Held by name: a range-for over a member of the returned optional would use it after it died.
  const std::optional<CaseFile> shown_fresh = fresh_cases(shown, 2, 42);
  REQUIRE(shown_fresh);
  for (const auto& c : shown_fresh->cases) CHECK(c.visibility == Visibility::Visible);

  const std::vector<CaseFile> helper = {load_case_file(kSource + "/cases/helper.yaml")};
  const std::vector<CaseFile> sessions_only = [&] {
    CaseFile only = helper.front();
    std::vector<Case> kept;
    for (const auto& c : only.cases)
      if (c.entry == Entry::Session) kept.push_back(c);
    only.cases = kept;
    return std::vector<CaseFile>{only};
  }();
  CHECK_FALSE(fresh_cases(sessions_only, 3, 42));
}

TEST_CASE("the fresh seed is the submission's: the same files draw the same, an edit another", "[fresh_cases]") {
  const TempDir dir("fresh-seed");
  const std::vector<CaseFile> files = {load_case_file(kSource + "/cases/java.yaml")};
  std::ofstream(dir / "a.cpp") << "int x;\n";
  const std::uint64_t first = fresh_seed(dir / "a.cpp", files);
  CHECK(fresh_seed(dir / "a.cpp", files) == first);
  std::ofstream(dir / "a.cpp") << "int y;\n";
  CHECK(fresh_seed(dir / "a.cpp", files) != first);
}

namespace {

// What a fresh case asks, in words a table can hold: "fillSudoku 9x9 unsolvable".
std::string kind(Entry entry, int size, const char* what) {
  return std::string(entry_name(entry)) + " " + std::to_string(size) + "x" + std::to_string(size) + " " + what;
}

std::map<std::string, int> kinds_of(const CaseFile& file) {
  std::map<std::string, int> kinds;
  for (const auto& c : file.cases) {
    if (const auto* e = std::get_if<SolveExpect>(&c.expect)) {
      // Checked as check-cases would: the reference solver agrees with what the case expects.
      CHECK(ref::count_solutions(e->puzzle, 2) == (e->solvable ? 1 : 0));
      if (!e->solvable) CHECK(e->unchanged_on_false);
      ++kinds[kind(c.entry, e->puzzle.size(), e->solvable ? "solvable" : "unsolvable")];
    } else if (const auto* e = std::get_if<CountExpect>(&c.expect)) {
      CHECK(ref::count_solutions(e->puzzle, e->limit) == e->count);
      ++kinds[kind(c.entry, e->puzzle.size(), e->count == 0 ? "unsolvable" : e->count > 1 ? "counted" : "solvable")];
    } else if (const auto* e = std::get_if<CheckExpect>(&c.expect)) {
      CHECK(validator::rule_breaks(e->board).empty() == e->valid);
      ++kinds[kind(c.entry, int(e->board.size()), e->valid ? "valid" : "not valid")];
    }
  }
  return kinds;
}

// "fillSudoku 9x9 solvable x2", one a kind, for Catch to show.
std::vector<std::string> listed(const std::map<std::string, int>& kinds) {
  std::vector<std::string> out;
  for (const auto& [what, n] : kinds) out.push_back(what + " x" + std::to_string(n));
  return out;
}

// The grid or board a case hands its entry.
std::vector<std::vector<int>> grid_of(const Case& c) {
  if (const auto* e = std::get_if<SolveExpect>(&c.expect)) return e->puzzle.rows();
  if (const auto* e = std::get_if<CountExpect>(&c.expect)) return e->puzzle.rows();
  if (const auto* e = std::get_if<CheckExpect>(&c.expect)) return e->board;
  return {};
}

}  // namespace

TEST_CASE("fresh cases make every kind of case each entry is called with, at the sizes the assignment uses, each "
          "agreed by the reference",
          "[fresh_cases]") {
  const auto bundled = [](const char* name) {
    return std::vector<CaseFile>{load_case_file(kSource + "/cases/" + name)};
  };
  struct Row {
    const char* assignment;
    std::map<std::string, int> kinds;  ///< at --fresh 2
  };
  const Row rows[] = {
      {"java.yaml",
       {{kind(Entry::FillSudoku, 9, "solvable"), 2},
        {kind(Entry::FillSudoku, 9, "unsolvable"), 1},
        {kind(Entry::CheckSudoku, 9, "valid"), 2},
        {kind(Entry::CheckSudoku, 9, "not valid"), 2}}},
      {"lesson.yaml",
       {{kind(Entry::Solve, 9, "solvable"), 2},
        {kind(Entry::Solve, 9, "unsolvable"), 1},
        {kind(Entry::SolveFast, 9, "solvable"), 2},
        {kind(Entry::SolveFast, 9, "unsolvable"), 1},
        {kind(Entry::CountSolutions, 9, "counted"), 2},
        {kind(Entry::CountSolutions, 9, "unsolvable"), 1}}},
      {"htdp.yaml",
       {{kind(Entry::FillSudoku, 9, "solvable"), 2},
        {kind(Entry::FillSudoku, 9, "unsolvable"), 1},
        {kind(Entry::Solve, 9, "solvable"), 2},
        {kind(Entry::Solve, 9, "unsolvable"), 1},
        {kind(Entry::CheckSudoku, 9, "valid"), 2},
        {kind(Entry::CheckSudoku, 9, "not valid"), 2}}},
      // extra.yaml solves and counts 4x4 grids too (the helper's), and fills 16x16 ones, which are slow to make
      {"extra.yaml",
       {{kind(Entry::FillSudoku, 9, "solvable"), 2},
        {kind(Entry::FillSudoku, 9, "unsolvable"), 1},
        {kind(Entry::Solve, 9, "solvable"), 2},
        {kind(Entry::Solve, 9, "unsolvable"), 1},
        {kind(Entry::Solve, 4, "solvable"), 2},
        {kind(Entry::Solve, 4, "unsolvable"), 1},
        {kind(Entry::SolveFast, 9, "solvable"), 2},
        {kind(Entry::SolveFast, 9, "unsolvable"), 1},
        {kind(Entry::CountSolutions, 9, "counted"), 2},
        {kind(Entry::CountSolutions, 9, "unsolvable"), 1},
        {kind(Entry::CountSolutions, 4, "counted"), 2},
        {kind(Entry::CountSolutions, 4, "unsolvable"), 1},
        {kind(Entry::CheckSudoku, 9, "valid"), 2},
        {kind(Entry::CheckSudoku, 9, "not valid"), 2}}},
  };
  for (const auto& row : rows) {
    INFO(row.assignment);
    const std::optional<CaseFile> fresh = fresh_cases(bundled(row.assignment), 2, 42);
    REQUIRE(fresh);
    CHECK(listed(kinds_of(*fresh)) == listed(row.kinds));
  }
}

TEST_CASE("fresh checkSudoku boards break a box's rule, a row's and a column's in turn", "[fresh_cases]") {
  const std::optional<CaseFile> fresh = fresh_cases({load_case_file(kSource + "/cases/java.yaml")}, 3, 42);
  REQUIRE(fresh);
  std::vector<std::string> breaks;
  for (const auto& c : fresh->cases)
    if (const auto* e = std::get_if<CheckExpect>(&c.expect))
      if (!e->valid) breaks.push_back(validator::rule_breaks(e->board).front().substr(0, 3));
  CHECK(breaks == std::vector<std::string>{"Box", "Row", "Col"});
}

TEST_CASE("fresh cases are the seed's: each kind drawn again the same, another seed draws others", "[fresh_cases]") {
  const std::vector<CaseFile> extra = {load_case_file(kSource + "/cases/extra.yaml")};
  const std::optional<CaseFile> once = fresh_cases(extra, 1, 7), again = fresh_cases(extra, 1, 7),
                                other = fresh_cases(extra, 1, 8);
  REQUIRE(once);
  REQUIRE(again);
  REQUIRE(other);
  REQUIRE(once->cases.size() == again->cases.size());
  REQUIRE(once->cases.size() == other->cases.size());
  for (std::size_t i = 0; i < once->cases.size(); ++i) {
    INFO(once->cases[i].name);
    CHECK(once->cases[i].name == again->cases[i].name);
    CHECK(grid_of(once->cases[i]) == grid_of(again->cases[i]));
    CHECK(grid_of(once->cases[i]) != grid_of(other->cases[i]));
  }
}
