#include "judge/warm_runtime.h"

#include <signal.h>

#include <exception>
#include <optional>

#include <fmt/format.h>

#include "base/parallel.h"
#include "judge/case_input.h"
#include "judge/explain_failure.h"
#include "judge/judge.h"
#include "judge/reruns.h"
#include "judge/state_note.h"
#include "judge/time_allowance.h"
#include "run/process.h"
#include "run/run_session.h"
#include "run/sandbox.h"
#include "verdict/time_policy.h"

namespace harness {
namespace {

using std::chrono::milliseconds;
using std::chrono::steady_clock;

// How often the grader reads a running case's CPU: the most a case can run
// past its backstop, as the keeper's own poll (kCpuPollUs) for a process.
constexpr milliseconds kPoll{10};

// After this many runtimes in a row failed their first case, the rest of the
// unit runs as processes of their own, side by side.
constexpr int kMostFailedAtOnce = 2;

// The driver's marks (sudoku_driver.py, SudokuDriver.java, racket_driver.rkt).
constexpr const char* kStarted = "started";
constexpr const char* kReady = "ready";
constexpr const char* kDone = "done";

milliseconds to_ms(std::chrono::microseconds us) { return std::chrono::duration_cast<milliseconds>(us); }

// A case's limits in a warm runtime: run_spec_for's under the warm
// allowance, which charges no start-up, and at least 1 ms of CPU (a cpu of 0
// is no limit).
Limits warm_limits(const Program& program, const Case& c, const GradeOptions& options) {
  Limits limits = run_spec_for(program, c, options, time_allowance(program, c, options.time_scale, true)).limits;
  limits.cpu = std::max(milliseconds(1), limits.cpu);
  limits.cpu_backstop = cpu_backstop(limits.cpu);
  limits.wall = wall_backstop(limits.cpu);
  return limits;
}

// The request for a case: "ROWS ENTRY [ARGS...]", then the grid as a run reads it.
std::string request_for(const Case& c) {
  CaseInput input = case_input(c);
  if (!input.stdin_text.empty() && input.stdin_text.back() != '\n') input.stdin_text += '\n';
  const auto rows = std::count(input.stdin_text.begin(), input.stdin_text.end(), '\n');
  return fmt::format("{} {}\n", rows, fmt::join(input.arguments, " ")) + input.stdin_text;
}

// One runtime of the driver's --serve, answering cases until one fails.
class WarmRuntime {
 public:
  /// Starts the runtime for `cases` (the backstops of its session cover them all).
  WarmRuntime(const Program& program, const std::vector<const Case*>& cases, const GradeOptions& options)
      : program_(program), session_(session_spec(program, cases, options)) {
    if (!session_.started() || !session_.counts_cpu()) return;
    // Nothing of the student's has run before 'started'; the runtime's own
    // start-up is bounded by the session's backstop and this wait.
    const auto deadline = steady_clock::now() + startup_allowance(program);
    std::string mark;
    while (steady_clock::now() < deadline) {
      const RunSession::Event event = session_.wait(kPoll * 10, mark);
      if (event == RunSession::Event::Quiet) continue;
      if (event == RunSession::Event::Mark && mark == kStarted) {
        const auto cpu = session_.cpu();
        if (!cpu) return;
        clock_ = *cpu;
        case_start_ = steady_clock::now();
        ready_ = true;
        session_.take_output();  // the runtime's own start, no case's
      }
      return;
    }
  }

  /// Whether it is up and waiting for a case.
  bool ready() const { return ready_; }

