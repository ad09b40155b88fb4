// What a case's CPU limit is made of, as a table: the case file's limit, the
// scale, the language's factor, --sanitize's, the start-up of a process.
#include "judge/time_allowance.h"

#include <catch2/catch.hpp>

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
      {"Racket, warm", program_in(Language::Racket, 1, milliseconds(400)), 2000, 1, true, 8000, "2,000 x Racket 4"},
      {"Racket, a process a case", program_in(Language::Racket, 1, milliseconds(400)), 2000, 1, false, 8400,
       "2,000 x Racket 4 + 400 start-up"},
      {"Python, warm", program_in(Language::Python, 1, milliseconds(30)), 1000, 1, true, 1000, "1,000 x Python 1"},
      {"Java, a process a case", program_in(Language::Java, 1, milliseconds(150)), 2000, 1, false, 2150,
       "2,000 x Java 1 + 150 start-up"},
      {"C++, scaled", program_in(Language::Cpp, 1, milliseconds(0)), 2000, 1.5, false, 3000, "2,000 x scale 1.5"},
      {"C++, sanitized", program_in(Language::Cpp, 4, milliseconds(0), true), 500, 1, false, 2000,
       "500 x sanitizers 4"},
      {"Racket, sanitized and scaled", program_in(Language::Racket, 4, milliseconds(0), true), 1000, 2, true, 32000,
       "1,000 x scale 2 x Racket 4 x sanitizers 4"},
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
  CHECK(limit_basis(allowance) == "100 x factor 3");
}

TEST_CASE("a TLE names its limit's basis where it names the limit, other verdicts are left alone", "[time_allowance]") {
  const TimeAllowance racket = time_allowance(program_in(Language::Racket, 1, milliseconds(0)), case_of(2000), 1, true);
  Judgement tle{Verdict::TLE, "cpu time 8123 ms, over the limit of 8000 ms; the document's brute force needs 65 ms"};
  explain_limit(tle, racket);
  CHECK(tle.reason ==
        "cpu time 8123 ms, over the limit of 8000 ms (2,000 x Racket 4); the document's brute force needs 65 ms");
  // Waiting is TLE too, but names no limit to explain.
  Judgement waited{Verdict::TLE, "waited 24000 ms using 3 ms of CPU: sleeping, or blocked on input"};
  explain_limit(waited, racket);
  CHECK(waited.reason == "waited 24000 ms using 3 ms of CPU: sleeping, or blocked on input");
  Judgement wa{Verdict::WA, "over the limit of 8000 ms"};   // a student's own words, not the grader's
  explain_limit(wa, racket);
  CHECK(wa.reason == "over the limit of 8000 ms");
  // C++: the limit is the case file's own, nothing to add.
  Judgement plain{Verdict::TLE, "cpu time 2100 ms, over the limit of 2000 ms"};
  explain_limit(plain, time_allowance(program_in(Language::Cpp, 1, milliseconds(0)), case_of(2000), 1, false));
  CHECK(plain.reason == "cpu time 2100 ms, over the limit of 2000 ms");
}

TEST_CASE("a result keeps the limit it ran under and its basis", "[time_allowance]") {
  CaseResult result;
  set_limit(result, time_allowance(program_in(Language::Racket, 1, milliseconds(0)), case_of(2000), 1, true));
  CHECK(result.limit.count() == 8000);
  CHECK(result.limit_basis == "2,000 x Racket 4");
}
