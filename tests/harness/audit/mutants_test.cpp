// The audit's mutants as the hint table: graded against cases that give each
// classic bug's evidence (tests/fixtures/hints/cases.yaml), every mutant gets
// the hint that names its bug, and no hint that names another's.
#include "audit/audit.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>

#include "cases/case_loader.h"
#include "judge/grade.h"
#include "lang/prepare.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

// Words of each bug's hint. "true when stuck" is the missing `return false`
// written as `return !any`: one bug, one hint. A solver too slow has no hint:
// its evidence is its time, which the TLE reason weighs against a yardstick.
// "" for a bug no answer tells apart from another's: a checker that calls 9
// illegal calls a valid board invalid only when it holds a 9, and a valid 9 x 9
// board with a 9 and no two blanks in a unit is called invalid by a wrong box
// formula too, while blanks sharing a unit are the blank checker's evidence.
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
    {"9 called an illegal value", ""},
    {"box formula r % 3 * 3", "looks at the wrong cells"},
    {"check box formula r % 3 * 3", "the check reads the wrong cells as a cell's box"},
    {"recursion on the same grid", "without writing a single digit"},
    {"limit passed whole", "only what is left to find (`limit` minus what this call has found so far)"},
};

}  // namespace

TEST_CASE("every mutant gets its own bug's hint and no other's, and no hint is earned by two bugs",
          "[mutants][process][slow]") {
  const std::vector<CaseFile> cases = {
      load_case_file((fs::path(SOURCE_DIR) / "tests/fixtures/hints/cases.yaml").string())};
  GradeOptions options;
  options.jobs = 2;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  std::vector<MutantOutcome> outcomes;
  for (const Mutant& mutant : mutants()) {
    if (mutant.entry == Entry::SolveFast) continue;  // too slow: no hint (above)
    INFO(mutant.bug << " (" << mutant.source << ")");
    REQUIRE(kHintOf.count(mutant.bug) == 1);
    const fs::path source = fs::path(SOURCE_DIR) / mutant.source;
    const GradeResult result = grade_submission(source, prepare_submission(source, options), cases, options);
    outcomes.push_back(judge_mutant(mutant, result));
    std::string hints;
    for (const std::string& hint : outcomes.back().hints) hints += hint + "\n";
    const std::string& own = kHintOf.at(mutant.bug);
    if (own.empty()) CHECK(hints.empty());
    else CHECK_THAT(hints, Catch::Contains(own));
    for (const Mutant& other : mutants()) {
      if (other.entry == Entry::SolveFast) continue;  // no hint of its own
      const std::string& words = kHintOf.at(other.bug);
      const bool same_fix = other.bug == mutant.bug || other.same_fix_as == mutant.bug ||
                            mutant.same_fix_as == other.bug;
      if (!words.empty() && words != own && !same_fix) CHECK_THAT(hints, !Catch::Contains(words));
    }
  }
  CHECK(outcomes.size() >= 26);
  // A hint one mutant earns that another of a different bug (neither's fix the other's) earns too
  // names the wrong bug for one of them: the table fails.
  for (const SharedHint& shared : shared_hints(outcomes))
    FAIL_CHECK("'" << shared.one->bug << "' (" << shared.one->source << ") and '" << shared.other->bug << "' ("
                   << shared.other->source << ") both earn: " << shared.hint);
}
