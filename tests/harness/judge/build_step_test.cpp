#include "judge/build_step.h"

#include <signal.h>

#include <catch2/catch.hpp>

using namespace harness;
using namespace std::chrono_literals;

namespace {

RunFacts exited(int code, std::string stderr_text) {
  RunFacts facts;
  facts.end = RunFacts::End::Exited;
  facts.exit_code = code;
  facts.stderr_text = std::move(stderr_text);
  return facts;
}

}  // namespace

TEST_CASE("a limit reads as it was set", "[build_step]") {
  CHECK(size_words(std::uint64_t{1} << 30) == "1024 MiB");
  CHECK(size_words(256 << 10) == "256 KiB");
  CHECK(size_words(1000) == "1000 bytes");
}

TEST_CASE("a step that exits 0 within its limits has not failed", "[build_step]") {
  CHECK_FALSE(step_failure(exited(0, "warnings are no failure\n"), default_compile_limits()).has_value());
}

TEST_CASE("a failed step of the student's build is CE with the tool's words", "[build_step]") {
  const auto failure = step_failure(exited(1, "a.cpp:1: error: expected ';'\n"), default_compile_limits());
  REQUIRE(failure.has_value());
  const Prepared prepared = student_step_failed(*failure);
  CHECK_FALSE(prepared.program.has_value());
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK(prepared.failure.reason == "the submission does not compile:");
  CHECK(prepared.failure.details == "a.cpp:1: error: expected ';'\n");
}

TEST_CASE("a step that hits a limit says which, in the student's terms", "[build_step]") {
  Limits limits = default_compile_limits();
  RunFacts slow;
  slow.end = RunFacts::End::WallTimeout;
  slow.signal = SIGKILL;
  slow.wall = limits.wall + 5ms;
  CHECK(student_step_failed(*step_failure(slow, limits)).failure.reason ==
        "the submission does not compile: the compiler took longer than 60000 ms");
  RunFacts killed_child = exited(4, "g++: internal compiler error: File size limit exceeded signal terminated "
                                    "program cc1plus\n");
  CHECK(step_failure(killed_child, limits)->limit == "the compiler wrote more than the 512 MiB limit for a file");
}

TEST_CASE("a step that could not start, or one of the harness's own, is JE", "[build_step]") {
  RunFacts unstarted;
  unstarted.end = RunFacts::End::SpawnFailed;
  unstarted.spawn_error = "no-such-tool not found on PATH";
  const auto failure = step_failure(unstarted, default_compile_limits());
  REQUIRE(failure.has_value());
  CHECK(student_step_failed(*failure).failure.verdict == Verdict::JE);
  const Judgement own = harness_step_failed("nm failed", *step_failure(exited(1, "nm: bad\n"), default_compile_limits()));
  CHECK(own.verdict == Verdict::JE);
  CHECK(own.reason == "nm failed");
  CHECK(own.details == "nm: bad\n");
}

TEST_CASE("a tool that cannot be run has no version, and says why", "[build_step][process]") {
  std::string failure;
  CHECK_FALSE(tool_version("no-such-tool-anywhere", failure).has_value());
  CHECK_THAT(failure, Catch::StartsWith("cannot run no-such-tool-anywhere: "));
  std::string none;
  const auto version = tool_version("/bin/true", none);   // GNU's true answers --version
  REQUIRE(version.has_value());
  CHECK_THAT(*version, Catch::StartsWith("true (GNU coreutils)"));
  CHECK(none.empty());
}
