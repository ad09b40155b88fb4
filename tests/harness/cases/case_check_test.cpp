#include "cases/case_check.h"

#include <catch2/catch.hpp>

#include <regex>
#include <string>
#include <vector>

#include "../command_run.h"
#include "cases/case_loader.h"
#include "cli/command.h"

namespace {

const std::string kFixtures = std::string(SOURCE_DIR) + "/tests/fixtures/case_check/";

harness::CheckSummary check(const std::string& text, const harness::CheckOptions& options = {}) {
  harness::CheckSummary summary;
  harness::check_case_file(harness::parse_case_file(text, "t.yaml"), options, summary);
  return summary;
}

std::vector<std::string> messages(const harness::CheckSummary& summary) {
  std::vector<std::string> out;
  for (const auto& disagreement : summary.disagreements) out.push_back(to_string(disagreement));
  return out;
}

int check_cases(const std::string& file) {
  std::vector<std::string> words = {"check-cases", "--no-timing", kFixtures + file};
  std::vector<char*> argv;
  for (auto& word : words) argv.push_back(word.data());
  return harness::run_check_cases(static_cast<int>(argv.size()), argv.data());
}

const char* kHead = "title: t\nsource: s\ndefaults: {}\ncases:\n";
const char* kEasy =
    "    puzzle: \"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\"\n";

}  // namespace

TEST_CASE("a wrong stated solution, count or expectation makes check-cases fail", "[case_check]") {
  CHECK(check_cases("wrong_solution.yaml") == harness::kExitFailed);
  CHECK(check_cases("wrong_count.yaml") == harness::kExitFailed);
  CHECK(check_cases("wrong_expectation.yaml") == harness::kExitFailed);
  CHECK(check_cases("all_right.yaml") == harness::kExitOk);
}

TEST_CASE("each disagreement names the case's place and what the references find", "[case_check]") {
  harness::CheckSummary summary;
  for (const char* file : {"wrong_solution.yaml", "wrong_count.yaml", "wrong_expectation.yaml"})
    harness::check_case_file(harness::load_case_file(kFixtures + file), {}, summary);
  CHECK(messages(summary) == std::vector<std::string>{
                                 kFixtures + "wrong_solution.yaml:5:5: case 'swapped': stated solution is not a "
                                             "solution of the puzzle: Column 3 has two 6s (rows 1 and 5)",
                                 kFixtures + "wrong_solution.yaml:5:5: case 'swapped': stated solution differs from "
                                             "the reference's at row 1, column 3 (6 instead of 4)",
                                 kFixtures + "wrong_count.yaml:5:5: case 'Test 2': stated count 3, reference finds 2 "
                                             "(limit 10)",
                                 kFixtures + "wrong_expectation.yaml:5:5: case 'row repeat': stated valid, the "
                                             "validator finds: Row 1 has two 5s (columns 1 and 2)",
                             });
  CHECK(summary.cases == 3);
  CHECK(summary.confirmed == 0);
}

TEST_CASE("stated solvability is checked both ways", "[case_check]") {
  const auto unsolvable =
      "    puzzle: \"55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\"\n";
  CHECK(messages(check(std::string(kHead) + "  - name: a\n    entry: solve\n" + unsolvable +
                       "    expect: {solvable: true}\n")) ==
        std::vector<std::string>{"t.yaml:5:5: case 'a': stated solvable, reference finds no solution"});
  CHECK(messages(check(std::string(kHead) + "  - name: a\n    entry: solve\n" + kEasy +
                       "    expect: {solvable: false}\n")) ==
        std::vector<std::string>{"t.yaml:5:5: case 'a': stated no solution, reference finds one"});
}

TEST_CASE("a solution may only be stated for a puzzle that has no other", "[case_check]") {
  const std::string empty_puzzle = "    puzzle: \"" + std::string(81, '.') + "\"\n";
  const auto summary = check(std::string(kHead) + "  - name: a\n    entry: solve\n" + empty_puzzle +
                             "    expect: {solvable: true, solution: \"" +
                             "534678912672195348198342567859761423426853791713924856961537284287419635345286179" +
                             "\"}\n");
  CHECK(messages(summary) == std::vector<std::string>{"t.yaml:5:5: case 'a': a solution is stated, but the puzzle has "
                                                      "more than one: any valid completion is right"});
}

