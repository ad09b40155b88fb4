// The reruns of a case from recorded runs (no program starts): a TLE near its
// limit run again, the fastest deciding; a run the machine starved run again
// after a pause from the share it got, and a case starved in every run not
// judged (JE, the harness's side), never TLE; and how each reason says so,
// with the limit's basis (Limits::allowance) where classify words it.
#include "judge/reruns.h"

#include <signal.h>

#include <catch2/catch.hpp>

#include <vector>

#include "case_builders.h"
#include "report/redact.h"
#include "verdict/classify.h"
#include "verdict/time_policy.h"

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
  limits.wall = wall_backstop(limits.cpu);
  return limits;
}

// A case file's own limit of a second, its wall backstop 4 s.
Limits second_limits() {
  Limits limits;
  limits.cpu = milliseconds(1000);
  limits.wall = wall_backstop(limits.cpu);
  return limits;
}

// A run with these figures, judged as judge_run would: its resources first, else AC (exit 3: RTE).
JudgedRun judged(RunFacts::End end, milliseconds cpu, milliseconds wall, const Limits& limits, int code_or_signal = 0) {
  JudgedRun run;
  run.facts.end = end;
  run.facts.cpu = cpu;
  run.facts.wall = wall;
  if (end == RunFacts::End::Exited) run.facts.exit_code = code_or_signal;
  else run.facts.signal = code_or_signal;
  run.judgement = classify(run.facts, limits).value_or(Judgement{Verdict::AC, ""});
  return run;
}

JudgedRun exited_after(milliseconds cpu, const Limits& limits, int code = 0) {
  return judged(RunFacts::End::Exited, cpu, cpu + milliseconds(20), limits, code);
}
JudgedRun starved_with(milliseconds cpu, const Limits& limits) {
  return judged(RunFacts::End::WallTimeout, cpu, limits.wall, limits, SIGKILL);
}
JudgedRun runaway(const Limits& limits) {
  return judged(RunFacts::End::Signaled, cpu_backstop(limits.cpu), cpu_backstop(limits.cpu), limits, SIGKILL);
}

}  // namespace