  /// Sends `c` and judges what comes back, under `limits`.
  JudgedRun answer(const Case& c, const Limits& limits) {
    if (!first_) case_start_ = steady_clock::now();
    const bool sent = session_.send(request_for(c));
    std::string mark;
    std::optional<Judgement> forged;
    enum class Outcome { Done, Ended, OutOfCpu, OutOfWall } outcome = Outcome::Ended;
    const milliseconds cpu_end = std::max(limits.cpu, limits.cpu_backstop);
    while (sent) {
      const RunSession::Event event = session_.wait(kPoll, mark);
      if (event == RunSession::Event::Ended) break;
      if (event == RunSession::Event::Flooded) {  // the session has stopped the program
        forged = Judgement{Verdict::RTE, flood_text(session_.flood().value_or(MarksFlood{})) +
                                             ", where only the driver marks its cases"};
        break;
      }
      if (event == RunSession::Event::Mark) {
        if (first_ && mark == kReady) continue;  // the student's import is over: it counts to this case
        if (mark == kDone) {
          outcome = Outcome::Done;
          break;
        }
        // The student's code shares the process and can write on fd 3.
        forged = Judgement{Verdict::RTE, fmt::format("wrote '{}' on the grader's channel (fd 3), where only the "
                                                     "driver marks its cases",
                                                     mark)};
        session_.stop();
        break;
      }
      const auto cpu = session_.cpu();
      if (cpu && to_ms(*cpu - clock_) >= cpu_end) {
        outcome = Outcome::OutOfCpu;
        session_.stop();
        break;
      }
      if (steady_clock::now() - case_start_ >= limits.wall) {
        outcome = Outcome::OutOfWall;
        session_.stop();
        break;
      }
    }
    first_ = false;
    JudgedRun run;
    RunFacts& facts = run.facts;
    if (outcome != Outcome::Done) {
      const RunFacts& ended = session_.end(milliseconds(0));
      facts.end = ended.end;
      facts.exit_code = ended.exit_code;
      facts.signal = ended.signal;
      facts.oom_killed = ended.oom_killed;
      facts.process_cap_hit = ended.process_cap_hit;
      facts.spawn_error = ended.spawn_error;
      facts.stopped = ended.stopped && runs_stopped();
      if (outcome == Outcome::OutOfCpu) {
        facts.end = RunFacts::End::Signaled;
        facts.signal = SIGKILL;
      } else if (outcome == Outcome::OutOfWall) {
        facts.end = RunFacts::End::WallTimeout;
        facts.signal = SIGKILL;
      }
      alive_ = false;
      ended_quietly_ = !forged && outcome == Outcome::Ended && facts.end == RunFacts::End::Exited &&
                       facts.exit_code == 0;
    } else {
      facts.end = RunFacts::End::Exited;
      facts.exit_code = 0;
    }
    const auto now_cpu = session_.cpu().value_or(clock_);
    facts.cpu = to_ms(now_cpu - clock_);
    clock_ = now_cpu;
    facts.wall = std::chrono::duration_cast<milliseconds>(steady_clock::now() - case_start_);
    facts.peak_rss_kb = session_.peak_kb();
    facts.memory_of_run = true;
    CaseOutput output = session_.take_output();
    facts.stdout_text = std::move(output.stdout_text);
    facts.stdout_truncated = output.stdout_truncated;
    facts.stderr_text = std::move(output.stderr_text);
    facts.stderr_truncated = output.stderr_truncated;
    run.judgement = forged ? std::move(*forged)
                           : judge_run(c, facts, limits, program_.kind, program_.sanitized, program_.names);
    return run;
  }

  /// Whether the program still runs (its last case ended in 'done').
  bool alive() const { return alive_; }
  /// Whether the runtime ended by exiting 0 in the middle of a case, which a
  /// served driver does only at the end of its requests.
  bool ended_quietly() const { return ended_quietly_; }

 private:
  static milliseconds startup_allowance(const Program& program) { return milliseconds(10000) + program.startup * 10; }

  static RunSpec session_spec(const Program& program, const std::vector<const Case*>& cases,
                              const GradeOptions& options) {
    RunSpec spec = run_spec_for(program, *cases.front(), options);  // memory, processes, the box, the folder
    spec.argv = program.serve_argv;
    spec.stdin_text.clear();
    milliseconds cpu = startup_allowance(program), wall = startup_allowance(program);
    for (const Case* c : cases) {
      const Limits limits = warm_limits(program, *c, options);
      cpu += std::max(limits.cpu, limits.cpu_backstop) + kPoll;
      wall += limits.wall;
    }
    spec.limits.cpu = cpu;  // the keeper's backstop on the whole runtime
    spec.limits.cpu_backstop = milliseconds(0);
    spec.limits.wall = wall;
    fit_heap(program, spec.argv, spec.limits);
    return spec;
  }

