#include "verdict/time_policy.h"

#include <signal.h>

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
  return static_cast<double>(facts.cpu.count()) >= kWorkingShare * static_cast<double>(facts.wall.count());
}

bool near_the_edge(const RunFacts& facts, const Limits& limits) {
  using End = RunFacts::End;
  if (limits.cpu.count() <= 0) return false;
  if (facts.oom_killed) return false;
  if (facts.end == End::WallTimeout) return facts.cpu <= limits.cpu && was_working(facts);
  const bool ended_by_itself = facts.end == End::Exited ||
                               (facts.end == End::Signaled && facts.signal != SIGXCPU && facts.signal != SIGKILL);
  return ended_by_itself && facts.cpu > limits.cpu && facts.cpu < cpu_backstop(limits.cpu);
}

}  // namespace harness
