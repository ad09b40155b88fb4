// What grade asks the runner for, case by case: run_spec_for is the one
// place a case's limits and input become a run.
#include "judge/grade.h"

#include <catch2/catch.hpp>

#include "case_builders.h"

using namespace harness;
using namespace case_builders;

TEST_CASE("a case's limits become the run's, the process cap and the box included", "[grade]") {
  Case c = solve_case(Entry::Solve, kPuzzle, true);
  c.limits.time = std::chrono::milliseconds(700);
  c.limits.memory_mb = 64;
  c.limits.processes = 200;
  Program program;
  program.argv = {"/cache/build-1/with-driver"};
  GradeOptions options;
  options.time_scale = 2.0;
  options.sandbox = std::make_shared<Sandbox>(SandboxLevel::Off, BoxFeatures{});
  const RunSpec spec = run_spec_for(program, c, options);
  CHECK(spec.argv == std::vector<std::string>{"/cache/build-1/with-driver", "solve"});
  CHECK(spec.limits.wall.count() == 1400);
  CHECK(spec.limits.cpu.count() == 1400);
  CHECK(spec.limits.memory_bytes == std::uint64_t{64} << 20);
  CHECK(spec.limits.processes == 200);
  CHECK(spec.sandbox == options.sandbox.get());
  CHECK(spec.stdin_text.rfind("000654001\n103000050\n", 0) == 0);
}
