// The hostile suite's attacks made while the submission is compiled, graded
// end to end under the default compile limits. The limits' own tests, each
// with its control, are in tests/harness/prepare/compile_test.cpp.
#include "hostile/hostile_suite.h"

using namespace hostile_suite;

TEST_CASE("hostile: a compile reads no case file", "[hostile][process][slow]") {
  TempDir temp("hostile-compile-read");
  const Attack cheat{with_defines("compile_reads_case_file.cpp", temp / "compile_reads_case_file.cpp",
                                  {{"CASE_FILE", quoted(kCaseFile)}}),
                     "read at compile time"};

  // Without the box the case file goes into the program, which scores. A
  // cache each: a build made without the box must not be served to the box.
  const harness::CaseResult open = cheat.graded_in(no_box(), temp / "open-cache");
  INFO(open.reason);
  CHECK(harness::to_string(open.verdict) == std::string("AC"));

  // In the box there is no such file: the assembler says so, and nothing of the file shows.
  const harness::Judgement boxed = cheat.build_failure_in(strict_box(), temp / "cache");
  INFO(boxed.reason << boxed.details);
  CHECK(harness::to_string(boxed.verdict) == std::string("CE"));
  CHECK_THAT(boxed.details, Catch::Contains("cases.yaml"));
  CHECK_THAT(boxed.details, !Catch::Contains("count:"));
}

TEST_CASE("hostile: a compile-time memory bomb is CE for memory", "[hostile][process][slow]") {
  const harness::Judgement c = Attack{kAttacks / "compile_memory_bomb.cpp", "fillSudoku example 1"}.build_failure_in(
      strict_box());
  INFO(c.reason << c.details);
  CHECK(harness::to_string(c.verdict) == std::string("CE"));
  CHECK_THAT(c.reason, Catch::Contains("the compiler ran out of memory (the 1024 MiB limit for compiling)"));
}
