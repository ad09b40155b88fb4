#include "judge/reruns.h"

#include <algorithm>
#include <thread>

#include <fmt/format.h>

#include "cases/yardstick.h"
#include "run/process.h"
#include "verdict/classify.h"
#include "verdict/time_policy.h"

namespace harness {
namespace {

// A TLE says what its limit was set against, in the student's own language:
// for C++, the document's algorithm, run here on the same case and stopped at
// the same limit (so a TLE case costs at most twice its limit); for another
// language, what the program written the way the document teaches needed in
// it, as the case file records (bench/document_style.sh); where neither is
// known, nothing - a C++ time says nothing true about a Python program. Here,
// not in judge_run, which stays pure; a hidden case's reason, this clause
// with it, is blanked by report/redact.h.
std::string calibration_note(const Case& c, const Limits& limits) {
  const std::string word = limits.allowance ? limits.allowance->language_word : "";
  if (word == "cpp") {
    const std::optional<YardstickRun> run = run_yardstick(c, limits.cpu);
    return run ? "; " + tle_note(*run, limits.cpu) : "";
  }
  const auto measured = c.document_cpu.find(word);
  if (measured == c.document_cpu.end()) return "";
  return "; " +
         document_style_note(limits.allowance->language.empty() ? word : limits.allowance->language, measured->second);
}

// "second" for 2: how a report says which run decided.
std::string ordinal(int run) {
  static const char* const kWords[] = {"first", "second", "third"};
  return run >= 1 && run <= 3 ? kWords[run - 1] : std::to_string(run) + "th";
}

// The first run's TLE as a later run's reason quotes it, "(the first: TLE,
// cpu time 1080 ms, over the limit of 1000 ms)": the limit's number alone,
// without its basis in parentheses of its own (the result shows the basis
// beside its time).
std::string first_tle_words(const JudgedRun& first, const Limits& limits) {
  Limits bare = limits;
  bare.allowance.reset();
  const std::optional<Judgement> words = classify(first.facts, bare);
  return words ? words->reason : first.judgement.reason;
}

// The case when the machine starved every run: the harness's side, in words
// that say so plainly and blame nothing on the program.
Judgement not_judged(const std::vector<JudgedRun>& runs, const Limits& limits, std::chrono::milliseconds& time) {
  std::chrono::milliseconds most{0};
  for (const JudgedRun& run : runs) most = std::max(most, run.facts.cpu);
  time = most;
  if (runs.size() == 1) return runs.front().judgement;  // classify's words for the one run
  return Judgement{Verdict::JE,
                   fmt::format("not judged: the machine was overloaded (in {} runs, each stopped at the wall "
                               "backstop of {} ms, it had at most {} ms of its {} ms of CPU)",
                               runs.size(), limits.wall.count(), most.count(), limits.cpu.count())};
}

}  // namespace

bool wait_for_room(std::chrono::milliseconds pause) {
  const auto until = std::chrono::steady_clock::now() + pause;
  while (!runs_stopped()) {
    const auto now = std::chrono::steady_clock::now();
    if (now >= until) return true;
    // Short steps: a stop request (run/process.h stop_all_runs) is not kept waiting.
    std::this_thread::sleep_for(
        std::min<std::chrono::steady_clock::duration>(until - now, std::chrono::milliseconds(50)));
  }
  return false;
}

Judgement decide_with_reruns(const Case& c, const Limits& limits, JudgedRun first,
                             const std::function<std::optional<JudgedRun>()>& again, std::chrono::milliseconds& time,
                             const std::function<bool(std::chrono::milliseconds)>& pause) {
  std::vector<JudgedRun> runs;
  std::vector<TimedRun> figures;  // what the policy reads: the runs' figures, not their output
  const auto add = [&](JudgedRun run) {
    TimedRun timed{run.facts, run.judgement.verdict};
    timed.facts.stdout_text.clear();
    timed.facts.stderr_text.clear();
    figures.push_back(std::move(timed));
    runs.push_back(std::move(run));
  };
  add(std::move(first));
  NextStep step = next_step(figures, limits);
  while (step.kind == NextStep::Kind::RunAgain) {
    if (step.pause.count() > 0 && !pause(step.pause)) break;
    std::optional<JudgedRun> next = again();
    if (!next) break;  // the runs so far decide
    add(std::move(*next));
    step = next_step(figures, limits);
  }
  if (step.judged == 0) return not_judged(runs, limits, time);
  JudgedRun& deciding = runs[step.deciding];
  time = deciding.facts.cpu;
  Judgement judgement = std::move(deciding.judgement);
  if (judgement.verdict == Verdict::TLE) {
    // The judged runs alone: a run the machine starved is no TLE of the student's.
    if (step.judged > 1) judgement.reason += fmt::format(" (TLE in {} of {} runs)", step.judged, step.judged);
    judgement.reason += calibration_note(c, limits);
  } else if (step.deciding > 0) {
    const JudgedRun& run_one = runs.front();
    const std::string first_was = run_one.judgement.verdict == Verdict::TLE ? "TLE, " + first_tle_words(run_one, limits)
                                                                            : "not judged, the machine was overloaded";
    const std::string rerun = fmt::format("{} on the {} run (the first: {})", to_string(judgement.verdict),
                                          ordinal(static_cast<int>(step.deciding) + 1), first_was);
    judgement.reason = judgement.reason.empty() ? rerun : judgement.reason + "; " + rerun;
  }
  return judgement;
}

}  // namespace harness
