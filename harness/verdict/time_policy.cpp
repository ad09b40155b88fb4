#include "verdict/time_policy.h"

#include <signal.h>

#include <algorithm>
#include <cstdint>

namespace harness {

std::chrono::milliseconds wall_backstop(std::chrono::milliseconds cpu_limit) {
  return cpu_limit * kWallFactor + kWallSlack;
}

std::chrono::milliseconds cpu_backstop(std::chrono::milliseconds cpu_limit) {
  const auto edge = static_cast<std::int64_t>(static_cast<double>(cpu_limit.count()) * (1.0 + kEdgeShare));
  return std::chrono::milliseconds(edge + 1);
}

bool was_working(const RunFacts& facts) {
  if (facts.runnable_permille >= 0) return facts.runnable_permille >= kRunnablePermille;
  return static_cast<double>(facts.cpu.count()) >= kWorkingShare * static_cast<double>(facts.wall.count());
}

bool was_starved(const RunFacts& facts, const Limits& limits) {
  return facts.end == RunFacts::End::WallTimeout && !facts.oom_killed && limits.cpu.count() > 0 &&
         facts.cpu <= limits.cpu && was_working(facts);
}

bool near_the_edge(const RunFacts& facts, const Limits& limits) {
  using End = RunFacts::End;
  if (limits.cpu.count() <= 0) return false;
  if (facts.oom_killed) return false;
  const bool ended_by_itself = facts.end == End::Exited ||
                               (facts.end == End::Signaled && facts.signal != SIGXCPU && facts.signal != SIGKILL);
  return ended_by_itself && facts.cpu > limits.cpu && facts.cpu < cpu_backstop(limits.cpu);
}

std::chrono::milliseconds pause_after_starved(const RunFacts& facts, const Limits& limits) {
  using std::chrono::milliseconds;
  const milliseconds longest = std::max(limits.wall, kShortestPause);
  if (facts.cpu.count() <= 0 || facts.wall.count() <= 0) return longest;
  const double share = static_cast<double>(facts.cpu.count()) / static_cast<double>(facts.wall.count());
  const double needed = static_cast<double>(limits.cpu.count()) / share;
  const auto short_by = milliseconds(static_cast<std::int64_t>(needed) - facts.wall.count());
  return std::clamp(short_by, kShortestPause, longest);
}

NextStep next_step(const std::vector<TimedRun>& runs, const Limits& limits) {
  NextStep step;
  bool have_deciding = false;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const TimedRun& run = runs[i];
    if (was_starved(run.facts, limits)) {
      ++step.starved;
      continue;
    }
    ++step.judged;
    const TimedRun& deciding = runs[step.deciding];
    if (!have_deciding || run.verdict != Verdict::TLE || run.facts.cpu < deciding.facts.cpu) step.deciding = i;
    have_deciding = true;
  }
  const bool last_starved = !runs.empty() && was_starved(runs.back().facts, limits);
  const std::chrono::milliseconds pause = last_starved ? pause_after_starved(runs.back().facts, limits)
                                                       : std::chrono::milliseconds(0);
  const bool starved_runs_left = step.starved < kMostStarvedRuns;
  if (!have_deciding) {
    step.kind = starved_runs_left ? NextStep::Kind::RunAgain : NextStep::Kind::NotJudged;
    if (starved_runs_left) step.pause = pause;
    return step;
  }
  const TimedRun& deciding = runs[step.deciding];
  if (deciding.verdict == Verdict::TLE && near_the_edge(deciding.facts, limits) && step.judged < kMostRuns &&
      starved_runs_left) {
    step.kind = NextStep::Kind::RunAgain;
    step.pause = pause;
  }
  return step;
}

}  // namespace harness
