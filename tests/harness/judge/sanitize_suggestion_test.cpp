#include "judge/sanitize_suggestion.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "build/sanitize.h"

using namespace harness;

namespace {

GradeResult with_verdicts(std::vector<Verdict> verdicts) {
  GradeResult result;
  result.files.push_back({"cases.yaml", "t", {}});
  for (Verdict v : verdicts) {
    CaseResult c;
    c.verdict = v;
    result.files.back().cases.push_back(c);
  }
  return result;
}

}  // namespace

TEST_CASE("the report suggests --sanitize for a C++ WA or RTE that was not sanitized", "[sanitize]") {
  const std::string command = "sudoku-grade grade sudoku.cpp --cases cases/java.yaml";
  CHECK(sanitize_suggestion(with_verdicts({Verdict::AC, Verdict::WA}), true, false, command) ==
        "1 case ended WA or RTE. A memory bug (a read past the end of a row, a use after free) can give a wrong "
        "answer by luck; to look for one, run: sudoku-grade grade sudoku.cpp --cases cases/java.yaml --sanitize");
  CHECK_THAT(sanitize_suggestion(with_verdicts({Verdict::RTE, Verdict::WA}), true, false, command),
             Catch::StartsWith("2 cases ended WA or RTE."));
  // Not when sanitized, not for other languages, not for other failures.
  CHECK(sanitize_suggestion(with_verdicts({Verdict::WA}), true, true, command).empty());
  CHECK(sanitize_suggestion(with_verdicts({Verdict::WA}), false, false, command).empty());
  CHECK(sanitize_suggestion(with_verdicts({Verdict::AC, Verdict::TLE, Verdict::PE, Verdict::MLE}), true, false,
                            command)
            .empty());
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
