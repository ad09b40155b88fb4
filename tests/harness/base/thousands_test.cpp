#include "base/thousands.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>

TEST_CASE("a number is written with a comma between each group of three digits", "[thousands]") {
  const auto [n, words] = GENERATE(table<std::int64_t, const char*>({
      {0, "0"},
      {7, "7"},
      {999, "999"},
      {1000, "1,000"},
      {5658, "5,658"},
      {12345, "12,345"},
      {100000, "100,000"},
      {1234567, "1,234,567"},
      {-1000, "-1,000"},
      {-12, "-12"},
      {std::numeric_limits<std::int64_t>::min(), "-9,223,372,036,854,775,808"},
  }));
  CAPTURE(n);
  CHECK(harness::with_thousands(n) == words);
}

TEST_CASE("a limit is written in seconds from a second on, in milliseconds below", "[thousands]") {
  const auto [ms, words] = GENERATE(table<long long, const char*>({
      {0, "0 ms"},
      {250, "250 ms"},
      {999, "999 ms"},
      {1000, "1 s"},
      {1500, "1.5 s"},
      {2250, "2.25 s"},
      {16000, "16 s"},
      {1200000, "1,200 s"},
  }));
  CHECK(harness::duration_words(std::chrono::milliseconds(ms)) == words);
}
