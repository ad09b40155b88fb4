#include <cctype>

#include <catch2/catch.hpp>

#include "report/github.h"
#include "report/redact.h"

#include "hostile_text.h"

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

TEST_CASE("annotation properties escape commas and colons, and line breaks show as escapes", "[report_github]") {
  GradeResult grade = with_failures(1);
  grade.files[0].cases[1].name = "a, b: c\nd";
  grade.files[0].cases[1].reason = "two\nlines\r";
  CHECK(github_annotations(grade) == "::error file=cases/lesson.yaml,title=WA a%2C b%3A c\\nd::two\\nlines\\r\n");
}

TEST_CASE("a redacted hidden case's reason stays out of annotations and the summary", "[report_github]") {
  GradeResult grade = with_failures(1);
  grade.files[0].cases[1].visibility = Visibility::Hidden;
  const GradeResult student = redacted_for(grade, Audience::Student);
  CHECK(github_annotations(student) ==
        "::error file=cases/lesson.yaml,title=WA hidden case 1::a hidden case (its reason is not shown)\n");
  CHECK_THAT(github_summary(student), !Catch::Contains("100%"));
  CHECK_THAT(github_summary(redacted_for(grade, Audience::Instructor)), Catch::Contains("100%"));
}

TEST_CASE("the step summary is a markdown table with a row per case", "[report_github]") {
  GradeResult grade = with_failures(1);
  grade.files[0].cases[1].reason = "a | b";
  CHECK(github_summary(grade) == "### sudoku-grade: 1/2 points\n\n"
                                 "| case file | case | verdict | points | reason |\n|---|---|---|---|---|\n"
                                 "| cases/lesson.yaml | easy | AC | 1/1 |  |\n"
                                 "| cases/lesson.yaml | case 1 | WA | 0/1 | a \\| b |\n\n");
}

namespace {

GradeResult hostile_failures() {
  GradeResult grade = with_failures(2);
  grade.sandbox = hostile::text();
  grade.files[0].path = hostile::text();
  for (auto& c : grade.files[0].cases) {
    c.name = hostile::text();
    c.reason = hostile::text();
  }
  return grade;
}

}  // namespace

TEST_CASE("annotations hold the program's text as escapes, one command per line", "[report_github]") {
  const std::string out = github_annotations(hostile_failures());
  CHECK(hostile::first_raw_control(out) == std::string::npos);
  const auto commands = hostile::lines_starting(out, "::", true);
  CHECK(commands.size() == 2);
  for (const auto& line : commands) CHECK_THAT(line, Catch::StartsWith("::error file="));
  CHECK(hostile::lines_of(out).size() == 3);  // two lines and the empty one after the last '\n'
  CHECK_THAT(out, Catch::Contains("\\x1b[2J\\x1b[1;1H"));
  CHECK_THAT(out, Catch::Contains("\\u009b31m CSI"));
}

namespace {

// What a Markdown viewer shows of an escaped text: CommonMark drops the
// backslash before ASCII punctuation.
std::string rendered(const std::string& markdown) {
  std::string out;
  for (std::size_t i = 0; i < markdown.size(); ++i) {
    if (markdown[i] == '\\' && i + 1 < markdown.size() && std::ispunct(static_cast<unsigned char>(markdown[i + 1])))
      ++i;
    out += markdown[i];
  }
  return out;
}

}  // namespace

TEST_CASE("the step summary holds the program's text as escapes, a row per case", "[report_github]") {
  const std::string out = github_summary(hostile_failures());
  CHECK(hostile::first_raw_control(out) == std::string::npos);
  CHECK(hostile::lines_starting(out, "| ").size() == 1 + 3);  // the header row and a row per case
  CHECK(hostile::unseen(rendered(out)).empty());
}

TEST_CASE("the step summary names the sandbox when it is known", "[report_github]") {
  GradeResult grade = with_failures(0);
  CHECK_THAT(github_summary(grade), !Catch::Contains("sandbox"));
  grade.sandbox = "off: no box (trusted code only)";
  CHECK_THAT(
      github_summary(grade),
      Catch::StartsWith("### sudoku-grade: 1/1 points\n\nsandbox: off: no box (trusted code only)\n\n| case file"));
}

TEST_CASE("the console report on GitHub sits between stop-commands and its token", "[report_github]") {
  const std::string token = stop_commands_token();
  CHECK(token.size() == 32);
  CHECK(token.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK(stop_commands_token() != token);
  CHECK(github_commands_stopped("a\n::error::x\n", "T0") == "::stop-commands::T0\na\n::error::x\n::T0::\n");
  CHECK(github_commands_stopped("no newline", "T0") == "::stop-commands::T0\nno newline\n::T0::\n");
}

TEST_CASE("a compile error is one annotation with the compiler's first error, and said once in the summary",
          "[report_github]") {
  GradeResult grade = with_failures(2);
  grade.submission = "src/alice.cpp";
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile:", "",
                                  "In function 'main':\nsrc/alice.cpp:1:5: error: expected ';'\nnote: x\n"};
  for (auto& c : grade.files[0].cases) {
    c.verdict = Verdict::CE;
    c.reason = "not run: the submission does not compile";
    c.points = 0;
  }
  CHECK(
      github_annotations(grade) ==
      "::error file=src/alice.cpp,title=CE the submission does not compile%3A::src/alice.cpp:1:5: error: expected ';'\n");
  const std::string summary = github_summary(grade);
  CHECK_THAT(summary, Catch::Contains("**CE**: the submission does not compile:\n\n```text\nIn function 'main':\n"));
  CHECK(summary.find("error: expected") == summary.rfind("error: expected"));
  CHECK_THAT(summary, Catch::Contains("| CE | 0/1 | not run: the submission does not compile |"));
}
