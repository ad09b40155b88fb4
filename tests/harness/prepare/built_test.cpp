#include "prepare/built.h"

#include <string>

#include <catch2/catch.hpp>

using harness::Built;
using harness::Judgement;
using harness::Verdict;

TEST_CASE("a step's result holds its value or the judgement that stopped it, never both", "[built]") {
  const Built<std::string> made = std::string("driver.o bytes");
  REQUIRE(made);
  CHECK(*made == "driver.o bytes");
  CHECK(made->size() == 14);
  CHECK(made.failure().verdict == Verdict::AC);

  const Built<std::string> refused = Judgement{Verdict::CE, "the submission does not compile"};
  CHECK_FALSE(refused);
  CHECK(refused.failure().verdict == Verdict::CE);
  CHECK(refused.failure().reason == "the submission does not compile");

  const harness::Done stored = harness::done();
  CHECK(stored);
  const harness::Done lost = harness::harness_failed("the cache cannot be written");
  CHECK_FALSE(lost);
  CHECK(lost.failure().verdict == Verdict::JE);
  CHECK(lost.failure().reason == "the cache cannot be written");
}
