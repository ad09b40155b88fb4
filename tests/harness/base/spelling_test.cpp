#include "base/spelling.h"

#include <catch2/catch.hpp>

TEST_CASE("edit distance counts inserts, deletes and replacements", "[spelling]") {
  CHECK(harness::edit_distance("", "") == 0);
  CHECK(harness::edit_distance("solve", "solv") == 1);
  CHECK(harness::edit_distance("limit", "limits") == 1);
  CHECK(harness::edit_distance("entry", "entyr") == 2);
  CHECK(harness::edit_distance("abc", "xyz") == 3);
}

TEST_CASE("the closest name ignores case and underscores", "[spelling]") {
  const std::vector<std::string> keys = {"name", "entry", "time_limit_ms", "memory_limit_mb"};
  CHECK(harness::closest_name("timelimit", keys) == std::optional<std::string>("time_limit_ms"));
  CHECK(harness::closest_name("Entry", keys) == std::optional<std::string>("entry"));
  CHECK(harness::closest_name("nmae", keys) == std::optional<std::string>("name"));
}

TEST_CASE("a word far from every name gets no suggestion", "[spelling]") {
  CHECK_FALSE(harness::closest_name("puzzle", {"name", "entry"}));
  CHECK_FALSE(harness::closest_name("x", {}));
}
