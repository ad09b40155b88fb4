// Run only by the ctest entry "a skipped test reaches ctest as skipped, and a
// failure never does" (tests/skip_exit.cmake): hidden, since their runs end
// skipped or failed on purpose.
#include "support/skip.h"

#include <catch2/catch.hpp>

TEST_CASE("a test that skips, for the skip check", "[.][skip_check_skips]") {
  CHECK(true);
  SKIP_TEST("the skip check's own reason");
  FAIL("SKIP_TEST did not end the test case");
}

TEST_CASE("a test that fails, then skips, for the skip check", "[.][skip_check_fails_then_skips]") {
  CHECK(false);
  SKIP_TEST("the skip check's own reason");
}
