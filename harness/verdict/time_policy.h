#pragma once
/// How time decides a case (docs/protocol.md, "Fair time"): the run's CPU time
/// against the case's limit; the wall clock only as a generous backstop, so a
/// busy machine alone never turns correct work into TLE; and a TLE near its
/// limit run again, the fastest run deciding.
#include <chrono>

#include "run/run_spec.h"

namespace harness {

/// The wall backstop is kWallFactor times the CPU limit, plus kWallSlack: a
/// run may get a third of a core for its whole limit and still finish.
inline constexpr int kWallFactor = 3;
inline constexpr std::chrono::milliseconds kWallSlack{1000};
std::chrono::milliseconds wall_backstop(std::chrono::milliseconds cpu_limit);

/// A run stopped at the wall backstop that used at least this share of its
/// wall time on the CPU was working, on a busy machine; less, and it slept
/// or waited for input. (Within its CPU limit, a run at the backstop can
/// have used at most a third of its wall time.)
inline constexpr double kWorkingShare = 0.1;
bool was_working(const RunFacts& facts);

/// A run that ended by itself this share of its limit or less over it is at
/// the edge: another run may well finish in time.
inline constexpr double kEdgeShare = 0.2;
/// Where the run is ended for its CPU time: kEdgeShare past the limit, so a
/// run that ends by itself at the edge is seen to, and can run again.
std::chrono::milliseconds cpu_backstop(std::chrono::milliseconds cpu_limit);
/// Runs of one case at the most: the first and two more.
inline constexpr int kMostRuns = 3;

/// Whether a run judged TLE is near enough to its limit to run again: it
/// ended by itself with CPU time over the limit by kEdgeShare of it or less,
/// or it was working when the wall backstop stopped it within its CPU limit.
/// A run killed at the CPU backstop (by the keeper, SIGKILL, or RLIMIT_CPU,
/// SIGXCPU) is a runaway, never the edge.
bool near_the_edge(const RunFacts& facts, const Limits& limits);

}  // namespace harness
