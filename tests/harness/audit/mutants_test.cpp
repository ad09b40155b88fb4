// The audit's mutants as the hint table: graded against cases that give each
// classic bug's evidence (tests/fixtures/hints/cases.yaml), every mutant gets
// the hint that names its bug, and no hint that names another's.
#include "audit/mutants.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>

#include "cases/case_loader.h"
#include "judge/grade.h"
#include "lang/prepare.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

// Words of each bug's hint. "true when stuck" is the missing `return false`
// written as `return !any`: one bug, one hint. A solver too slow has no hint:
// its evidence is its time, which the TLE reason weighs against a yardstick.
const std::map<std::string, std::string> kHintOf = {
    {"missing return false", "`return false` right after the loop over the digits"},
    {"true when stuck", "`return false` right after the loop over the digits"},
    {"missing un-choose", "un-choose"},
    {"wrong box formula", "looks at the wrong cells"},
    {"digits from 0", "the digits tried stop short of 9; try every one"},
    {"a hard-coded answer", "the puzzle's own digits must stay as they are"},
    {"count ignoring its limit", "stop counting once the count reaches the limit"},
    {"count not restoring the grid", "write 0 back after every digit you try"},
    {"grid not unchanged on failure", "restore every cell you wrote"},
    {"check ignoring boxes", "the boxes are not"},
    {"digits stop at 8", "the digits tried stop short of 9; try every one"},
    {"givens overwritten", "the puzzle's own digits must stay as they are"},
    {"blank counted as a repeat", "skip them when looking for a repeat"},
    {"9 called an illegal value", "the values accepted stop short of 9; allow every one"},
};

// A hint another bug's too, and rightly: a search without the un-choose leaves its tries in the
// grid of an unsolvable fillSudoku puzzle, which breaks the restore rule, and that hint says so.
const std::set<std::pair<std::string, std::string>> kAlsoTrue = {
    {"missing un-choose", "grid not unchanged on failure"},
};

}  // namespace

TEST_CASE("every mutant gets its own bug's hint and no other's", "[mutants][process][slow]") {
  const std::vector<CaseFile> cases = {
      load_case_file((fs::path(SOURCE_DIR) / "tests/fixtures/hints/cases.yaml").string())};
  GradeOptions options;
  options.jobs = 2;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  int graded = 0;
  for (const Mutant& mutant : mutants()) {
    if (mutant.entry == Entry::SolveFast) continue;  // too slow: no hint (above)
    INFO(mutant.bug << " (" << mutant.source << ")");
    REQUIRE(kHintOf.count(mutant.bug) == 1);
    const fs::path source = fs::path(SOURCE_DIR) / mutant.source;
    const GradeResult result = grade_submission(source, prepare_submission(source, options), cases, options);
    std::string hints;
    for (const auto& c : result.files.front().cases) hints += c.hint + "\n";
    CHECK_THAT(hints, Catch::Contains(kHintOf.at(mutant.bug)));
    for (const auto& [bug, words] : kHintOf)
      if (words != kHintOf.at(mutant.bug) && kAlsoTrue.count({mutant.bug, bug}) == 0)
        CHECK_THAT(hints, !Catch::Contains(words));
    ++graded;
  }
  CHECK(graded >= 20);
}
