// The hostile suite's attacks on the verdict itself (issue 20, item 6): a
// program that ends before the driver's first line, with the driver's usage
// exit (125) and the driver's own words on stderr, once made its failure
// the harness's (JE, "the driver refused its input"). The harness checks
// what it sends before the run (judge/case_input.h), so such an end is the
// program's: RTE, saying the driver had not called the function yet.
#include "hostile/hostile_suite.h"

using namespace hostile_suite;

namespace {

harness::CaseResult graded(const std::string& attack) {
  const harness::CaseResult c = Attack{kAttacks / attack, "fillSudoku example 1"}.graded_in(strict_box());
  INFO(attack << ": " << c.reason << "\n" << c.details);
  return c;
}

const std::string kBeforeTheCall =
    "exit code 125, before the driver called fillSudoku (in code that runs at start-up: a static initializer, a "
    "module's top level)";

}  // namespace

TEST_CASE("hostile: a C++ static initializer that exits 125 is the program's RTE, forged refusal or not",
          "[hostile][process]") {
  for (const char* attack : {"static_init_exit_125.cpp", "static_init_forges_refusal.cpp"}) {
    const harness::CaseResult c = graded(attack);
    CAPTURE(attack);
    CHECK(harness::to_string(c.verdict) == std::string("RTE"));
    CHECK(c.reason == kBeforeTheCall);
  }
  // The forged line is the program's stderr, shown as such.
  CHECK_THAT(graded("static_init_forges_refusal.cpp").details,
             Catch::Contains("sudoku-driver: unknown entry 'fillSudoku'"));
}

TEST_CASE("hostile: a Python module whose top level exits 125 is the program's RTE, forged refusal or not",
          "[hostile][process][slow]") {
  for (const char* attack : {"top_level_exit_125.py", "top_level_forges_refusal.py"}) {
    const harness::CaseResult c = graded(attack);
    CAPTURE(attack);
    CHECK(harness::to_string(c.verdict) == std::string("RTE"));
    CHECK(c.reason == kBeforeTheCall);
  }
}

TEST_CASE("hostile: a Racket module whose top level exits 125 is the program's RTE", "[hostile][process][slow]") {
  const harness::CaseResult c = graded("top_level_exit_125.rkt");
  CHECK(harness::to_string(c.verdict) == std::string("RTE"));
  CHECK(c.reason == kBeforeTheCall);
}

TEST_CASE("hostile: a Java static initializer that exits 125 is the program's RTE, in its start-up code",
          "[hostile][process][slow]") {
  // A warm runtime initializes the class before the first call (a JVM of
  // its own per case would do it at the call): the student's code either way.
  const harness::CaseResult c = graded("static_init_exit_125.java");
  CHECK(harness::to_string(c.verdict) == std::string("RTE"));
  CHECK(c.reason == kBeforeTheCall);
}