TEST_CASE("the runs of a case decide it from their recorded CPU and wall, whatever the machine's load", "[reruns]") {
  const Case c = case_builders::solve_case(Entry::Solve, case_builders::kPuzzle, true);
  const Limits second = second_limits();
  const Limits racket = racket_limits();
  struct Row {
    const char* what;
    Limits limits;
    std::vector<JudgedRun> runs;  // the first, then each rerun `again` gives
    Verdict verdict;
    std::string reason;  // a TLE's before the yardstick's clause
    int runs_made;
    std::vector<milliseconds> pauses;
    milliseconds time;
  };
  const Row rows[] = {
      {"at the edge to the last run: the basis named once",
       racket,
       {exited_after(milliseconds(8100), racket), exited_after(milliseconds(8200), racket),
        exited_after(milliseconds(8200), racket)},
       Verdict::TLE,
       "cpu time 8100 ms, over the limit of 8000 ms (the case's 2 s, Racket gets 4x) (TLE in 3 of 3 runs)",
       3,
       {},
       milliseconds(8100)},
      {"at the edge, then in time: the first's bare limit quoted",
       racket,
       {exited_after(milliseconds(8100), racket), exited_after(milliseconds(7000), racket)},
       Verdict::AC,
       "AC on the second run (the first: TLE, cpu time 8100 ms, over the limit of 8000 ms)",
       2,
       {},
       milliseconds(7000)},
      {"at the edge, then an exit 3 in time",
       second,
       {exited_after(milliseconds(1080), second), exited_after(milliseconds(900), second, 3)},
       Verdict::RTE,
       "exit code 3; RTE on the second run (the first: TLE, cpu time 1080 ms, over the limit of 1000 ms)",
       2,
       {},
       milliseconds(900)},
      {"far over: one run",
       second,
       {exited_after(milliseconds(1500), second)},
       Verdict::TLE,
       "cpu time 1500 ms, over the limit of 1000 ms",
       1,
       {},
       milliseconds(1500)},
      // Recorded at a load of 14-17 on 2 cores: correct runs stopped at the backstop with 612-880 ms of 1000.
      {"starved in every run: not judged, the harness's side",
       second,
       {starved_with(milliseconds(612), second), starved_with(milliseconds(880), second),
        starved_with(milliseconds(400), second), starved_with(milliseconds(400), second)},
       Verdict::JE,
       "not judged: the machine was overloaded (in 4 runs, each stopped at the wall backstop of 4000 ms, it had at "
       "most 880 ms of its 1000 ms of CPU)",
       4,
       {milliseconds(2535), milliseconds(545), milliseconds(4000)},
       milliseconds(880)},
      {"starved, then given its CPU: accepted",
       second,
       {starved_with(milliseconds(612), second), exited_after(milliseconds(700), second)},
       Verdict::AC,
       "AC on the second run (the first: not judged, the machine was overloaded)",
       2,
       {milliseconds(2535)},
       milliseconds(700)},
      {"a loop for ever, starved twice, then given its CPU: its own TLE, no machine blamed",
       second,
       {starved_with(milliseconds(400), second), starved_with(milliseconds(400), second), runaway(second)},
       Verdict::TLE,
       "cpu time 1201 ms, over the limit of 1000 ms",
       3,
       {milliseconds(4000), milliseconds(4000)},
       milliseconds(1201)},
      {"at the edge, then starved in every rerun: its TLE stands, on its one judged run",
       second,
       {exited_after(milliseconds(1080), second), starved_with(milliseconds(880), second),
        starved_with(milliseconds(880), second), starved_with(milliseconds(880), second),
        starved_with(milliseconds(880), second)},
       Verdict::TLE,
       "cpu time 1080 ms, over the limit of 1000 ms",
       5,
       {milliseconds(545), milliseconds(545), milliseconds(545)},
       milliseconds(1080)},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    std::size_t next = 1;
    std::vector<milliseconds> pauses;
    milliseconds time{0};
    const Judgement judgement = decide_with_reruns(
        c, row.limits, row.runs.front(),
        [&]() -> std::optional<JudgedRun> {
          REQUIRE(next < row.runs.size());
          return row.runs[next++];
        },
        time,
        [&](milliseconds pause) {
          pauses.push_back(pause);
          return true;
        });
    CHECK(judgement.verdict == row.verdict);
    // A TLE's reason ends with what the document's algorithm needs here (the yardstick's clause).
    if (judgement.verdict == Verdict::TLE) CHECK(judgement.reason.substr(0, judgement.reason.find(';')) == row.reason);
    else CHECK(judgement.reason == row.reason);
    CHECK(static_cast<int>(next) == row.runs_made);
    CHECK(pauses == row.pauses);
    CHECK(time == row.time);
    // A TLE never says the machine was at fault, nor is overload ever the student's.
    if (judgement.verdict == Verdict::TLE) {
      CHECK_THAT(judgement.reason, !Catch::Contains("machine") && !Catch::Contains("busy"));
    }
  }
}

TEST_CASE("a stop request during a starved run's pause leaves the case not judged, with the runs so far", "[reruns]") {
  const Case c = case_builders::solve_case(Entry::Solve, case_builders::kPuzzle, true);
  const Limits limits = second_limits();
  int reruns = 0;
  milliseconds time{0};
  const Judgement judgement = decide_with_reruns(
      c, limits, starved_with(milliseconds(612), limits),
      [&]() -> std::optional<JudgedRun> {
        ++reruns;
        return std::nullopt;
      },
      time, [](milliseconds) { return false; });
  CHECK(reruns == 0);
  CHECK(judgement.verdict == Verdict::JE);
  CHECK(judgement.reason ==
        "not judged: the machine was overloaded (still running at the wall backstop of 4000 ms with 612 ms of its "
        "1000 ms of CPU)");
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
      // Issue 40: a Racket student was told "the document's brute force needs 0 ms here (the C++ reference)".
      {"Racket, measured at 0 ms: less than 1 ms, never 0 ms",
       "racket",
       "Racket",
       {{"racket", milliseconds(0)}},
       "; written the way the document teaches, a Racket solver needed less than 1 ms of CPU on this case"},
      {"Racket, not measured: no C++ time in its place", "racket", "Racket", {{"python", milliseconds(3)}}, ""},
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
    // A factor of 1 is not named beside the limit.
    const std::string words = "cpu time 2000 ms, over the limit of 1000 ms";
    CAPTURE(tle.reason);
    REQUIRE(tle.reason.rfind(words, 0) == 0);
    if (std::string(row.word) == "cpp") {
      CHECK_THAT(tle.reason, Catch::EndsWith(row.ending));
    } else {
      CHECK(tle.reason.substr(words.size()) == row.ending);
    }
    CHECK_THAT(tle.reason, !Catch::Contains("C++") || Catch::EndsWith("(the C++ reference)"));
    CHECK_THAT(tle.reason, !Catch::Contains(" 0 ms"));

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
