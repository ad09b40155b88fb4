#include "support/test_exit_code.h"

#include <catch2/catch.hpp>

TEST_CASE("a test binary's exit code: a failure or a refused start is never a skip", "[test_exit_code]") {
  struct Row {
    int catch_code;
    bool skipped, refused;
    int exit_code;
  };
  const Row rows[] = {
      {0, false, false, 0},
      {0, true, false, kSkipExitCode},
      {0, false, true, 1},
      {0, true, true, 1},
      {3, false, false, 3},
      {3, true, false, 3},
      {3, true, true, 3},
      {kSkipExitCode, false, false, kSkipExitCode + 1},  // 77 failed assertions
      {kSkipExitCode, true, false, kSkipExitCode + 1},
      {255, true, false, 255},
  };
  for (const Row& row : rows) {
    INFO(row.catch_code << " skipped " << row.skipped << " refused " << row.refused);
    CHECK(test_exit_code(row.catch_code, row.skipped, row.refused) == row.exit_code);
  }
}
