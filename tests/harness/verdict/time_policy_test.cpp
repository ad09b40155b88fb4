#include "verdict/time_policy.h"

#include <signal.h>

#include <catch2/catch.hpp>

using harness::Limits;
using harness::RunFacts;
using End = RunFacts::End;
using namespace std::chrono_literals;

TEST_CASE("the wall clock is a backstop three times the CPU limit and a second", "[time_policy]") {
  CHECK(harness::wall_backstop(1000ms) == 4000ms);
  CHECK(harness::wall_backstop(8000ms) == 25000ms);
}

TEST_CASE("a run is ended for its CPU time just past the edge", "[time_policy]") {
  CHECK(harness::cpu_backstop(1000ms) == 1201ms);
  CHECK(harness::cpu_backstop(300ms) == 361ms);
}

TEST_CASE("only a TLE near its limit is run again", "[time_policy]") {
  Limits limits;
  limits.cpu = 1000ms;
  limits.wall = harness::wall_backstop(limits.cpu);
  const auto run = [](End end, std::chrono::milliseconds cpu, std::chrono::milliseconds wall, int signal = 0) {
    RunFacts facts;
    facts.end = end;
    facts.cpu = cpu;
    facts.wall = wall;
    facts.signal = signal;
    return facts;
  };
  struct Row {
    const char* what;
    RunFacts facts;
    bool again;
  };
  RunFacts oom = run(End::Signaled, 1100ms, 1200ms, SIGKILL);
  oom.oom_killed = true;
  const Row rows[] = {
      {"ended by itself a little over", run(End::Exited, 1150ms, 1300ms), true},
      {"ended by itself at the edge", run(End::Exited, 1200ms, 1300ms), true},
      {"ended by itself far over", run(End::Exited, 1201ms, 1300ms), false},
      {"crashed by itself a little over", run(End::Signaled, 1100ms, 1200ms, SIGSEGV), true},
      {"killed by the CPU backstop (RLIMIT_CPU)", run(End::Signaled, 1100ms, 1200ms, SIGXCPU), false},
      {"killed at the CPU backstop's hard limit", run(End::Signaled, 1100ms, 1200ms, SIGKILL), false},
      {"killed for memory", oom, false},
      {"at the wall backstop, working", run(End::WallTimeout, 900ms, 4000ms), true},
      {"at the wall backstop, asleep", run(End::WallTimeout, 20ms, 4000ms), false},
      {"at the wall backstop, its CPU time spent", run(End::WallTimeout, 1100ms, 4000ms), false},
      {"within its limit", run(End::Exited, 900ms, 950ms), false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    CHECK(harness::near_the_edge(row.facts, limits) == row.again);
  }
  limits.cpu = 0ms;  // no CPU limit: nothing to be near
  CHECK_FALSE(harness::near_the_edge(run(End::Exited, 1100ms, 1200ms), limits));
}
