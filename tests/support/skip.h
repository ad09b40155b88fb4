#pragma once
// A test that cannot run on this machine (no Chromium, no mount namespace)
// ends as skipped, so that ctest lists it as skipped, never as passed.
// Catch2 2.13 has no SKIP: the test binary's main exits with kSkipExitCode
// (test_exit_code.h), which every ctest entry of the test binaries takes as
// its SKIP_RETURN_CODE.
#include <catch2/catch.hpp>

/// Whether a test of this run ended with SKIP_TEST.
inline bool& test_skipped() {
  static bool skipped = false;
  return skipped;
}

/// Ends the test case here, skipped, saying why (`reason` streams like
/// WARN's). An assertion that failed before it still fails the test.
#define SKIP_TEST(reason)        \
  do {                           \
    WARN("SKIPPED: " << reason); \
    test_skipped() = true;       \
    return;                      \
  } while (false)
