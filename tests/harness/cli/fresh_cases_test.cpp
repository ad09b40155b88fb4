#include "cli/fresh_cases.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>

#include <catch2/catch.hpp>

#include "cases/case_loader.h"
#include "temp_dir.h"

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
  REQUIRE(fresh->cases.size() == 3);   // fillSudoku only: checkSudoku takes a board, not a puzzle to solve
  for (const auto& c : fresh->cases) {
    CHECK(c.entry == Entry::FillSudoku);
    CHECK(c.visibility == Visibility::Hidden);
  }
  const std::vector<CaseFile> lesson = {load_case_file(kSource + "/cases/lesson.yaml")};
  const auto three = fresh_cases(lesson, 2, 42);
  REQUIRE(three);
  CHECK(three->cases.size() == 6);   // solve, solve_fast, count_solutions

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
