#pragma once
/// How time decides a case (docs/protocol.md, "Fair time"): the run's CPU time
/// against the case's limit; the wall clock only as a generous backstop; a
/// TLE near its limit run again, the fastest run deciding; and a run the
/// machine starved never a verdict: run again after a pause, and when the
/// machine never gives it its CPU, the case is not judged (the harness's side).
#include <chrono>
#include <cstddef>
#include <vector>

#include "run/run_spec.h"
#include "verdict/verdict.h"

namespace harness {

/// The wall backstop is kWallFactor times the CPU limit, plus kWallSlack: a
/// run may get a third of a core for its whole limit and still finish.
inline constexpr int kWallFactor = 3;
inline constexpr std::chrono::milliseconds kWallSlack{1000};
std::chrono::milliseconds wall_backstop(std::chrono::milliseconds cpu_limit);

/// Whether a run stopped at the wall backstop was working, on a busy
/// machine, or slept or waited for input, which costs no CPU. Measured where
/// the kernel says (RunFacts::runnable_permille): working when its threads
/// were on a CPU or waiting for one for at least kRunnablePermille of the
/// backstop's last stretch; a starved run waits runnable all of it, a sleeper
/// none. So a program that works a while and then sleeps is TLE whatever the
/// load, and a student cannot make a case "not judged" by sleeping.
inline constexpr int kRunnablePermille = 500;
/// Where that figure is missing (a kernel without schedstats), a run that
/// used at least this share of its wall time on the CPU was working. A
/// twentieth: a run starved to a tenth of a core is still seen working. These
/// figures cannot tell a run starved below it from a sleeping one (TLE), nor
/// a sleeping one whose runtime's start-up took more (a JVM's 400 ms of a
/// 5.2 s backstop) from a starved one (not judged).
inline constexpr double kWorkingShare = 0.05;
bool was_working(const RunFacts& facts);

/// A run the machine starved: stopped at the wall backstop while working,
/// within its CPU limit. Its figures say nothing about the program, so it is
/// never a verdict (classify.h: JE, "not judged").
bool was_starved(const RunFacts& facts, const Limits& limits);

/// A run that ended by itself this share of its limit or less over it is at
/// the edge: another run may well finish in time.
inline constexpr double kEdgeShare = 0.2;
/// Where the run is ended for its CPU time: kEdgeShare past the limit, so a
/// run that ends by itself at the edge is seen to, and can run again.
std::chrono::milliseconds cpu_backstop(std::chrono::milliseconds cpu_limit);
/// Judged runs of one case at the most (runs the machine starved aside):
/// the first and two more.
inline constexpr int kMostRuns = 3;
/// Starved runs of one case at the most: after the fourth, the case is not
/// judged. Four backstops and three pauses: at most 7 x (3 x the limit + 1 s).
inline constexpr int kMostStarvedRuns = 4;
/// The pause before a starved run's rerun is at least this long, and at
/// most the run's wall backstop.
inline constexpr std::chrono::milliseconds kShortestPause{500};

/// Whether a run judged TLE is near enough to its limit to run again: it
/// ended by itself with CPU time over the limit by kEdgeShare of it or less.
/// A run killed at the CPU backstop (by the keeper, SIGKILL, or RLIMIT_CPU,
/// SIGXCPU) is a runaway, never the edge; a run stopped at the wall backstop
/// within its CPU limit was starved or asleep, not near its limit.
bool near_the_edge(const RunFacts& facts, const Limits& limits);

/// How long to wait before running a starved run again: the wall time it
/// would have needed at the share of a core it got (its limit / share), less
/// the wall it had, so the work crowding the machine has that long to move
/// on; kShortestPause at least, the wall backstop at most.
std::chrono::milliseconds pause_after_starved(const RunFacts& facts, const Limits& limits);

/// One run of a case as the policy sees it: its figures, and its verdict.
struct TimedRun {
  RunFacts facts;  ///< only the figures count: its end, signal, CPU, wall, OOM
  Verdict verdict = Verdict::AC;
};

/// What the runs of a case so far call for.
struct NextStep {
  enum class Kind {
    Decide,     ///< runs[deciding] is the case's judgement
    RunAgain,   ///< after `pause`
    NotJudged,  ///< the machine starved every run: the harness's side, not the student's
  };
  Kind kind = Kind::Decide;
  std::chrono::milliseconds pause{0};  ///< RunAgain: wait this long first
  std::size_t deciding = 0;            ///< Decide: which run decides
  int judged = 0;                      ///< runs not starved
  int starved = 0;                     ///< runs the machine starved
};

/// The rule, from the runs' figures alone (`runs` not empty, in order):
/// starved runs are set aside. Of the others the first decides, unless a
/// later one was not TLE or TLE with less CPU. A deciding TLE near its edge
/// runs again while fewer than kMostRuns were judged; with none judged, the
/// case runs again while fewer than kMostStarvedRuns were starved, and then
/// is not judged. A rerun after a starved run waits pause_after_starved; a
/// deciding TLE waiting on more than kMostStarvedRuns starved reruns stands
/// (its run used its whole CPU limit).
NextStep next_step(const std::vector<TimedRun>& runs, const Limits& limits);

}  // namespace harness
