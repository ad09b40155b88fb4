// What a case's CPU limit is made of, as a table: the case file's limit, the
// scale, the language's factor, --sanitize's, the start-up of a process; and
// a Racket case's limit carried to the words of its TLE.
#include "judge/time_allowance.h"

#include <catch2/catch.hpp>

#include "case_builders.h"
#include "cases/case_loader.h"
#include "judge/grade_case.h"
#include "judge/judge.h"
#include "lang/language.h"

using namespace harness;
using std::chrono::milliseconds;

namespace {

Program program_in(Language language, double extra_factor, milliseconds startup, bool sanitized = false) {
  Program program;
  program.language = &language_row(language);
  program.time_factor = program.language->time_factor * extra_factor;
  program.startup = startup;
  program.sanitized = sanitized;
  return program;
}

Case case_of(int limit_ms) {
  Case c;
  c.limits.time = milliseconds(limit_ms);
  return c;
}

}  // namespace

TEST_CASE("a limit says what it was made of, and nothing when it is the case file's own", "[time_allowance]") {
  struct Row {
    const char* name;
    Program program;
    int stated;
    double scale;
    bool warm;
    long long limit;
    const char* basis;
  };
  const Row rows[] = {
      {"C++", program_in(Language::Cpp, 1, milliseconds(0)), 2000, 1, false, 2000, ""},
      {"Racket, warm", program_in(Language::Racket, 1, milliseconds(400)), 2000, 1, true, 8000, "2 s (Racket gets 4x)"},
      {"Racket, a process a case", program_in(Language::Racket, 1, milliseconds(400)), 2000, 1, false, 8400,
       "2 s (Racket gets 4x, + 400 ms start-up)"},
      {"Python, warm", program_in(Language::Python, 1, milliseconds(30)), 1000, 1, true, 1000, ""},
      {"Java, a process a case", program_in(Language::Java, 1, milliseconds(150)), 2000, 1, false, 2150,
       "2 s (+ 150 ms start-up)"},
      {"C++, scaled", program_in(Language::Cpp, 1, milliseconds(0)), 2000, 1.5, false, 3000,
       "2 s (1.5x by --time-scale)"},
      {"C++, sanitized", program_in(Language::Cpp, 4, milliseconds(0), true), 500, 1, false, 2000,
       "500 ms (4x for --sanitize)"},
      {"Racket, sanitized and scaled", program_in(Language::Racket, 4, milliseconds(0), true), 1000, 2, true, 32000,
       "1 s (2x by --time-scale, Racket gets 4x, 4x for --sanitize)"},
      {"an executable", program_in(Language::Executable, 1, milliseconds(0)), 1000, 1, false, 1000, ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.name);
    const TimeAllowance allowance = time_allowance(row.program, case_of(row.stated), row.scale, row.warm);
    CHECK(cpu_limit(allowance).count() == row.limit);
    CHECK(limit_basis(allowance) == row.basis);
  }
}

TEST_CASE("a hand-made program without a language still says its factor", "[time_allowance]") {
  Program program;
  program.time_factor = 3;
  const TimeAllowance allowance = time_allowance(program, case_of(100), 1, true);
  CHECK(cpu_limit(allowance).count() == 300);
  CHECK(limit_basis(allowance) == "100 ms (3x more)");
}

TEST_CASE("a language is named beside its factor as its row says, where the factor changes the limit",
          "[time_allowance]") {
  struct Row {
    const char* name;
    Language language;
    bool names_its_factor;
    const char* basis;
  };
  const Row rows[] = {
      {"Python, as its row is: a factor of 1 changes nothing", Language::Python, true, ""},
      {"Python, a row that names no factor", Language::Python, false, ""},
      {"C++, as its row is", Language::Cpp, false, ""},
      {"C++, a row that names its factor, 1", Language::Cpp, true, ""},
      {"Racket, a row that names no factor: its factor is still the limit's", Language::Racket, false, "1 s (4x more)"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.name);
    LanguageRow language = language_row(row.language);
    language.names_its_factor = row.names_its_factor;
    Program program = program_in(row.language, 1, milliseconds(0));
    program.language = &language;
    const TimeAllowance allowance = time_allowance(program, case_of(1000), 1, true);
    CHECK(limit_basis(allowance) == row.basis);
    CHECK(cpu_limit(allowance).count() == 1000 * static_cast<long long>(language.time_factor));
  }
}

