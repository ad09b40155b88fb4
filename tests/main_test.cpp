// The test binaries' main: Catch2's session, run under the unit guard when
// ctest's `unit` entries ask for it, its exit code telling ctest about skips.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>

#include "support/no_new_process.h"
#include "support/skip.h"
#include "support/test_exit_code.h"

// A grader run in-process by a test re-executes /proc/self/exe for its own
// internal commands (the hand-in time's commit reader, class/git_commit.h),
// so a test binary that runs graders answers them: harness_tests defines
// this (support/internal_command.cpp); -1 when argv is no such command.
int internal_command(int argc, char* argv[]) __attribute__((weak));

int main(int argc, char* argv[]) {
  if (internal_command)
    if (const int code = internal_command(argc, argv); code >= 0) return code;
  // The variable's name comes from tests/CMakeLists.txt, which sets it on every unit entry.
  if (const char* unit = std::getenv(NO_NEW_PROCESS_VARIABLE); unit && *unit) forbid_new_processes();
  const int catch_code = Catch::Session().run(argc, argv);
  if (const char* call = refused_start())
    std::cerr << "no_new_process: this run failed: a unit test started a process (" << call
              << "): tag it [process], or make it start none\n";
  return test_exit_code(catch_code, test_skipped(), refused_start() != nullptr);
}
