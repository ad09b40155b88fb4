#include "judge/sanitize_suggestion.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "prepare/sanitize.h"

using namespace harness;

namespace {

CaseResult case_with(Verdict verdict, std::string reason, std::string details = "") {
  CaseResult c;
  c.name = "example 1";
  c.verdict = verdict;
  c.reason = std::move(reason);
  c.details = std::move(details);
  return c;
}

GradeResult with_cases(std::vector<CaseResult> cases) {
  GradeResult result;
  result.files.push_back({"cases.yaml", "t", std::move(cases)});
  return result;
}

}  // namespace

TEST_CASE("a memory bug's signs are told from a plain logic bug's", "[sanitize]") {
  const std::vector<std::pair<CaseResult, std::string>> table = {
      {case_with(Verdict::RTE, "killed by signal 11 (SIGSEGV), inside checkSudoku"), "killed by SIGSEGV"},
      {case_with(Verdict::RTE, "killed by signal 7 (SIGBUS), inside solve"), "killed by SIGBUS"},
      {case_with(Verdict::RTE, "killed by signal 6 (SIGABRT), inside solve",
                 "free(): double free detected in tcache 2\n"),
       "glibc reported \"double free\""},
      {case_with(Verdict::RTE, "killed by signal 6 (SIGABRT)", "*** stack smashing detected ***: terminated\n"),
       "glibc reported \"stack smashing detected\""},
      {case_with(Verdict::WA, "returned True, but the board breaks a rule: row 5: expected 9 cells, found 8"),
       "a wrong answer for a board of the wrong shape"},
      {case_with(Verdict::WA, "the grid is no solution: row 2, column 3: 32767 is out of range 1-9"),
       "a value out of range in the answer"},
      // No sign: a stack overflow, a logic bug, a hard-coded answer, an exception, a slow or greedy solver.
      {case_with(Verdict::RTE, "recursion too deep or without end in solve (killed by signal 11 (SIGSEGV))"), ""},
      {case_with(Verdict::WA, "returned False but the puzzle has a solution"), ""},
      {case_with(Verdict::WA, "changed the given 7 at row 1, column 1"), ""},
      {case_with(Verdict::RTE, "solve raised std::out_of_range: vector::_M_range_check"), ""},
      {case_with(Verdict::RTE, "exit code 1, inside solve"), ""},
      {case_with(Verdict::TLE, "over the limit of 1,000 ms"), ""},
      {case_with(Verdict::MLE, "killed for memory"), ""},
      {case_with(Verdict::AC, ""), ""},
  };
  for (const auto& [c, sign] : table) {
    INFO(to_string(c.verdict) << " " << c.reason);
    CHECK(memory_bug_sign(c) == sign);
  }
}

TEST_CASE("the report suggests --sanitize only after a C++ run with a memory bug's signs, wrapped, with the command "
          "as typed",
          "[sanitize]") {
  const std::string command = "build/sudoku-grade grade sudoku.cpp --cases cases/java.yaml";
  const CaseResult segv = case_with(Verdict::RTE, "killed by signal 11 (SIGSEGV), inside checkSudoku");
  const CaseResult logic = case_with(Verdict::WA, "returned False but the puzzle has a solution");
  const std::vector<std::string> lines = sanitize_suggestion(with_cases({logic, segv, segv}), true, false, command, 60);
  CHECK(lines == std::vector<std::string>{
                     "Case 'example 1' ended RTE (killed by SIGSEGV) (and 1 more",
                     "case): signs of a memory bug, such as a read past the end of",
                     "a row or a use after free. The sanitizers find where it is;",
                     "run:",
                     "  build/sudoku-grade grade sudoku.cpp --cases cases/java.yaml --sanitize",
                 });
  for (std::size_t i = 0; i + 1 < lines.size(); ++i) CHECK(lines[i].size() <= 60);
  // Not for a plain logic bug, not when sanitized, not for other languages.
  CHECK(sanitize_suggestion(with_cases({logic}), true, false, command, 80).empty());
  CHECK(sanitize_suggestion(with_cases({segv}), true, true, command, 80).empty());
  CHECK(sanitize_suggestion(with_cases({segv}), false, false, command, 80).empty());
}

TEST_CASE("a sanitized report says its flags and allowances, and ASan's own memory limit where there is no cgroup",
          "[sanitize]") {
  const std::string flags = fmt::format("{}", fmt::join(sanitize_flags(), " "));
  CHECK(sanitized_note(true) ==
        "sanitized: built with " + flags + "; time limits x4, memory limits +64 MiB for the sanitizers");
  CHECK(sanitized_note(false) == "sanitized: built with " + flags +
                                     "; time limits x4, memory limits +64 MiB for the sanitizers; memory limited by "
                                     "ASan's hard_rss_limit_mb, as there is no cgroup");
  CHECK_THAT(flags, Catch::Contains("-fsanitize=address"));
}

// The suggestion is printed on the console a student reads: a hidden case's
// sign still counts, but its name is never said (report/redact.h).
TEST_CASE("the --sanitize suggestion names no hidden case", "[sanitize]") {
  CaseResult hidden = case_with(Verdict::RTE, "killed by signal 11 (SIGSEGV), inside solve");
  hidden.name = "solve Test 5";
  hidden.visibility = Visibility::Hidden;
  const std::vector<std::string> lines = sanitize_suggestion(with_cases({hidden}), true, false,
                                                             "build/sudoku-grade grade s.cpp", 200);
  REQUIRE_FALSE(lines.empty());
  CHECK(lines.front().rfind("A hidden case ended RTE (killed by SIGSEGV):", 0) == 0);
  for (const std::string& line : lines) CHECK_THAT(line, !Catch::Contains("Test 5"));
}
