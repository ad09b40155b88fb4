#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "report/github.h"
#include "report/html.h"
#include "report/json.h"
#include "report/junit.h"
#include "report/redact.h"
#include "report/text.h"

using namespace harness;

namespace {

CaseResult case_result(const std::string& name, Visibility visibility, Verdict verdict) {
  CaseResult c;
  c.name = name;
  c.entry = Entry::CountSolutions;
  c.visibility = visibility;
  c.tags = {"big"};
  c.verdict = verdict;
  c.reason = name + ": reason";
  c.hint = name + ": hint";
  c.details = name + ": details";
  c.picture = GridPicture{{{1, 0}, {0, 0}}, {{1, 2}, {2, 0}}, {{1, 0}}};
  c.points = verdict == Verdict::AC ? 2 : 0;
  c.max_points = 2;
  c.time = std::chrono::milliseconds(120);
  return c;
}

GradeResult one_case(const CaseResult& c) {
  GradeResult grade;
  grade.submission = "alice.cpp";
  grade.files.push_back({"cases/a.yaml", "A", {c}});
  return grade;
}

}  // namespace

TEST_CASE("a student sees a hidden case's verdict and points, never its name, why nor how long", "[report_redact]") {
  struct Row {
    Visibility visibility;
    Verdict verdict;
    Audience audience;
    bool redacted;
  };
  const Row rows[] = {
      {Visibility::Hidden, Verdict::WA, Audience::Student, true},
      {Visibility::Hidden, Verdict::AC, Audience::Student, true},
      {Visibility::Visible, Verdict::WA, Audience::Student, false},
      {Visibility::Hidden, Verdict::WA, Audience::Instructor, false},
      {Visibility::Visible, Verdict::WA, Audience::Instructor, false},
  };
  for (const Row& row : rows) {
    const CaseResult before = case_result("c", row.visibility, row.verdict);
    CAPTURE(row.visibility == Visibility::Hidden, to_string(row.verdict), row.audience == Audience::Student);
    const GradeResult after = redacted_for(one_case(before), row.audience);
    REQUIRE(after.files.size() == 1);
    REQUIRE(after.files[0].cases.size() == 1);
    const CaseResult& c = after.files[0].cases[0];
    CHECK(c.redacted == row.redacted);
    CHECK(c.reason == (row.redacted ? "" : before.reason));
    CHECK(c.hint == (row.redacted ? "" : before.hint));
    CHECK(c.details == (row.redacted ? "" : before.details));
    CHECK(c.picture == (row.redacted ? std::nullopt : before.picture));
    CHECK(c.name == (row.redacted ? "hidden case 1" : before.name));
    CHECK(c.entry == before.entry);
    CHECK(c.visibility == before.visibility);
    CHECK(c.tags == before.tags);
    CHECK(c.verdict == before.verdict);
    CHECK(c.points == before.points);
    CHECK(c.max_points == before.max_points);
    CHECK(c.time == (row.redacted ? kHiddenTime : before.time));
    CHECK(c.limit == before.limit);
  }
}

// A program that spends 80 ms times a digit of a hidden puzzle spells it in
// its times: the student's copy of a hidden case must be the same whatever
// the time, under the limit and over it (a TLE stays a TLE).
TEST_CASE("a hidden case's time carries nothing in a student's report: any time under the limit reads the same",
          "[report_redact]") {
  const auto [verdict, times] = GENERATE(table<Verdict, std::vector<int>>({
      {Verdict::AC, {0, 1, 80, 160, 720, 1999}},
      {Verdict::WA, {3, 400, 1234}},
      {Verdict::RTE, {5, 80, 1999}},
      {Verdict::TLE, {2000, 2080, 2720, 5000}},
  }));
  CAPTURE(to_string(verdict));
  std::optional<GradeResult> first;
  std::vector<std::string> first_reports;
  for (const int ms : times) {
    CAPTURE(ms);
    CaseResult c = case_result("h", Visibility::Hidden, verdict);
    c.time = std::chrono::milliseconds(ms);
    c.limit = std::chrono::milliseconds(2000);
    c.limit_basis = "1 s (Python gets 2x)";
    const GradeResult student = redacted_for(one_case(c), Audience::Student);
    // The instructor's copy keeps the time.
    CHECK(redacted_for(one_case(c), Audience::Instructor).files[0].cases[0].time.count() == ms);
    const std::vector<std::string> reports = {text_report(student, {false}), json_report_text(student),
                                              junit_report(student), github_summary(student),
                                              student_page_html("alice", student, {})};
    if (!first) {
      first = student;
      first_reports = reports;
      continue;
    }
    CHECK(student == *first);
    for (std::size_t i = 0; i < reports.size(); ++i) CHECK(reports[i] == first_reports[i]);
  }
}

