// A failed case's words from the build that explains it: which verdicts are
// run again, whose words are kept, under what CPU limit; and, end to end, a
// Racket error's place named only by the explaining build's run.
#include "judge/explain_failure.h"

#include <catch2/catch.hpp>
#include <filesystem>

#include "cases/case_loader.h"
#include "judge/grade.h"

using namespace harness;
using std::chrono::milliseconds;
namespace fs = std::filesystem;

TEST_CASE("only an RTE is run again for its words", "[explain_failure]") {
  const std::vector<std::pair<Verdict, bool>> table = {
      {Verdict::RTE, true},  {Verdict::AC, false}, {Verdict::WA, false}, {Verdict::TLE, false}, {Verdict::MLE, false},
      {Verdict::OLE, false}, {Verdict::PE, false}, {Verdict::NI, false}, {Verdict::JE, false},  {Verdict::CE, false},
  };
  for (const auto& [verdict, explained] : table) {
    INFO(to_string(verdict));
    CHECK(worth_explaining(verdict) == explained);
  }
}

TEST_CASE("the explaining run's words replace the timed run's only when it failed the same way, and the verdict stays",
          "[explain_failure]") {
  const Judgement timed{Verdict::RTE, "exit code 1, solve raised car: contract violation", "a hint", "stderr"};
  const Judgement placed{Verdict::RTE, "exit code 1, solve raised s.rkt:10:2: car: contract violation", "",
                         "  at s.rkt:10:2"};
  struct Row {
    Judgement explained;
    Judgement want;
  };
  const std::vector<Row> table = {
      {placed, Judgement{Verdict::RTE, placed.reason, timed.hint, placed.details}},
      // Instrumented, it ran out of time or memory first: the timed run's words stand.
      {Judgement{Verdict::TLE, "cpu time 9000 ms"}, timed},
      {Judgement{Verdict::MLE, "memory"}, timed},
      // It did not fail at all (the failure hung on the warm runtime's earlier cases).
      {Judgement{}, timed},
  };
  for (const Row& row : table) {
    INFO(row.explained.reason);
    CHECK(with_explanation(timed, row.explained) == row.want);
  }
}

TEST_CASE("the explaining run gets 4x the CPU the timed run used, and its start-up, within 4x the limit",
          "[explain_failure]") {
  struct Row {
    int timed, startup, limit, want;
  };
  const std::vector<Row> table = {
      {13, 500, 8000, 13 * 4 + 500 + 1000},
      {0, 0, 2000, 1000},
      {3000, 500, 8000, 3000 * 4 + 1500},
      {9000, 500, 8000, 32000},  // capped
      {900, 2000, 100, 6600},    // a tiny limit: the cap is (start-up + 1 s) x 4
  };
  for (const Row& row : table) {
    INFO(row.timed << " ms timed, " << row.startup << " ms start-up, limit " << row.limit);
    CHECK(explaining_cpu(milliseconds(row.timed), milliseconds(row.startup), milliseconds(row.limit)) ==
          milliseconds(row.want));
  }
}

TEST_CASE("a Racket error's place comes from the explaining build, and the timed run, uninstrumented, has none",
          "[explain_failure][process][slow]") {
  const fs::path submission = fs::path(SOURCE_DIR) / "tests/submissions/run_time_error/racket_contract_violation.rkt";
  const std::vector<CaseFile> cases = {
      load_case_file((fs::path(SOURCE_DIR) / "tests/submissions/fill_once.yaml").string())};
  GradeOptions options;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  Prepared prepared = prepare_submission(submission, options);
  REQUIRE(prepared.program);
  REQUIRE(prepared.program->explaining);

  const GradeResult explained = grade_submission(submission, prepared, cases, options);
  const CaseResult& with_place = explained.files.front().cases.front();
  CHECK(with_place.verdict == Verdict::RTE);
  CHECK_THAT(with_place.reason, Catch::Contains("fillSudoku raised racket_contract_violation.rkt:10:2: car: contract "
                                                "violation"));

  prepared.program->explaining.reset();  // the timed run's own words
  const GradeResult timed = grade_submission(submission, prepared, cases, options);
  const CaseResult& bare = timed.files.front().cases.front();
  CHECK(bare.verdict == Verdict::RTE);
  CHECK_THAT(bare.reason, Catch::Contains("fillSudoku raised car: contract violation"));
  CHECK_THAT(bare.reason + bare.details, !Catch::Contains("racket_contract_violation.rkt:10:2"));
}
