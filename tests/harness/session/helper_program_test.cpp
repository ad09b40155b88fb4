#include "session/helper_program.h"

#include <catch2/catch.hpp>

#include "base/error.h"

using harness::RecordedRun;
using harness::run_helper_program;

namespace {

std::string fixture(const std::string& name) { return std::string(BINARY_DIR) + "/fixtures/" + name; }

}  // namespace

TEST_CASE("a helper's run is its output and exit code, whatever the code", "[helper_program][process]") {
  CHECK(run_helper_program(fixture("echo_stdin"), "1\n2\n") == RecordedRun{"1\n2\n", 0});
  CHECK(run_helper_program(fixture("exit_3"), "") == RecordedRun{"partial answer\n", 3});
}

TEST_CASE("a helper that cannot start, or that does not end normally, is an error naming it",
          "[helper_program][process]") {
  CHECK_THROWS_WITH(run_helper_program(fixture("no_such_helper"), ""),
                    Catch::Contains(fixture("no_such_helper")) &&
                        Catch::Contains("cannot run the helper: cannot start " + fixture("no_such_helper") +
                                        ": No such file or directory"));
  CHECK_THROWS_AS(run_helper_program(fixture("segfault"), ""), harness::Fault);
  CHECK_THROWS_WITH(run_helper_program(fixture("segfault"), ""),
                    Catch::Contains("the helper did not finish normally (killed by signal 11 (SIGSEGV))"));
}

TEST_CASE("the helper is looked for beside the running program", "[helper_program]") {
  CHECK(harness::helper_beside_this_program() == std::filesystem::path(BINARY_DIR) / "sudoku-helper");
}
