#include "verdict/verdict.h"

#include <string>

#include <catch2/catch.hpp>

using harness::Verdict;

TEST_CASE("verdicts have their abbreviation and their long name", "[verdict]") {
  CHECK(std::string(to_string(Verdict::WA)) == "WA");
  CHECK(std::string(long_name(Verdict::WA)) == "wrong answer");
  CHECK(std::string(to_string(Verdict::NI)) == "NI");
  CHECK(std::string(long_name(Verdict::NI)) == "not implemented");
  CHECK(std::string(long_name(Verdict::JE)) == "judge error");
}

TEST_CASE("every verdict is found again by its abbreviation, and nothing else is", "[verdict]") {
  for (const Verdict verdict : harness::kVerdicts) {
    CAPTURE(to_string(verdict));
    CHECK(harness::verdict_named(to_string(verdict)) == verdict);
  }
  CHECK(static_cast<int>(harness::kVerdicts[std::size(harness::kVerdicts) - 1]) + 1 ==
        static_cast<int>(std::size(harness::kVerdicts)));
  CHECK_FALSE(harness::verdict_named("wa"));
  CHECK_FALSE(harness::verdict_named("?"));
  CHECK_FALSE(harness::verdict_named(""));
}
