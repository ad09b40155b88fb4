#include "run/run_spec.h"

#include <signal.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

TEST_CASE("a run's variables replace those of the same name, and come last", "[run_spec]") {
  CHECK(harness::with_variables({"PATH=/bin", "ASAN_OPTIONS=detect_leaks=1", "HOME=/h"},
                                {"ASAN_OPTIONS=detect_leaks=0", "UBSAN_OPTIONS=x=1"}) ==
        std::vector<std::string>{"PATH=/bin", "HOME=/h", "ASAN_OPTIONS=detect_leaks=0", "UBSAN_OPTIONS=x=1"});
  CHECK(harness::with_variables({}, {"A=1"}) == std::vector<std::string>{"A=1"});
  CHECK(harness::with_variables({"A=1", "B=2"}, {}) == std::vector<std::string>{"A=1", "B=2"});
  // A name is all before the first '=': "A=b=c" replaces "A=x", and "AB=1" is another variable.
  CHECK(harness::with_variables({"A=x", "AB=1"}, {"A=b=c"}) == std::vector<std::string>{"AB=1", "A=b=c"});
}

TEST_CASE("each way a run ends has a name for reports", "[run_spec]") {
  using End = harness::RunFacts::End;
  CHECK(std::string(harness::to_string(End::Exited)) == "exited");
  CHECK(std::string(harness::to_string(End::Signaled)) == "signaled");
  CHECK(std::string(harness::to_string(End::WallTimeout)) == "wall-timeout");
  CHECK(std::string(harness::to_string(End::SpawnFailed)) == "spawn-failed");
}

TEST_CASE("signals are named, and an unknown number is still printed", "[run_spec]") {
  CHECK(harness::signal_name(SIGSEGV) == "SIGSEGV");
  CHECK(harness::signal_name(SIGKILL) == "SIGKILL");
  CHECK(harness::signal_name(200) == "signal 200");
}