TEST_CASE("a too-slow reference that finishes within the margin is a disagreement", "[case_check]") {
  // The easy puzzle takes fewest_first well under a millisecond; the limit is
  // ten minutes, so the outcome does not depend on this machine's speed.
  const auto summary = check(std::string(kHead) + "  - name: a\n    entry: solve\n" + kEasy +
                             "    time_limit_ms: 600000\n"
                             "    time_check: {accepted: reading_order, too_slow: fewest_first}\n"
                             "    expect: {solvable: true}\n");
  REQUIRE(summary.disagreements.size() == 1);
  CHECK_THAT(summary.disagreements[0].message, Catch::StartsWith("too-slow reference fewest_first finishes in ") &&
                                                   Catch::EndsWith(" ms, within 1.5x the limit (900000 ms)"));
  CHECK(summary.timings == 1);
}

TEST_CASE("sessions count as not replayed until a replayer is hooked in", "[case_check]") {
  const std::string session = std::string(kHead) + "  - name: s\n    entry: session\n    input: \"8\\n\"\n"
                                                   "    expect: {screen: \"Bye.\\n\"}\n";
  const auto unreplayed = check(session);
  CHECK(unreplayed.not_replayed == 1);
  CHECK(unreplayed.confirmed == 0);
  CHECK(unreplayed.disagreements.empty());

  harness::CheckOptions options;
  options.replay_session = [](const harness::Case&, const harness::SessionExpect& expect) {
    return harness::SessionReplay{expect.screen == "Bye.\n" ? std::optional<std::string>("line 1 differs")
                                                            : std::nullopt};
  };
  CHECK(messages(check(session, options)) ==
        std::vector<std::string>{"t.yaml:5:5: case 's': the reference helper's screen differs: line 1 differs"});
}

/*** The yardstick: the document's own algorithm must pass the case ***/

namespace {

const char* kFullButWrong =
    "    puzzle: \"534678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 "
    "345286178\"\n";
// The lesson's first big solve_fast test: reading order needs seconds.
const char* kBig = "    puzzle: \"907000020 000000000 000080406 000000000 018000003 000700590 000000108 040000005 "
                   "800579040\"\n";
const char* kBruteHead = "title: t\nsource: s\nalgorithm: brute_force\ndefaults: {}\ncases:\n";

// The messages with each measured time as N: a loaded machine may take a
// millisecond over a full grid.
std::vector<std::string> timeless(const harness::CheckSummary& summary) {
  std::vector<std::string> out;
  for (const std::string& message : messages(summary))
    out.push_back(std::regex_replace(message, std::regex(" in [0-9]+ ms"), " in N ms"));
  return out;
}

}  // namespace

TEST_CASE("a case its document's algorithm answers otherwise is refused, with that answer and its time",
          "[case_check]") {
  const auto summary = check(std::string(kHead) + "  - name: full but wrong, solve\n    entry: solve\n" +
                             kFullButWrong + "    expect: {solvable: false}\n");
  CHECK(
      timeless(summary) ==
      std::vector<std::string>{"t.yaml:5:5: case 'full but wrong, solve': reading order (the lesson's solve) answers "
                               "True in N ms; the case expects False (a case that means to ask more than its document "
                               "says so with beyond_document: REASON)"});
  CHECK(summary.yardsticks == 1);
  // The Java recipe checks a full grid: the same expectation is its own answer.
  CHECK(messages(check(std::string(kHead) + "  - name: a\n    entry: fillSudoku\n" + kFullButWrong +
                       "    expect: {solvable: false}\n"))
            .empty());
  // HtDP's solved? is "full": brute force answers True for either entry.
  CHECK(timeless(check(std::string(kBruteHead) + "  - name: a\n    entry: fillSudoku\n" + kFullButWrong +
                       "    expect: {solvable: false}\n")) ==
        std::vector<std::string>{
            "t.yaml:6:5: case 'a': brute force (HtDP's solve) answers True in N ms; the case expects "
            "False (a case that means to ask more than its document says so with beyond_document: "
            "REASON)"});
}

