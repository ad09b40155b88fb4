#include <catch2/catch.hpp>

#include "report/redact.h"
#include "report/text.h"

using namespace harness;

namespace {

GradeResult with_hidden() {
  CaseResult shown, passed, failed;
  shown.name = "visible case";
  shown.verdict = Verdict::WA;
  shown.reason = "row 4: digit 7 appears twice";
  shown.max_points = 1;
  passed.name = "hidden one";
  passed.verdict = Verdict::AC;
  passed.points = passed.max_points = 1;
  passed.visibility = Visibility::Hidden;
  failed.name = "hidden two";
  failed.verdict = Verdict::WA;
  failed.reason = "the secret reason";
  failed.details = "the secret grid";
  failed.max_points = 1;
  failed.visibility = Visibility::Hidden;
  GradeResult grade;
  grade.submission = "alice.cpp";
  grade.files.push_back({"cases/a.yaml", "A", {shown, passed, failed}});
  return grade;
}

}  // namespace

TEST_CASE("a student sees visible cases in full and for hidden ones only how many passed", "[report_text]") {
  const std::string text = text_report(redacted_for(with_hidden(), Audience::Student), {false});
  CHECK_THAT(text, Catch::Contains("visible case"));
  CHECK_THAT(text, Catch::Contains("row 4: digit 7 appears twice"));
  CHECK_THAT(text, Catch::Contains("hidden cases: 1 of 2 passed (their puzzles and reasons are not shown)"));
  for (const char* secret : {"hidden one", "hidden two", "the secret reason", "the secret grid"}) {
    INFO(secret);
    CHECK_THAT(text, !Catch::Contains(secret));
  }
  CHECK_THAT(text, Catch::Contains("total 1/3 points; 1 of 3 cases accepted"));
}

TEST_CASE("an instructor sees the hidden cases' names, reasons and details", "[report_text]") {
  const std::string text = text_report(redacted_for(with_hidden(), Audience::Instructor), {false});
  CHECK_THAT(text, Catch::Contains("hidden two"));
  CHECK_THAT(text, Catch::Contains("the secret reason"));
  CHECK_THAT(text, Catch::Contains("the secret grid"));
  CHECK_THAT(text, !Catch::Contains("hidden cases:"));
}