  const Program& program_;
  RunSession session_;
  bool ready_ = false;
  bool first_ = true;  // its clock started at 'started': the import is its
  bool alive_ = true;
  bool ended_quietly_ = false;
  std::chrono::microseconds clock_{0};
  steady_clock::time_point case_start_;
};

// Whether the runtime answers the next case after one with this verdict.
// A wrong answer came back whole from a process that returned normally, as
// a right one does: what it leaves carries like any case's (and Racket's
// start-up, 1.5 s, is dear to pay again for each). A crash, a kill, a
// broken or flooding answer, or a harness fault ends it.
bool keeps_runtime(Verdict verdict) {
  return verdict == Verdict::AC || verdict == Verdict::NI || verdict == Verdict::WA;
}

// A failure of the student's: JE is the harness's, and is graded again as a process (grade_warm).
bool failed(Verdict verdict) { return verdict != Verdict::AC && verdict != Verdict::NI && verdict != Verdict::JE; }

// After this many failures in a row that a fresh runtime showed to be the
// cases' own, the rest of a unit's failures are not run alone: each such run
// pays a start-up (Racket's 1.5 s, 3 s under load: two of them made a failing
// Racket grade 1.8x as long), and a student fixes a failure of the case's own
// first. Reset by a failure that is not.
constexpr int kMostOwnFailuresChecked = 1;

// Whether a failed case of a runtime is still run alone, to tell whether the
// cases before it explain the failure (judge/state_note.h).
class AloneChecks {
 public:
  bool left() const { return own_in_a_row_ < kMostOwnFailuresChecked; }
  void record(bool own) { own_in_a_row_ = own ? own_in_a_row_ + 1 : 0; }

 private:
  int own_in_a_row_ = 0;
};

CaseResult grade_in(WarmRuntime& runtime, const Program& program, const Case& c, const GradeOptions& options,
                    const std::vector<const Case*>& earlier, AloneChecks& checks) {
  const Limits limits = warm_limits(program, c, options);
  std::chrono::milliseconds time{0};
  const JudgedRun first = runtime.answer(c, limits);
  // What the case came to alone, in a fresh runtime: a rerun's verdict, or
  // the check's below. A run the machine starved (JE) tells nothing.
  std::optional<Verdict> alone;
  const auto run_alone = [&]() -> std::optional<JudgedRun> {
    WarmRuntime again(program, {&c}, options);
    if (!again.ready()) return std::nullopt;
    JudgedRun run = again.answer(c, limits);
    if (run.judgement.verdict != Verdict::JE) alone = run.judgement.verdict;
    return run;
  };
  // A rerun is a fresh runtime of this case alone.
  Judgement judgement = decide_with_reruns(c, limits, first, run_alone, time);
  explain_failure(
      program, c, [&](const Program& explaining) { return run_spec_for(explaining, c, options); }, time, judgement);
  // The cases before it are named only where they explain the failure: the
  // case, run alone, came out otherwise.
  if (failed(judgement.verdict) && !earlier.empty() && (alone || checks.left())) {
    if (!alone) run_alone();
    if (alone) {
      checks.record(*alone == judgement.verdict);
      if (*alone != judgement.verdict) judgement.reason += state_note(earlier, *alone);
    }
  }
  CaseResult result = case_result(c, std::move(judgement));
  result.time = time;
  set_limit(result, *limits.allowance);
  return result;
}

// The cases from `first` on, each as a process of its own, side by side
// under -j as grade_submission shares processes out.
void grade_as_processes(const Program& program, const std::vector<const Case*>& cases, std::size_t first,
                        const GradeOptions& options, const std::function<void(std::size_t, CaseResult)>& decided) {
  for_each_in_parallel(cases.size() - first, options.jobs, [&](std::size_t k) {
    decided(first + k, grade_case(program, *cases[first + k], options));
    return true;
  });
}

}  // namespace

bool runs_warm(const Program& program, const Case& c, const GradeOptions& options) {
  if (program.serve_argv.empty() || program.sanitized || c.fresh_process) return false;
  if (sudoku::entry_row(c.entry).takes == sudoku::Takes::TypedLines || !runs_driver(program.kind, c.entry))
    return false;
  const Sandbox* box = options.sandbox.get();
  return box && box->boxes() && box->features().cgroup && box->cgroup_roots() && box->cgroup_roots()->counts_cpu();
}

bool share_a_runtime(const Case& a, const Case& b) {
  return a.limits.memory_mb == b.limits.memory_mb && a.limits.processes == b.limits.processes;
}

std::vector<RunUnit> runtime_units(const std::vector<const Case*>& cases, const std::vector<std::size_t>& file_of,
                                   const std::vector<bool>& warm) {
  std::vector<RunUnit> units;
  // The runtime still taking cases, of the current file, for visible cases
  // [0] and hidden ones [1]: an index of units.
  std::optional<std::size_t> open[2];
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (i > 0 && file_of[i] != file_of[i - 1]) open[0] = open[1] = std::nullopt;
    std::optional<std::size_t>& runtime = open[cases[i]->visibility == Visibility::Hidden ? 1 : 0];
    if (!warm[i]) {
      // A process between two cases ends the runtime of its visibility, as it always ended the file's.
      units.push_back({{i}, false});
      runtime.reset();
    } else if (runtime && share_a_runtime(*cases[units[*runtime].cases.back()], *cases[i])) {
      units[*runtime].cases.push_back(i);
    } else {
      units.push_back({{i}, true});
      runtime = units.size() - 1;
    }
  }
  return units;
}

