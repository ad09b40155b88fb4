// A TLE near its limit run again: which run decides, and how the reason says
// so, with the limit's basis (Limits::allowance) where classify words it.
#include "judge/reruns.h"

#include <catch2/catch.hpp>

#include "case_builders.h"
#include "report/redact.h"
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

TEST_CASE("a TLE's yardstick is in the student's language: the document-style program's time there, or none",
          "[reruns]") {
  struct Row {
    const char* name;
    const char* word;      // the allowance's --language word; "" for no allowance at all
    const char* language;  // as people read it
    std::map<std::string, milliseconds> document_cpu;
    const char* ending;  // what the reason ends with after the limit's words; "" for nothing
  };
  const std::map<std::string, milliseconds> measured = {{"python", milliseconds(7012)}, {"racket", milliseconds(560)}};
  const Row rows[] = {
      {"Python, measured", "python", "Python", measured,
       "; written the way the document teaches, a Python solver needed about 7,012 ms of CPU on this case"},
      {"Racket, measured", "racket", "Racket", measured,
       "; written the way the document teaches, a Racket solver needed about 560 ms of CPU on this case"},
      {"Java, not measured: no C++ time in its place", "java", "Java", measured, ""},
      {"Python, a case without figures", "python", "Python", {}, ""},
      {"an executable: its language unknown", "executable", "", measured, ""},
      {"C++: the C++ reference, run here", "cpp", "", measured, "(the C++ reference)"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.name);
    Case c = case_builders::solve_case(Entry::Solve, case_builders::kPuzzle, true);
    c.document_cpu = row.document_cpu;
    TimeAllowance allowance;
    allowance.stated = milliseconds(1000);
    allowance.language = row.language;
    allowance.language_word = row.word;
    Limits limits;
    limits.cpu = cpu_limit(allowance);
    limits.allowance = allowance;
    milliseconds time{0};
    // Twice the limit: not near it, so one run decides.
    const Judgement tle = decide_with_reruns(
        c, limits, exited_after(milliseconds(2000), limits), [] { return std::optional<JudgedRun>(); }, time);
    REQUIRE(tle.verdict == Verdict::TLE);
    const std::string words = "cpu time 2000 ms, over the limit of 1000 ms" +
                              std::string(*row.language ? std::string(" (1,000 x ") + row.language + " 1)" : "");
    CAPTURE(tle.reason);
    REQUIRE(tle.reason.rfind(words, 0) == 0);
    if (std::string(row.word) == "cpp") {
      CHECK_THAT(tle.reason, Catch::EndsWith(row.ending));
    } else {
      CHECK(tle.reason.substr(words.size()) == row.ending);
    }
    CHECK_THAT(tle.reason, !Catch::Contains("C++") || Catch::EndsWith("(the C++ reference)"));

    // A hidden case's reason, this clause with it, never reaches a student.
    CaseResult result;
    result.name = "hidden";
    result.visibility = Visibility::Hidden;
    result.verdict = tle.verdict;
    result.reason = tle.reason;
    GradeResult grade;
    grade.files.push_back({"cases/a.yaml", "A", {result}});
    CHECK(redacted_for(grade, Audience::Student).files[0].cases[0].reason.empty());
  }
}
