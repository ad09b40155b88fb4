// The hostile suite's attacks made while the submission is compiled, graded
// end to end under the default compile limits. The limits' own tests, each
// with its control, are in tests/harness/judge/compile_test.cpp.
#include "hostile/hostile_suite.h"

using namespace hostile_suite;

TEST_CASE("hostile: a compile reads no case file", "[hostile][process][slow]") {
  TempFolder temp("hostile-compile-read");
  const fs::path cheat = with_defines("compile_reads_case_file.cpp", temp / "compile_reads_case_file.cpp",
                                      {{"CASE_FILE", quoted(kCaseFile)}});
  const auto cases = cases_named({"read at compile time"});

  // Without the box the case file goes into the program, which scores. A
  // cache each: a build made without the box must not be served to the box.
  const auto& open = case_named(harness::grade_submission(cheat, cases, options_in(no_box(), temp / "open-cache")),
                                "read at compile time");
  INFO(open.reason);
  CHECK(harness::to_string(open.verdict) == std::string("AC"));

  // In the box there is no such file: the assembler says so, and nothing of the file shows.
  const auto& boxed = case_named(harness::grade_submission(cheat, cases, options_in(strict_box(), temp / "cache")),
                                 "read at compile time");
  INFO(boxed.reason << boxed.details);
  CHECK(harness::to_string(boxed.verdict) == std::string("CE"));
  CHECK_THAT(boxed.details, Catch::Contains("cases.yaml"));
  CHECK_THAT(boxed.details, !Catch::Contains("count:"));
}

TEST_CASE("hostile: a compile-time memory bomb is CE for memory", "[hostile][process][slow]") {
  const auto result = harness::grade_submission(kAttacks / "compile_memory_bomb.cpp",
                                                cases_named({"fillSudoku example 1"}), options_in(strict_box()));
  const auto& c = case_named(result, "fillSudoku example 1");
  INFO(c.reason << c.details);
  CHECK(harness::to_string(c.verdict) == std::string("CE"));
  CHECK_THAT(c.reason, Catch::Contains("the compiler ran out of memory (the 1024 MiB limit for compiling)"));
}