std::vector<CaseResult> grade_warm(const Program& program, const std::vector<const Case*>& cases,
                                   const GradeOptions& options) {
  std::vector<CaseResult> results(cases.size());
  grade_warm(program, cases, options, [&](std::size_t k, CaseResult result) { results[k] = std::move(result); });
  return results;
}

void grade_warm(const Program& program, const std::vector<const Case*>& cases, const GradeOptions& options,
                const std::function<void(std::size_t, CaseResult)>& decided) {
  std::size_t i = 0;
  // Runtimes in a row that failed their first case: a submission failing
  // case after case gains nothing from a runtime it restarts every time.
  int failed_at_once = 0;
  AloneChecks checks;
  while (i < cases.size()) {
    if (std::optional<Judgement> judgement = judge_before_run(*cases[i], program.kind)) {
      decided(i, case_result(*cases[i], std::move(*judgement)));
      ++i;
      continue;
    }
    const std::vector<const Case*> rest(cases.begin() + static_cast<std::ptrdiff_t>(i), cases.end());
    std::optional<WarmRuntime> runtime;
    try {
      runtime.emplace(program, rest, options);
    } catch (const std::exception&) {
      runtime.reset();
    }
    if (!runtime || !runtime->ready() || failed_at_once >= kMostFailedAtOnce) {
      // No runtime (the language's own start failed, or the box counts no
      // CPU), or one failing every case: each case as a process of its own,
      // which says why it fails. Which cases run so depends on verdicts
      // only, never on -j.
      grade_as_processes(program, cases, i, options, decided);
      break;
    }
    const std::size_t runtime_first = i;
    std::vector<const Case*> earlier;  // the cases this runtime answered, in order
    for (; i < cases.size(); ++i) {
      const Case& c = *cases[i];
      if (std::optional<Judgement> judgement = judge_before_run(c, program.kind)) {
        decided(i, case_result(c, std::move(*judgement)));
        continue;
      }
      CaseResult result;
      try {
        result = grade_in(*runtime, program, c, options, earlier, checks);
      } catch (const std::exception& e) {
        result = case_result(c, {Verdict::JE, fmt::format("the harness failed on this case: {}", e.what())});
      }
      // JE is the harness's fault, never the student's: a served driver that
      // exits 125 (a student who closed its stdin), or a runtime the grader
      // lost, is no reason. The case is graded again as a process of its own.
      // So is a runtime that exited 0 mid-case, which a served driver does
      // only at the end of its requests: a student's own exit(0) gets the
      // same RTE as a process.
      if (result.verdict == Verdict::JE || runtime->ended_quietly()) result = grade_case(program, c, options);
      earlier.push_back(&c);
      const bool keeps = runtime->alive() && keeps_runtime(result.verdict);
      decided(i, std::move(result));
      if (!keeps) {
        failed_at_once = i == runtime_first ? failed_at_once + 1 : 0;
        ++i;
        break;  // a fresh runtime for the rest
      }
    }
  }
}

}  // namespace harness
