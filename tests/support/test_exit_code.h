#pragma once
// How a test binary's run ends, for ctest: passed, failed or skipped.

/// ctest's SKIP_RETURN_CODE on every entry of the test binaries (automake's 77).
constexpr int kSkipExitCode = SKIP_EXIT_CODE;  // tests/CMakeLists.txt sets it, for ctest and this alike

/// `catch_code` is what Catch::Session::run returned: 0, or the failed
/// assertions' count capped at 255. A failure or a refused process start
/// fails the run, never reading as skipped; else a skip is kSkipExitCode.
constexpr int test_exit_code(int catch_code, bool skipped, bool refused_start) {
  if (catch_code != 0) return catch_code == kSkipExitCode ? kSkipExitCode + 1 : catch_code;
  if (refused_start) return 1;
  return skipped ? kSkipExitCode : 0;
}
