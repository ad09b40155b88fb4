#include "result/result.h"

#include <catch2/catch.hpp>

using namespace harness;

namespace {

Case hidden_case() {
  Case c;
  c.name = "a hidden one";
  c.entry = Entry::CountSolutions;
  c.visibility = Visibility::Hidden;
  c.tags = {"big"};
  c.points = 3;
  return c;
}

}  // namespace

TEST_CASE("a case's result carries its case and its judgement, and only AC wins the points", "[result]") {
  const Case c = hidden_case();
  struct Row {
    Verdict verdict;
    int points;
  };
  const Row rows[] = {{Verdict::AC, 3}, {Verdict::WA, 0}, {Verdict::CE, 0}, {Verdict::TLE, 0}, {Verdict::JE, 0}};
  for (const Row& row : rows) {
    CAPTURE(to_string(row.verdict));
    Judgement judgement{row.verdict, "why", "a hint", "the details"};
    judgement.picture = GridPicture{};
    const CaseResult result = case_result(c, judgement);
    CHECK(result.name == "a hidden one");
    CHECK(result.entry == Entry::CountSolutions);
    CHECK(result.visibility == Visibility::Hidden);
    CHECK(result.tags == std::vector<std::string>{"big"});
    CHECK(result.max_points == 3);
    CHECK(result.points == row.points);
    CHECK(result.verdict == row.verdict);
    CHECK(result.reason == "why");
    CHECK(result.hint == "a hint");
    CHECK(result.details == "the details");
    CHECK(result.picture.has_value());
    CHECK(result.time == std::chrono::milliseconds(0));
    CHECK_FALSE(result.redacted);
  }
}
