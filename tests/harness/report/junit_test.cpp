#include <catch2/catch.hpp>

#include "report/junit.h"
#include "report/redact.h"

#include "hostile_text.h"

using namespace harness;

namespace {

CaseResult case_result(const std::string& name, Verdict verdict, const std::string& reason,
                       Visibility visibility = Visibility::Visible) {
  CaseResult c;
  c.name = name;
  c.verdict = verdict;
  c.reason = reason;
  c.visibility = visibility;
  c.max_points = 1;
  c.points = verdict == Verdict::AC ? 1 : 0;
  c.time = std::chrono::milliseconds(1250);
  return c;
}

GradeResult graded() {
  GradeResult grade;
  grade.submission = "alice.cpp";
  grade.files.push_back(
      {"cases/lesson.yaml",
       "The lesson",
       {case_result("easy", Verdict::AC, ""), case_result("hard <1>", Verdict::WA, "row 4: digit 7 appears twice"),
        case_result("broken", Verdict::JE, "cannot spawn"),
        case_result("secret", Verdict::WA, "the secret reason", Visibility::Hidden)}});
  return grade;
}

}  // namespace

TEST_CASE("a JUnit report has a suite per case file and a testcase per case, times in seconds", "[report_junit]") {
  const std::string xml = junit_report(graded());
  CHECK_THAT(xml, Catch::StartsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "));
  CHECK_THAT(xml, Catch::Contains("tests=\"4\" failures=\"2\" errors=\"1\" skipped=\"0\" time=\"5.000\""));
  CHECK_THAT(
      xml,
      Catch::Contains(
          "<testsuite name=\"cases/lesson.yaml - The lesson\" tests=\"4\" failures=\"2\" errors=\"1\" skipped=\"0\" time=\"5.000\">"));
  CHECK_THAT(xml, Catch::Contains("<testcase classname=\"lesson\" name=\"easy\" time=\"1.250\"/>"));
}

TEST_CASE("a wrong answer is a failure with its reason, a judge error is an error", "[report_junit]") {
  const std::string xml = junit_report(graded());
  CHECK_THAT(xml, Catch::Contains("name=\"hard &lt;1&gt;\""));
  CHECK_THAT(xml, Catch::Contains("<failure message=\"WA: row 4: digit 7 appears twice\" type=\"WA\">"));
  CHECK_THAT(xml, Catch::Contains("<error message=\"JE: cannot spawn\" type=\"JE\">"));
}

TEST_CASE("a redacted hidden case is a failure that says its reason is not shown", "[report_junit]") {
  const std::string student = junit_report(redacted_for(graded(), Audience::Student));
  CHECK_THAT(student, !Catch::Contains("the secret reason"));
  CHECK_THAT(student, Catch::Contains("<failure message=\"WA: a hidden case (its reason is not shown)\" type=\"WA\">"
                                      "WA: a hidden case (its reason is not shown)\n</failure>"));
  CHECK_THAT(junit_report(redacted_for(graded(), Audience::Instructor)), Catch::Contains("WA: the secret reason"));
}

TEST_CASE("XML escaping covers markup and quotes, and shows control bytes and invalid UTF-8", "[report_junit]") {
  CHECK(xml_escaped("a<b>&\"c'", true) == "a&lt;b&gt;&amp;&quot;c&apos;");
  CHECK(xml_escaped(std::string("bell\x07 nul") + '\0' + "end\r", false) == "bell\\x07 nul\\x00end\\r");
  CHECK(xml_escaped("two\nlines\t", true) == "two&#10;lines&#9;");
  CHECK(xml_escaped("two\nlines", false) == "two\nlines");
  CHECK(xml_escaped("caf\xC3\xA9 \xE2\x9C\x93", false) == "caf\xC3\xA9 \xE2\x9C\x93");
  CHECK(xml_escaped("bad \xFF byte", false) == "bad \xEF\xBF\xBD byte");
  CHECK(xml_escaped("cut \xE2\x9C", false) == "cut \xEF\xBF\xBD\xEF\xBF\xBD");
  CHECK(xml_escaped("not a char \xEF\xBF\xBF!", false) == "not a char \\uffff!");
  CHECK(xml_escaped("C1 \xC2\x9B", true) == "C1 \\u009b");
}

TEST_CASE("a JUnit report shows what a program printed as escapes, never as raw controls", "[report_junit]") {
  CaseResult c = case_result(hostile::text(), Verdict::PE, hostile::text());
  c.hint = hostile::text();
  c.details = hostile::text();
  GradeResult grade;
  grade.submission = hostile::text();
  grade.sandbox = hostile::text();
  grade.files.push_back({hostile::text(), hostile::text(), {c}});
  const std::string xml = junit_report(grade);
  // XML 1.0 allows tab, newline and carriage return; the escapes leave only the first two.
  CHECK(hostile::first_raw_control(xml) == std::string::npos);
  CHECK(hostile::unseen(xml).empty());
}

TEST_CASE("each JUnit testsuite names the sandbox as a property, when it is known", "[report_junit]") {
  GradeResult grade = graded();
  CHECK_THAT(junit_report(grade), !Catch::Contains("<properties>"));
  grade.sandbox = "off: no box (trusted code only)";
  CHECK_THAT(junit_report(grade),
             Catch::Contains("time=\"5.000\">\n    <properties>\n"
                             "      <property name=\"sandbox\" value=\"off: no box (trusted code only)\"/>\n"
                             "    </properties>\n    <testcase classname=\"lesson\" name=\"easy\""));
}

TEST_CASE("a failure's body starts with the verdict and reason, then the hint, then the grid", "[report_junit]") {
  GradeResult grade = graded();
  grade.files[0].cases[1].hint = "un-choose after the recursive call";
  grade.files[0].cases[1].details = "+---+\n| 7 |\n+---+\n";
  CHECK_THAT(
      junit_report(grade),
      Catch::Contains(
          "type=\"WA\">WA: row 4: digit 7 appears twice\nhint: un-choose after the recursive call\n\n+---+\n| 7 |\n+---+\n</failure>"));
  CHECK_THAT(junit_report(grade), Catch::Contains("type=\"JE\">JE: cannot spawn\n</error>"));
}

TEST_CASE("a compile error is one failing testcase with the compiler's words, and the cases are skipped as not run",
          "[report_junit]") {
  GradeResult grade = graded();
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile:", "",
                                  "a.cpp:1:5: error: expected ';'\n"};
  for (auto& c : grade.files[0].cases) {
    c.verdict = Verdict::CE;
    c.reason = "not run: the submission does not compile";
    c.points = 0;
  }
  const std::string xml = junit_report(grade);
  CHECK_THAT(xml, Catch::Contains("tests=\"5\" failures=\"1\" errors=\"0\" skipped=\"4\""));
  CHECK_THAT(xml, Catch::Contains("<testsuite name=\"build\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\""));
  CHECK_THAT(
      xml,
      Catch::Contains(
          "type=\"CE\">CE: the submission does not compile:\n\na.cpp:1:5: error: expected &apos;;&apos;\n</failure>"));
  CHECK_THAT(xml, Catch::Contains("<testcase classname=\"lesson\" name=\"easy\" time=\"1.250\">\n"
                                  "      <skipped message=\"not run: the submission does not compile\"/>"));
  CHECK(xml.find("expected &apos;;&apos;") == xml.rfind("expected &apos;;&apos;"));
}
