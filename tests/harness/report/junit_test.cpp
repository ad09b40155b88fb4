#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

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

// The attributes each element may carry in junit-10.xsd, the schema
// Jenkins' xUnit plugin validates a JUnit file against before it reads it
// (jenkinsci/xunit-plugin, src/main/resources/org/jenkinsci/plugins/xunit/
// types/model/xsd/junit-10.xsd): those it requires, then those it allows.
struct Attributes {
  std::set<std::string> required, optional;
};
const std::map<std::string, Attributes> kJunit10 = {
    {"testsuites", {{}, {"name", "time", "tests", "failures", "errors"}}},
    {"testsuite",
     {{"name", "tests", "failures", "errors"},
      {"group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"}}},
    {"testcase", {{"name"}, {"time", "classname", "group"}}},
    {"failure", {{}, {"type", "message"}}},
    {"error", {{}, {"type", "message"}}},
    {"skipped", {{}, {"type", "message"}}},
    {"properties", {{}, {}}},
    {"property", {{"name", "value"}, {}}},
    {"system-out", {{}, {}}},
    {"system-err", {{}, {}}},
};

// Each start tag of `xml` checked against kJunit10, one line per problem.
// The report escapes every < and " in text, so a tag ends at its first >.
std::vector<std::string> schema_problems(const std::string& xml) {
  std::vector<std::string> problems;
  for (std::size_t at = xml.find('<'); at != std::string::npos; at = xml.find('<', at + 1)) {
    if (xml[at + 1] == '/' || xml[at + 1] == '?') continue;
    const std::size_t end = xml.find('>', at);
    if (end == std::string::npos) return {"a tag without its > at " + std::to_string(at)};
    std::string tag = xml.substr(at + 1, end - at - 1);
    if (!tag.empty() && tag.back() == '/') tag.pop_back();
    const std::string element = tag.substr(0, tag.find(' '));
    const auto allowed = kJunit10.find(element);
    if (allowed == kJunit10.end()) {
      problems.push_back("<" + element + ">: no such element");
      continue;
    }
    std::set<std::string> seen;
    for (std::size_t name = tag.find(' '); name != std::string::npos; name = tag.find(' ', name)) {
      const std::size_t equals = tag.find("=\"", name);
      if (equals == std::string::npos) break;
      const std::string attribute = tag.substr(name + 1, equals - name - 1);
      seen.insert(attribute);
      if (!allowed->second.required.count(attribute) && !allowed->second.optional.count(attribute))
        problems.push_back("<" + element + "> may not carry " + attribute);
      name = tag.find('"', equals + 2);
      if (name == std::string::npos) break;
    }
    for (const std::string& required : allowed->second.required)
      if (!seen.count(required)) problems.push_back("<" + element + "> lacks " + required);
  }
  return problems;
}

}  // namespace

TEST_CASE("every element of a JUnit report carries only the attributes junit-10.xsd allows it", "[report_junit]") {
  // The check itself, on what it must refuse: main wrote skipped on <testsuites>.
  CHECK(schema_problems("<testsuites name=\"x\" skipped=\"0\">\n<testsuite name=\"s\" tests=\"1\" "
                        "failures=\"0\">\n<testcase name=\"a &gt; b\"/>\n</testsuite>\n</testsuites>\n") ==
        std::vector<std::string>{"<testsuites> may not carry skipped", "<testsuite> lacks errors"});
  GradeResult built = graded();
  built.sandbox = "on: the box \"strict\"";
  GradeResult not_built = graded();
  not_built.build_failure = Judgement{Verdict::CE, "the submission does not compile:", "", "a.cpp:1:5: error\n"};
  for (auto& c : not_built.files[0].cases) c.verdict = Verdict::CE;
  for (const GradeResult& grade : {built, not_built, redacted_for(not_built, Audience::Student)}) {
    const std::string xml = junit_report(grade);
    INFO(xml);
    CHECK(schema_problems(xml).empty());
  }
}

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
  CHECK_THAT(xml, Catch::Contains("<testsuites name=\"sudoku-grade alice.cpp\" tests=\"5\" failures=\"1\" errors=\"0\" "
                                  "time=\"5.000\">"));
  CHECK_THAT(xml, Catch::Contains("<testsuite name=\"cases/lesson.yaml - The lesson\" tests=\"4\" failures=\"0\" "
                                  "errors=\"0\" skipped=\"4\""));
  CHECK_THAT(xml, Catch::Contains("<testsuite name=\"build\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\""));
  CHECK_THAT(
      xml,
      Catch::Contains(
          "type=\"CE\">CE: the submission does not compile:\n\na.cpp:1:5: error: expected &apos;;&apos;\n</failure>"));
  CHECK_THAT(xml, Catch::Contains("<testcase classname=\"lesson\" name=\"easy\" time=\"1.250\">\n"
                                  "      <skipped message=\"not run: the submission does not compile\"/>"));
  CHECK(xml.find("expected &apos;;&apos;") == xml.rfind("expected &apos;;&apos;"));
}