TEST_CASE("a Racket case's limit reaches its TLE's reason through classify, as a process and in a warm runtime",
          "[time_allowance]") {
  Case c = case_builders::solve_case(Entry::Solve, case_builders::kPuzzle, true);
  c.limits.time = milliseconds(2000);
  Program program = program_in(Language::Racket, 1, milliseconds(400));
  program.argv = {"racket", "/submission/driver/racket_driver.rkt", "/submission/src/sudoku.rkt"};
  program.kind = ProgramKind::Driver;
  RunFacts facts;
  facts.end = RunFacts::End::Exited;
  facts.cpu = milliseconds(9000);

  const RunSpec process = run_spec_for(program, c, GradeOptions{});
  CHECK(process.limits.cpu.count() == 8400);
  const Judgement alone = judge_run(c, facts, process.limits, program.kind);
  CHECK(alone.verdict == Verdict::TLE);
  CHECK(alone.reason ==
        "cpu time 9000 ms, over the limit of 8400 ms (the case's 2 s, Racket gets 4x, + 400 ms start-up)");

  const RunSpec warm = run_spec_for(program, c, GradeOptions{}, time_allowance(program, c, 1, true));
  const Judgement served = judge_run(c, facts, warm.limits, program.kind);
  CHECK(served.verdict == Verdict::TLE);
  CHECK(served.reason == "cpu time 9000 ms, over the limit of 8000 ms (the case's 2 s, Racket gets 4x)");

  // C++: the limit is the case file's own, nothing to add.
  const Program cpp = program_in(Language::Cpp, 1, milliseconds(0));
  const Judgement plain = judge_run(c, facts, run_spec_for(cpp, c, GradeOptions{}).limits, cpp.kind);
  CHECK(plain.reason == "cpu time 9000 ms, over the limit of 2000 ms");
}

TEST_CASE("a result keeps the limit it ran under and its basis", "[time_allowance]") {
  CaseResult result;
  set_limit(result, time_allowance(program_in(Language::Racket, 1, milliseconds(0)), case_of(2000), 1, true));
  CHECK(result.limit.count() == 8000);
  CHECK(result.limit_basis == "2 s (Racket gets 4x)");
}

TEST_CASE("a case file's own factor for a language takes the row's place, beside --sanitize's and the scale",
          "[time_allowance]") {
  struct Row {
    const char* name;
    Program program;
    std::map<std::string, double> own;
    long long limit;
    const char* basis;
  };
  const std::map<std::string, double> java_assignment = {{"python", 12}, {"racket", 2.5}};
  const Row rows[] = {
      {"Python, the file's own", program_in(Language::Python, 1, milliseconds(0)), java_assignment, 12000,
       "1 s (Python gets 12x)"},
      {"Racket, the file's own, below the row's", program_in(Language::Racket, 1, milliseconds(0)), java_assignment,
       2500, "1 s (Racket gets 2.5x)"},
      {"Java, left out: the row's", program_in(Language::Java, 1, milliseconds(0)), java_assignment,
       static_cast<long long>(1000 * language_row(Language::Java).time_factor), ""},
      {"C++: no factor of its own to replace",
       program_in(Language::Cpp, 1, milliseconds(0)),
       {{"python", 12}},
       1000,
       ""},
      {"an executable: none either", program_in(Language::Executable, 1, milliseconds(0)), {{"python", 12}}, 1000, ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.name);
    Case c = case_of(1000);
    c.limits.language_factors = row.own;
    const TimeAllowance allowance = time_allowance(row.program, c, 1, true);
    CHECK(cpu_limit(allowance).count() == row.limit);
    if (*row.basis) CHECK(limit_basis(allowance) == row.basis);
  }
  // With --sanitize (Python has none, but a hand-made program may) and a scale: the file's factor replaces the
  // row's alone.
  Case c = case_of(1000);
  c.limits.language_factors = java_assignment;
  const TimeAllowance scaled = time_allowance(program_in(Language::Python, 4, milliseconds(0), true), c, 2, true);
  CHECK(cpu_limit(scaled).count() == 1000 * 2 * 12 * 4);
  CHECK(limit_basis(scaled) == "1 s (2x by --time-scale, Python gets 12x, 4x for --sanitize)");
}

TEST_CASE("a case file may set a factor for each language whose limits name one, and for no other",
          "[time_allowance]") {
  for (const LanguageRow& row : language_table()) {
    CAPTURE(row.word);
    const std::string text = std::string("title: t\nsource: s\ntime_factors: {") + row.word +
                             ": 2}\ndefaults: {}\ncases:\n  - {name: a, entry: solve, puzzle: \"" +
                             std::string(81, '0') + "\", expect: {solvable: true}}\n";
    if (row.names_its_factor) {
      CHECK(parse_case_file(text, "t.yaml").cases[0].limits.language_factors.at(row.word) == 2);
    } else {
      CHECK_THROWS_WITH(parse_case_file(text, "t.yaml"), Catch::Contains("'time_factors' has no language"));
    }
  }
}
