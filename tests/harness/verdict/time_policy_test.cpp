#include "verdict/time_policy.h"

#include <signal.h>

#include <catch2/catch.hpp>

#include <vector>

using harness::Limits;
using harness::NextStep;
using harness::RunFacts;
using harness::TimedRun;
using harness::Verdict;
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

namespace {

RunFacts run(End end, std::chrono::milliseconds cpu, std::chrono::milliseconds wall, int signal = 0) {
  RunFacts facts;
  facts.end = end;
  facts.cpu = cpu;
  facts.wall = wall;
  facts.signal = signal;
  return facts;
}

Limits second_limits() {
  Limits limits;
  limits.cpu = 1000ms;
  limits.wall = harness::wall_backstop(limits.cpu);
  return limits;
}

}  // namespace

TEST_CASE("only a TLE near its limit is run again as one", "[time_policy]") {
  Limits limits = second_limits();
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
      // Starved: run again, but as the machine's failure, not the edge of a TLE (next_step).
      {"at the wall backstop, working", run(End::WallTimeout, 900ms, 4000ms), false},
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

namespace {
RunFacts runnable(RunFacts facts, int permille) {
  facts.runnable_permille = permille;
  return facts;
}
}  // namespace

TEST_CASE("a run the wall backstop stopped while working within its CPU limit was starved by the machine",
          "[time_policy]") {
  const Limits limits = second_limits();
  // A JVM's start-up (137 ms measured here) on 1000 ms: asleep after it, 140 ms of CPU in its 4.4 s backstop.
  Limits java;
  java.cpu = 1137ms;
  java.wall = harness::wall_backstop(java.cpu);
  java.allowance = harness::TimeAllowance{};
  java.allowance->stated = 1000ms;
  java.allowance->startup = 137ms;
  RunFacts oom = run(End::WallTimeout, 900ms, 4000ms, SIGKILL);
  oom.oom_killed = true;
  struct Row {
    const char* what;
    RunFacts facts;
    const Limits& limits;
    bool starved;
  };
  const Row rows[] = {
      // Recorded at a load of 14-17 on 2 cores: correct runs at the backstop with 612-880 ms of their 1000.
      {"612 ms of 1000 by the backstop", run(End::WallTimeout, 612ms, 4000ms), limits, true},
      {"880 ms of 1000 by the backstop", run(End::WallTimeout, 880ms, 4000ms), limits, true},
      {"a tenth of a core", run(End::WallTimeout, 400ms, 4000ms), limits, true},
      {"a twentieth of a core", run(End::WallTimeout, 200ms, 4000ms), limits, true},
      {"less: asleep, or blocked on input", run(End::WallTimeout, 199ms, 4000ms), limits, false},
      {"its whole limit spent: its own TLE", run(End::WallTimeout, 1001ms, 4000ms), limits, false},
      {"exactly its limit", run(End::WallTimeout, 1000ms, 4000ms), limits, true},
      {"ended by itself", run(End::Exited, 900ms, 3900ms), limits, false},
      {"killed for memory at the backstop", oom, limits, false},
      {"a JVM asleep after its start-up", run(End::WallTimeout, 140ms, 4411ms), java, false},
      // Starved, the start-up takes its share of the wall too: 245 ms in 2.3 s (a 300 ms case held to a tenth).
      {"a JVM held to a tenth of a core", run(End::WallTimeout, 245ms, 2312ms), java, true},
      // Where the kernel says whether the threads waited runnable, that decides, not the CPU's share.
      {"300 ms of work, then asleep (seen by the kernel)", runnable(run(End::WallTimeout, 300ms, 4000ms), 0), limits,
       false},
      {"a JVM's start-up in a starved machine, then asleep", runnable(run(End::WallTimeout, 900ms, 4000ms), 120),
       limits, false},
      {"a twentieth of a core, runnable all along", runnable(run(End::WallTimeout, 150ms, 4000ms), 990), limits, true},
      {"runnable half the last stretch", runnable(run(End::WallTimeout, 400ms, 4000ms), 500), limits, true},
      {"runnable less than half", runnable(run(End::WallTimeout, 400ms, 4000ms), 499), limits, false},
      {"runnable, but its whole limit spent", runnable(run(End::WallTimeout, 1001ms, 4000ms), 1000), limits, false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    CHECK(harness::was_starved(row.facts, row.limits) == row.starved);
  }
  Limits no_cpu_limit = limits;
  no_cpu_limit.cpu = 0ms;
  CHECK_FALSE(harness::was_starved(run(End::WallTimeout, 900ms, 4000ms), no_cpu_limit));
}

TEST_CASE("a starved run waits for the wall time its share of a core fell short by, within bounds", "[time_policy]") {
  const Limits limits = second_limits();
  struct Row {
    std::chrono::milliseconds cpu;
    std::chrono::milliseconds pause;
  };
  // At 612 ms in 4 s the limit needs 6.54 s: 2.54 s more.
  const Row rows[] = {{612ms, 2535ms}, {880ms, 545ms}, {950ms, 500ms}, {400ms, 4000ms}, {0ms, 4000ms}};
  for (const Row& row : rows) {
    CAPTURE(row.cpu.count());
    CHECK(harness::pause_after_starved(run(End::WallTimeout, row.cpu, 4000ms), limits) == row.pause);
  }
}

TEST_CASE("overload is never a verdict: the runs' figures decide, run again after a pause, or leave a case not judged",
          "[time_policy]") {
  const Limits limits = second_limits();
  const TimedRun starved_612{run(End::WallTimeout, 612ms, 4000ms, SIGKILL), Verdict::JE};
  const TimedRun starved_880{run(End::WallTimeout, 880ms, 4000ms, SIGKILL), Verdict::JE};
  const TimedRun tenth{run(End::WallTimeout, 400ms, 4000ms, SIGKILL), Verdict::JE};
  const TimedRun accepted{run(End::Exited, 900ms, 950ms), Verdict::AC};
  const TimedRun runaway{run(End::Signaled, 1201ms, 1250ms, SIGKILL), Verdict::TLE};
  const TimedRun edge_1080{run(End::Exited, 1080ms, 1100ms), Verdict::TLE};
  const TimedRun edge_1100{run(End::Exited, 1100ms, 1120ms), Verdict::TLE};
  const TimedRun edge_1090{run(End::Exited, 1090ms, 1110ms), Verdict::TLE};
  const TimedRun crash{run(End::Exited, 900ms, 920ms), Verdict::RTE};
  const TimedRun asleep{run(End::WallTimeout, 20ms, 4000ms, SIGKILL), Verdict::TLE};
  const TimedRun spent{run(End::WallTimeout, 1100ms, 4000ms, SIGKILL), Verdict::TLE};
  using Kind = NextStep::Kind;
  struct Row {
    const char* what;
    std::vector<TimedRun> runs;
    Kind kind;
    std::chrono::milliseconds pause;
    std::size_t deciding;
  };
  const Row rows[] = {
      {"starved with 612 ms: again after 2.5 s", {starved_612}, Kind::RunAgain, 2535ms, 0},
      {"starved with 880 ms: again after 0.5 s", {starved_880}, Kind::RunAgain, 545ms, 0},
      {"starved twice", {starved_612, starved_880}, Kind::RunAgain, 545ms, 0},
      {"starved four times: not judged", {starved_612, starved_880, tenth, tenth}, Kind::NotJudged, 0ms, 0},
      {"starved, then accepted", {starved_612, accepted}, Kind::Decide, 0ms, 1},
      {"a loop for ever, starved, then given its CPU: its TLE", {tenth, tenth, runaway}, Kind::Decide, 0ms, 2},
      {"a loop for ever, starved in every run: not judged", {tenth, tenth, tenth, tenth}, Kind::NotJudged, 0ms, 0},
      {"at the edge: again at once", {edge_1080}, Kind::RunAgain, 0ms, 0},
      {"at the edge three times: the fastest", {edge_1080, edge_1100, edge_1090}, Kind::Decide, 0ms, 0},
      {"at the edge, then in time", {edge_1080, crash}, Kind::Decide, 0ms, 1},
      {"at the edge, then starved: again after a pause", {edge_1080, starved_880}, Kind::RunAgain, 545ms, 0},
      {"at the edge, then starved in every rerun: its TLE stands",
       {edge_1080, tenth, tenth, tenth, tenth},
       Kind::Decide,
       0ms,
       0},
      {"starved, at the edge twice, starved: judged runs count apart",
       {starved_612, edge_1100, edge_1080, starved_880},
       Kind::RunAgain,
       545ms,
       2},
      {"a runaway: once", {runaway}, Kind::Decide, 0ms, 0},
      {"asleep at the backstop: its TLE", {asleep}, Kind::Decide, 0ms, 0},
      {"its CPU spent by the backstop: its TLE", {spent}, Kind::Decide, 0ms, 0},
      {"accepted", {accepted}, Kind::Decide, 0ms, 0},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    const NextStep step = harness::next_step(row.runs, limits);
    CHECK(step.kind == row.kind);
    if (row.kind == Kind::RunAgain) CHECK(step.pause == row.pause);
    if (row.kind == Kind::Decide) CHECK(step.deciding == row.deciding);
    // A starved run is never the verdict.
    if (step.kind == Kind::Decide) CHECK_FALSE(harness::was_starved(row.runs[step.deciding].facts, limits));
  }
}
