#include "report/case_time.h"

#include <catch2/catch.hpp>

using namespace harness;
using std::chrono::milliseconds;

// Issue 40: "4 ms of 1,000 (1,000 x Python 1)" was a sum a student had to
// decode; the limit reads as a limit, in seconds, the language's share said
// in words, and a factor of 1 not at all.
TEST_CASE("a case's time shows with its limit and how the limit was made", "[case_time]") {
  const auto [time, limit, basis, words] = GENERATE(table<int, int, const char*, const char*>({
      {5658, 8000, "2 s (Racket gets 4x)", "5,658 ms, limit 2 s (Racket gets 4x)"},
      {12, 2000, "", "12 ms, limit 2 s"},
      {4, 1000, "", "4 ms, limit 1 s"},
      {30, 1500, "", "30 ms, limit 1.5 s"},
      {30, 250, "", "30 ms, limit 250 ms"},
      {0, 0, "", "0 ms"},  // not run, or a report from before limits were shown
      {1500, 0, "", "1,500 ms"},
  }));
  CaseResult c;
  c.time = milliseconds(time);
  c.limit = milliseconds(limit);
  c.limit_basis = basis;
  CHECK(case_time(c) == words);
}

TEST_CASE("a hidden case's time, redacted, says only what its verdict says", "[case_time]") {
  const auto [verdict, time, limit, words] = GENERATE(table<Verdict, int, int, const char*>({
      {Verdict::AC, 0, 2000, "within the limit of 1 s (Python gets 2x)"},
      {Verdict::AC, 1999, 2000, "within the limit of 1 s (Python gets 2x)"},
      {Verdict::RTE, 720, 2000, "within the limit of 1 s (Python gets 2x)"},
      {Verdict::TLE, 2000, 2000, "over the limit of 1 s (Python gets 2x)"},
      {Verdict::TLE, 2720, 2000, "over the limit of 1 s (Python gets 2x)"},
      {Verdict::NI, 0, 0, "not shown"},
      {Verdict::AC, 80, 0, "not shown"},  // a report from before limits were shown
  }));
  CaseResult c;
  c.verdict = verdict;
  c.time = milliseconds(time);
  c.limit = milliseconds(limit);
  c.limit_basis = limit > 0 ? "1 s (Python gets 2x)" : "";
  c.redacted = true;
  CHECK(case_time(c) == words);
}
