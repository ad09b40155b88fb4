// A TLE near its limit run again: which run decides, and how the reason says
// so, with the limit's basis (Limits::allowance) where classify words it.
#include "judge/reruns.h"

#include <catch2/catch.hpp>

#include "case_builders.h"
#include "verdict/classify.h"

using namespace harness;
using std::chrono::milliseconds;

namespace {

// A warm Racket case's limit: 2,000 x Racket 4.
Limits racket_limits() {
  TimeAllowance allowance;
  allowance.stated = milliseconds(2000);
  allowance.factor = 4;
  allowance.language = "Racket";
  allowance.language_factor = 4;
  Limits limits;
  limits.cpu = cpu_limit(allowance);
  limits.allowance = allowance;
  return limits;
}

// A run that exited by itself after `cpu`, judged as judge_run would: its resources first.
JudgedRun exited_after(milliseconds cpu, const Limits& limits) {
  JudgedRun run;
  run.facts.end = RunFacts::End::Exited;
  run.facts.cpu = cpu;
  run.judgement = classify(run.facts, limits).value_or(Judgement{Verdict::AC, ""});
  return run;
}

}  // namespace

TEST_CASE("a TLE to the last run names its limit's basis once, and a rerun that passes quotes the first's bare limit",
          "[reruns]") {
  const Case c = case_builders::solve_case(Entry::Solve, case_builders::kPuzzle, true);
  const Limits limits = racket_limits();
  milliseconds time{0};

  const Judgement always = decide_with_reruns(
      c, limits, exited_after(milliseconds(8100), limits),
      [&]() -> std::optional<JudgedRun> { return exited_after(milliseconds(8200), limits); }, time);
  CHECK(always.verdict == Verdict::TLE);
  CHECK_THAT(always.reason, Catch::StartsWith("cpu time 8100 ms, over the limit of 8000 ms (2,000 x Racket 4) "
                                              "(TLE in 3 of 3 runs)"));
  CHECK(time.count() == 8100);

  const Judgement second = decide_with_reruns(
      c, limits, exited_after(milliseconds(8100), limits),
      [&]() -> std::optional<JudgedRun> { return exited_after(milliseconds(7000), limits); }, time);
  CHECK(second.verdict == Verdict::AC);
  CHECK(second.reason == "AC on the second run (the first: TLE, cpu time 8100 ms, over the limit of 8000 ms)");
  CHECK(time.count() == 7000);
}
