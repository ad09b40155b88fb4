#include <catch2/catch.hpp>

#include "report/github.h"
#include "report/redact.h"

using namespace harness;

namespace {

GradeResult with_failures(int failures) {
  FileResult file{"cases/lesson.yaml", "The lesson", {}};
  CaseResult ok;
  ok.name = "easy";
  ok.verdict = Verdict::AC;
  ok.points = ok.max_points = 1;
  file.cases.push_back(ok);
  for (int i = 1; i <= failures; ++i) {
    CaseResult c;
    c.name = "case " + std::to_string(i);
    c.verdict = Verdict::WA;
    c.reason = "row 4: 100% wrong";
    c.max_points = 1;
    file.cases.push_back(c);
  }
  GradeResult grade;
  grade.files.push_back(file);
  return grade;
}

}  // namespace

TEST_CASE("each failed case is an ::error annotation on its case file", "[report_github]") {
  CHECK(github_annotations(with_failures(1)) ==
        "::error file=cases/lesson.yaml,title=WA case 1::row 4: 100%25 wrong\n");
  CHECK(github_annotations(with_failures(0)).empty());
}

TEST_CASE("annotations stop at ten and say how many more failed", "[report_github]") {
  const std::string out = github_annotations(with_failures(25));
  CHECK(std::count(out.begin(), out.end(), '\n') == 11);
  CHECK_THAT(out, Catch::EndsWith("::notice title=sudoku-grade::15 more cases failed; the job summary lists all\n"));
}

TEST_CASE("annotation properties escape commas, colons and line breaks", "[report_github]") {
  GradeResult grade = with_failures(1);
  grade.files[0].cases[1].name = "a, b: c";
  grade.files[0].cases[1].reason = "two\nlines";
  CHECK(github_annotations(grade) ==
        "::error file=cases/lesson.yaml,title=WA a%2C b%3A c::two%0Alines\n");
}

TEST_CASE("a redacted hidden case's reason stays out of annotations and the summary", "[report_github]") {
  GradeResult grade = with_failures(1);
  grade.files[0].cases[1].visibility = Visibility::Hidden;
  const GradeResult student = redacted_for(grade, Audience::Student);
  CHECK(github_annotations(student) ==
        "::error file=cases/lesson.yaml,title=WA case 1::a hidden case (its reason is not shown)\n");
  CHECK_THAT(github_summary(student), !Catch::Contains("100%"));
  CHECK_THAT(github_summary(redacted_for(grade, Audience::Instructor)), Catch::Contains("100%"));
}

TEST_CASE("the step summary is a markdown table with a row per case", "[report_github]") {
  GradeResult grade = with_failures(1);
  grade.files[0].cases[1].reason = "a | b";
  CHECK(github_summary(grade) ==
        "### sudoku-grade: 1/2 points\n\n"
        "| case file | case | verdict | points | reason |\n|---|---|---|---|---|\n"
        "| cases/lesson.yaml | easy | AC | 1/1 |  |\n"
        "| cases/lesson.yaml | case 1 | WA | 0/1 | a \\| b |\n\n");
}