TEST_CASE("beyond_document exempts a case, unless the document's algorithm meets it anyway", "[case_check]") {
  const auto exempt = check(std::string(kHead) + "  - name: a\n    entry: solve\n" + kFullButWrong +
                            "    beyond_document: \"a robust solve checks a full grid\"\n"
                            "    expect: {solvable: false}\n");
  CHECK(exempt.disagreements.empty());
  CHECK(exempt.confirmed == 1);
  const auto stale = check(std::string(kHead) + "  - name: a\n    entry: fillSudoku\n" + kFullButWrong +
                           "    beyond_document: \"a robust solve checks a full grid\"\n"
                           "    expect: {solvable: false}\n");
  CHECK(timeless(stale) == std::vector<std::string>{
                               "t.yaml:5:5: case 'a': says beyond_document, yet reading order (the Java assignment's "
                               "fillSudoku) answers False in N ms, within half the limit, as the case expects: the key "
                               "is not needed"});
}

TEST_CASE("a case its document's algorithm cannot finish in half the limit is refused, unless "
          "timing is off",
          "[case_check]") {
  const std::string text = std::string(kHead) + "  - name: a\n    entry: solve\n" + kBig +
                           "    time_limit_ms: 40\n    expect: {solvable: true}\n";
  CHECK(
      messages(check(text)) ==
      std::vector<std::string>{"t.yaml:5:5: case 'a': reading order (the lesson's solve) is still running at half the "
                               "time limit (20 ms); the limit must be at least twice what the document's algorithm "
                               "needs (a speed case says so with time_check: {accepted: ..., too_slow: ...})"});
  harness::CheckOptions untimed;
  untimed.time_limits = false;
  CHECK(messages(check(text, untimed)).empty());
  // Named alone, the accepted reference is timed and the document's algorithm still measured.
  const auto accepted_alone = check(std::string(kHead) + "  - name: a\n    entry: solve\n" + kBig +
                                    "    time_limit_ms: 40\n    time_check: {accepted: fewest_first}\n"
                                    "    expect: {solvable: true}\n");
  CHECK(accepted_alone.timings == 1);
  CHECK(accepted_alone.yardsticks == 1);
  CHECK(accepted_alone.disagreements.size() == 1);
}

TEST_CASE("a speed case is left to its time_check", "[case_check]") {
  const auto summary = check(std::string(kHead) + "  - name: a\n    entry: solve\n" + kBig +
                             "    time_limit_ms: 40\n"
                             "    time_check: {accepted: fewest_first, too_slow: reading_order}\n"
                             "    expect: {solvable: true}\n");
  CHECK(summary.disagreements.empty());
  CHECK(summary.yardsticks == 0);
  CHECK(summary.timings == 1);
  REQUIRE(summary.measurements.size() == 1);
  CHECK_THAT(summary.measurements[0].message,
             Catch::StartsWith("time_check: accepted fewest_first ") &&
                 Catch::EndsWith(" ms, too-slow reading_order still running at 60 ms; limit 40 ms"));
}

TEST_CASE("each measured case reports what its document's algorithm needed, next to its limit", "[case_check]") {
  const auto summary = check(std::string(kHead) + "  - name: a\n    entry: count_solutions\n" + kEasy +
                             "    limit: 2\n    time_limit_ms: 3000\n    expect: {count: 1}\n"
                             "  - name: b\n    entry: checkSudoku\n" +
                             kEasy + "    expect: {valid: true}\n");
  REQUIRE(summary.measurements.size() == 1);
  CHECK(to_string(summary.measurements[0])
            .rfind("t.yaml:5:5: case 'a': reading order (the lesson's count_solutions) answers 1 in ", 0) == 0);
  CHECK_THAT(summary.measurements[0].message, Catch::EndsWith(" ms (4631 placements); limit 3000 ms"));

  const CommandRun verbose = run_command(harness::run_check_cases,
                                         {"check-cases", "--no-timing", "-v", kFixtures + "all_right.yaml"});
  CHECK(verbose.code == harness::kExitOk);
  CHECK_THAT(verbose.out, Catch::Contains("all_right.yaml:5:5: case 'solved': reading order (the "
                                          "lesson's solve) answers True in "));
  CHECK_THAT(verbose.out, Catch::Contains("placements); limit 1000 ms\n"));
  const CommandRun quiet = run_command(harness::run_check_cases,
                                       {"check-cases", "--no-timing", kFixtures + "all_right.yaml"});
  CHECK_THAT(quiet.out, !Catch::Contains("placements"));
}
