#include "base/counted.h"

#include <catch2/catch.hpp>

using namespace harness;

TEST_CASE("a count and its noun agree in number", "[counted]") {
  struct Row {
    std::int64_t n;
    const char* one;
    const char* many;
    const char* words;
  };
  const Row rows[] = {
      {1, "cell", "", "1 cell"},
      {2, "cell", "", "2 cells"},
      {0, "cell", "", "0 cells"},
      {-1, "cell", "", "-1 cells"},
      {1000, "byte", "", "1,000 bytes"},
      {1, "match", "matches", "1 match"},
      {3, "match", "matches", "3 matches"},
  };
  for (const Row& row : rows) {
    INFO(row.n << " " << row.one);
    CHECK(counted(row.n, row.one, row.many) == row.words);
  }
}
