// The test binaries' main: Catch2's session, run under the unit guard when
// ctest's `unit` entries ask for it, its exit code telling ctest about skips.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>

#include "support/no_new_process.h"
#include "support/skip.h"
#include "support/test_exit_code.h"

int main(int argc, char* argv[]) {
  // The variable's name comes from tests/CMakeLists.txt, which sets it on every unit entry.
  if (const char* unit = std::getenv(NO_NEW_PROCESS_VARIABLE); unit && *unit) forbid_new_processes();
  const int catch_code = Catch::Session().run(argc, argv);
  if (const char* call = refused_start())
    std::cerr << "no_new_process: this run failed: a unit test started a process (" << call
              << "): tag it [process], or make it start none\n";
  return test_exit_code(catch_code, test_skipped(), refused_start() != nullptr);
}