TEST_CASE("no report made from a student's result holds a hidden case's reason, hint or details", "[report_redact]") {
  CaseResult shown = case_result("shown", Visibility::Visible, Verdict::WA);
  shown.picture.reset();  // so a grid on a page can only be the secret case's
  CaseResult secret = case_result("secret", Visibility::Hidden, Verdict::WA);
  secret.reason = "planted-reason-7f3a";
  secret.hint = "planted-hint-7f3a";
  secret.details = "planted-details-7f3a";
  secret.time = std::chrono::milliseconds(7377);
  GradeResult grade;
  grade.submission = "alice.cpp";
  grade.files.push_back({"cases/a.yaml", "A", {shown, secret}});
  for (const Audience audience : {Audience::Student, Audience::Instructor}) {
    const GradeResult result = redacted_for(grade, audience);
    const std::pair<const char*, std::string> reports[] = {
        {"text", text_report(result, {false})},
        {"json", json_report_text(result)},
        {"junit", junit_report(result)},
        {"github annotations", github_annotations(result)},
        {"github summary", github_summary(result)},
        {"html", student_page_html("alice", result, {})},
    };
    for (const auto& [name, report] : reports) {
      INFO(name << (audience == Audience::Student ? " for a student:\n" : " for an instructor:\n") << report);
      CHECK_THAT(report, Catch::Contains("shown: reason"));
      // The instructor's reports do show the planted reason, so its absence means something.
      // And its time: 7,377 ms, 7.377 s (JUnit), 7377 (JSON, a page's sort key).
      if (audience == Audience::Student) CHECK_THAT(report, !Catch::Contains("7f3a") && !Catch::Contains("377"));
      else CHECK_THAT(report, Catch::Contains("planted-reason-7f3a"));
    }
    // The secret case's grid, drawn from its picture on a web page.
    const std::string page = student_page_html("alice", result, {});
    CHECK((page.find("<table class=\"grid\">") != std::string::npos) == (audience == Audience::Instructor));
  }
}

TEST_CASE("Gradescope may carry a hidden case's details only when its file says so and the test waits for publishing",
          "[report_redact]") {
  struct Row {
    HiddenDetails file_says;
    const char* visibility;
    bool shown;
  };
  const Row rows[] = {
      {HiddenDetails::Never, "after_published", false},
      {HiddenDetails::Never, "hidden", false},
      {HiddenDetails::Never, "after_due_date", false},
      {HiddenDetails::Never, "visible", false},
      {HiddenDetails::AfterPublished, "after_published", true},
      {HiddenDetails::AfterPublished, "hidden", true},  // stricter: never shown at all
      {HiddenDetails::AfterPublished, "after_due_date", false},
      {HiddenDetails::AfterPublished, "visible", false},
      {HiddenDetails::AfterPublished, "", false},
      {HiddenDetails::AfterPublished, "After_Published", false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.file_says == HiddenDetails::AfterPublished, row.visibility);
    CHECK(gradescope_shows_hidden_details(row.file_says, row.visibility) == row.shown);
  }
}

TEST_CASE("for Gradescope, each case file's hidden cases are redacted unless that file lets them through",
          "[report_redact]") {
  GradeResult grade;
  grade.submission = "alice.cpp";
  grade.files.push_back(
      {"cases/open.yaml",
       "Open",
       {case_result("o", Visibility::Hidden, Verdict::WA), case_result("v", Visibility::Visible, Verdict::WA)}});
  grade.files.push_back({"cases/closed.yaml", "Closed", {case_result("c", Visibility::Hidden, Verdict::WA)}});
  grade.files.push_back({"fresh", "Not among the files", {case_result("f", Visibility::Hidden, Verdict::WA)}});
  CaseFile open, closed;
  open.path = "cases/open.yaml";
  open.hidden_details = HiddenDetails::AfterPublished;
  closed.path = "cases/closed.yaml";
  const std::vector<CaseFile> files = {open, closed};

  const GradeResult published = redacted_for_gradescope(grade, files, "after_published");
  CHECK(published.files[0].cases[0] == grade.files[0].cases[0]);
  CHECK(published.files[0].cases[1] == grade.files[0].cases[1]);
  CHECK(published.files[1].cases[0] == redacted_for(grade, Audience::Student).files[1].cases[0]);
  CHECK(published.files[1].cases[0].redacted);
  CHECK(published.files[2].cases[0].redacted);

  // A visibility that shows hidden tests before publishing: every file's redacted, as for a student.
  CHECK(redacted_for_gradescope(grade, files, "after_due_date") == redacted_for(grade, Audience::Student));
  CHECK(redacted_for_gradescope(grade, {}, "after_published") == redacted_for(grade, Audience::Student));
}

// Issue 40: a hidden case's name is the instructor's words about it ("solve
// Test 5", "all blank"), and every report a student reads said it.
TEST_CASE("a hidden case reaches a student numbered among its file's hidden cases, its name kept for the instructor",
          "[report_redact]") {
  GradeResult grade;
  grade.files.push_back(
      {"cases/a.yaml",
       "A",
       {case_result("Test 1", Visibility::Visible, Verdict::AC), case_result("Test 2", Visibility::Hidden, Verdict::WA),
        case_result("Test 3", Visibility::Visible, Verdict::WA),
        case_result("all blank", Visibility::Hidden, Verdict::AC)}});
  grade.files.push_back({"cases/b.yaml", "B", {case_result("BD1", Visibility::Hidden, Verdict::AC)}});
  const auto names = [](const GradeResult& shown) {
    std::vector<std::string> out;
    for (const auto& file : shown.files)
      for (const auto& c : file.cases) out.push_back(c.name);
    return out;
  };
  CHECK(names(redacted_for(grade, Audience::Student)) ==
        std::vector<std::string>{"Test 1", "hidden case 1", "Test 3", "hidden case 2", "hidden case 1"});
  CHECK(names(redacted_for(grade, Audience::Instructor)) ==
        std::vector<std::string>{"Test 1", "Test 2", "Test 3", "all blank", "BD1"});
}
