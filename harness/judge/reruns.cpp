#include "judge/reruns.h"

#include <fmt/format.h>

#include "cases/yardstick.h"
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

}  // namespace

Judgement decide_with_reruns(const Case& c, const Limits& limits, JudgedRun first,
                             const std::function<std::optional<JudgedRun>()>& again, std::chrono::milliseconds& time) {
  JudgedRun fastest = std::move(first);
  int runs = 1, deciding = 1;
  const std::string first_tle = fastest.judgement.verdict == Verdict::TLE ? first_tle_words(fastest, limits) : "";
  while (fastest.judgement.verdict == Verdict::TLE && near_the_edge(fastest.facts, limits) && runs < kMostRuns) {
    std::optional<JudgedRun> next = again();
    if (!next) break;
    ++runs;
    if (next->judgement.verdict != Verdict::TLE || next->facts.cpu < fastest.facts.cpu) {
      fastest = std::move(*next);
      deciding = runs;
    }
  }
  time = fastest.facts.cpu;
  Judgement judgement = std::move(fastest.judgement);
  if (judgement.verdict == Verdict::TLE) {
    if (runs > 1) judgement.reason += fmt::format(" (TLE in {} of {} runs)", runs, runs);
    judgement.reason += calibration_note(c, limits);
  } else if (deciding > 1) {
    const std::string rerun = fmt::format("{} on the {} run (the first: TLE, {})", to_string(judgement.verdict),
                                          ordinal(deciding), first_tle);
    judgement.reason = judgement.reason.empty() ? rerun : judgement.reason + "; " + rerun;
  }
  return judgement;
}

}  // namespace harness
