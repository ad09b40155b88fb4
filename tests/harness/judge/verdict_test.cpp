#include "judge/verdict.h"

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
