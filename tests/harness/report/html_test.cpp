#include <catch2/catch.hpp>

#include "cache/sha256.h"
#include "report/html.h"
#include "report/html_text.h"
#include "report/redact.h"

#include "hostile_text.h"

using namespace harness;

namespace {

CaseResult case_result(const std::string& name, Verdict verdict) {
  CaseResult c;
  c.name = name;
  c.verdict = verdict;
  c.max_points = 1;
  c.points = verdict == Verdict::AC ? 1 : 0;
  c.time = std::chrono::milliseconds(12);
  return c;
}

// easy AC; grid WA with a picture; screen WA with a diff; secret WA, hidden.
GradeResult graded() {
  GradeResult grade;
  grade.submission = "alice.cpp";
  grade.sandbox = "off: no box";
  CaseResult grid = case_result("grid case", Verdict::WA);
  grid.reason = "row 1: digit 2 appears twice";
  grid.hint = "un-choose";
  grid.details = "the grid drawn as text";
  grid.picture = GridPicture{{{1, 0}, {0, 0}}, {{1, 1}, {2, 2}}, {{0, 1}}};
  CaseResult screen = case_result("screen case", Verdict::WA);
  screen.entry = Entry::Session;
  screen.reason = "the screen differs at line 3";
  screen.details = "- expected\n+ found";
  CaseResult secret = case_result("secret case", Verdict::WA);
  secret.visibility = Visibility::Hidden;
  secret.reason = "the secret reason";
  grade.files.push_back({"cases/a.yaml", "A", {case_result("easy", Verdict::AC), grid, screen, secret}});
  return grade;
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// base64 of the bytes 64 hex digits say, the way CSP writes a hash.
std::string base64_of_hex(const std::string& hex) {
  static const std::string digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string bits;
  for (char ch : hex) {
    const int v = std::stoi(std::string(1, ch), nullptr, 16);
    for (int b = 3; b >= 0; --b) bits += (v >> b & 1) ? '1' : '0';
  }
  std::string out;
  for (std::size_t i = 0; i < bits.size(); i += 6) {
    std::string six = bits.substr(i, 6);
    six.resize(6, '0');
    out += digits[static_cast<std::size_t>(std::stoi(six, nullptr, 2))];
  }
  while (out.size() % 4 != 0) out += '=';
  return out;
}

}  // namespace

TEST_CASE("a page stands alone: its one script allowed by its hash, nothing to fetch, and a policy that forbids it",
          "[report_html]") {
  for (const std::string& page :
       {student_page_html("alice", graded(), {}), class_dashboard_html({{"alice", graded()}})}) {
    CHECK_THAT(page, Catch::StartsWith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"));
    for (const char* fetching : {"<img", "<link", "@import", "url(", "src=", "http:", "https:", "fetch(", "XMLHttp"}) {
      CAPTURE(fetching);
      CHECK_THAT(page, !Catch::Contains(fetching));
    }
    // One script, the sort's, before </body>; the policy lets that one run and no other.
    REQUIRE(count(page, "<script") == 1);
    const std::size_t open = page.find("<script>") + 8, close = page.find("</script>");
    REQUIRE(close != std::string::npos);
    const std::string script = page.substr(open, close - open);
    CHECK_THAT(page.substr(close), Catch::StartsWith("</script>\n</body>"));
    const std::string policy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-" +
                               base64_of_hex(sha256_hex(script)) +
                               "'; connect-src 'none'; img-src 'none'; base-uri 'none'; form-action 'none'";
    CHECK_THAT(page, Catch::Contains("<meta http-equiv=\"Content-Security-Policy\" content=\"" + policy + "\">"));
  }
  // Checked against a digest made apart from the harness (python3 hashlib, base64) of a known text.
  CHECK(base64_of_hex(sha256_hex("abc")) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
}

TEST_CASE("a student's page shows each failing case's verdict, reason, hint and grid", "[report_html]") {
  const std::string page = student_page_html("alice", graded(), {});
  CHECK_THAT(page, Catch::Contains("<h1>alice</h1>"));
  CHECK_THAT(page, Catch::Contains("<strong>1/4 points</strong>, 1 of 4 cases accepted"));
  CHECK(count(page, "<tr class=\"case-row\">") == 4);
  CHECK(count(page, "<section class=\"case\"") == 3);
  CHECK_THAT(page, Catch::Contains(
                       "<p class=\"reason\">row 1: digit 2 appears twice</p>\n<p class=\"hint\">hint: un-choose</p>\n"
                       "<div class=\"scroll\">\n<table class=\"grid\">"));
  // The grid is drawn once, as a table; its text drawing is not repeated.
  CHECK_THAT(page, !Catch::Contains("the grid drawn as text"));
  CHECK_THAT(page, Catch::Contains("<ul class=\"legend\">"));
  CHECK_THAT(page, Catch::Contains("<pre class=\"details\">- expected\n+ found</pre>"));
  CHECK_THAT(page, Catch::Contains("<a href=\"#case-2\">grid case</a>"));
  CHECK_THAT(page, Catch::Contains("<section class=\"case\" id=\"case-2\">"));
  CHECK_THAT(page, Catch::Contains("the secret reason"));  // an instructor's result: nothing redacted
}

TEST_CASE("a student's page without a grid has no legend, and a back link only when asked", "[report_html]") {
  GradeResult grade = graded();
  grade.files[0].cases[1].picture.reset();
  const std::string page = student_page_html("alice", grade, {});
  CHECK_THAT(page, !Catch::Contains("class=\"legend\""));
  CHECK_THAT(page, Catch::Contains("<pre class=\"details\">the grid drawn as text</pre>"));
  CHECK_THAT(page, !Catch::Contains("<nav>"));
  CHECK_THAT(student_page_html("alice", grade, {"../index.html"}),
             Catch::Contains("<nav><a href=\"../index.html\">&larr; class dashboard</a></nav>"));
}

TEST_CASE("a hidden case on a student's page shows its verdict and not why", "[report_html]") {
  const std::string page = student_page_html("alice", redacted_for(graded(), Audience::Student), {});
  CHECK_THAT(page, !Catch::Contains("the secret reason"));
  CHECK_THAT(page, Catch::Contains("<h3>hidden case 1 <span class=\"verdict v-WA\""));
  CHECK_THAT(page, !Catch::Contains("secret case"));
  CHECK_THAT(
      page, Catch::Contains("<p class=\"reason redacted\">a hidden case: its reason, hint and grid are not shown</p>"));
}

TEST_CASE("a page that shows a hidden case in full says at its top it is the instructor's copy", "[report_html]") {
  const std::string copy = "<p class=\"instructor-copy\">The instructor's copy: hidden cases are shown in full.";
  // batch's pages and grade --show-hidden: the secret reason is there, and the warning above it.
  const std::string instructor = student_page_html("alice", redacted_for(graded(), Audience::Instructor), {});
  CHECK_THAT(instructor, Catch::Contains("the secret reason"));
  CHECK_THAT(instructor, Catch::Contains("<h1>alice</h1>\n" + copy));
  CHECK_THAT(student_page_html("alice", redacted_for(graded(), Audience::Student), {}), !Catch::Contains(copy));
  // A page without hidden cases is the same for both: no warning.
  GradeResult open = graded();
  open.files[0].cases.pop_back();
  CHECK_THAT(student_page_html("alice", open, {}), !Catch::Contains(copy));
}

TEST_CASE("cases alike in verdict, reason and hint with nothing else to show are said in one section",
          "[report_html]") {
  GradeResult grade = graded();
  for (const char* name : {"count 1", "count 2", "count 3"}) {
    CaseResult c = case_result(name, Verdict::NI);
    c.reason = "count_solutions is not defined in the submission";
    grade.files[0].cases.push_back(c);
  }
  grade.files[0].cases[5].reason = "something else";
  const std::string page = student_page_html("alice", grade, {});
  // grid, screen, secret, the two alike, and the one that differs.
  CHECK(count(page, "<section class=\"case\"") == 5);
  CHECK_THAT(page, Catch::Contains("<section class=\"case\" id=\"case-5\">\n<h3>2 cases <span class=\"verdict v-NI\""));
  CHECK_THAT(page, Catch::Contains("<a href=\"#case-5\">count 1</a>"));
  CHECK_THAT(page, Catch::Contains("<a href=\"#case-5\">count 3</a>"));
  CHECK_THAT(page, Catch::Contains("<a href=\"#case-6\">count 2</a>"));
  CHECK(count(page, "count_solutions is not defined in the submission") == 1);
  // Hidden cases a student may not read group the same way, saying no more.
  GradeResult hidden = grade;
  for (auto& c : hidden.files[0].cases) c.visibility = Visibility::Hidden;
  const std::string redacted = student_page_html("alice", redacted_for(hidden, Audience::Student), {});
  CHECK(count(redacted, "<section class=\"case\"") == 2);  // the WAs, the NIs
  CHECK_THAT(redacted, !Catch::Contains("not defined") && !Catch::Contains("something else"));
}

TEST_CASE("a build failure is said once, with the compiler's words, and no case is listed as failing",
          "[report_html]") {
  GradeResult grade = graded();
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile", "", "a.cpp:1: error: <x>"};
  for (auto& c : grade.files[0].cases) {
    c = case_result(c.name, Verdict::CE);
    c.reason = "not run: the submission does not compile";
  }
  const std::string page = student_page_html("alice", grade, {});
  CHECK(count(page, "<section class=\"case") == 1);
  CHECK_THAT(page, Catch::Contains("<pre class=\"details\">a.cpp:1: error: &lt;x&gt;</pre>"));
  CHECK(count(page, "not run: the submission does not compile") == 0);
}

TEST_CASE("everything a student or their program chose is text on the page", "[report_html]") {
  GradeResult grade = graded();
  const std::string attack = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>'" + hostile::text();
  grade.submission = attack;
  grade.sandbox = attack;
  for (auto& c : grade.files[0].cases) {
    c.name = attack;
    c.reason = attack;
    c.hint = attack;
    c.details = attack;
  }
  grade.files[0].cases[1].picture.reset();  // so every case shows its details
  grade.files[0].path = attack;
  const std::string page = student_page_html(attack, grade, {attack});
  CHECK(hostile::first_raw_control(page) == std::string::npos);
  CHECK(count(page, "<script") == 1);  // the page's own, its sort
  CHECK_THAT(page, !Catch::Contains("<img"));
  CHECK_THAT(page,
             Catch::Contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&#39;"));
  CHECK(hostile::unseen(page).empty());
  grade.language = attack;
  grade.harness_version = attack;
  grade.cases_fingerprint = attack;
  grade.graded_at = attack;
  const std::string dashboard = class_dashboard_html({{attack, grade}});
  CHECK(count(dashboard, "<script") == 1);
  CHECK_THAT(dashboard, !Catch::Contains("<img"));
  CHECK(hostile::first_raw_control(dashboard) == std::string::npos);
}

TEST_CASE("the dashboard has a bar per score band, a row per case worst first, the verdicts and a link per student",
          "[report_html]") {
  GradeResult perfect = graded();
  for (auto& c : perfect.files[0].cases) c = case_result(c.name, Verdict::AC);
  const std::vector<ClassMember> members = {{"alice", graded()}, {"bob smith", perfect}};
  const std::string page = class_dashboard_html(members);
  CHECK(count(page, "<rect class=\"bar\"") == kScoreBands);
  CHECK_THAT(page, Catch::Contains("<rect class=\"bar\" data-band=\"2\" data-count=\"1\""));
  CHECK_THAT(page, Catch::Contains("<rect class=\"bar\" data-band=\"10\" data-count=\"1\""));
  CHECK_THAT(page, Catch::Contains("<rect class=\"bar\" data-band=\"5\" data-count=\"0\""));
  CHECK(count(page, "<tr class=\"rate") == 4);
  // The three cases alice failed (1 of 2 passed) come before easy (2 of 2).
  const std::size_t easy = page.find("<td>easy</td>"), grid = page.find("<td>grid case</td>");
  REQUIRE(easy != std::string::npos);
  REQUIRE(grid != std::string::npos);
  CHECK(grid < easy);
  CHECK_THAT(page, Catch::Contains("<td>secret case <span class=\"tag\">hidden</span></td>"));
  CHECK_THAT(page, Catch::Contains("<tr class=\"verdict-count\" data-verdict=\"AC\">"));
  CHECK_THAT(page, Catch::Contains("<tr class=\"verdict-count\" data-verdict=\"WA\">"));
  CHECK_THAT(page, !Catch::Contains("data-verdict=\"TLE\""));
  CHECK_THAT(page, Catch::Contains("<a href=\"students/alice.html\">alice</a>"));
  CHECK_THAT(page, Catch::Contains("<a href=\"students/" + page_file_stem("bob smith") + ".html\">bob smith</a>"));
  CHECK(student_page_path("bob smith") == "students/" + page_file_stem("bob smith") + ".html");
  CHECK_THAT(page,
             Catch::Contains("<strong>2 students</strong>, 1 with every case accepted; mean score 62%, median 62%"));
}

TEST_CASE("the dashboard names a roster student not linked by the roster's name, else id, with the note",
          "[report_html]") {
  Standing named, numbered;
  named.name = "Hal Ito";
  named.id = numbered.id = "s9";
  named.note = numbered.note = "not linked";
  named.max = numbered.max = 4;
  const std::string page = class_dashboard_html({{"alice", graded()}}, {named, numbered});
  CHECK_THAT(page, Catch::Contains("<td>Hal Ito</td><td></td><td class=\"num\" data-sort=\"0\">0/4</td>"));
  CHECK_THAT(page, Catch::Contains("<td>s9</td><td></td><td class=\"num\" data-sort=\"0\">0/4</td>"));
  CHECK(count(page, "<td class=\"why\">not linked</td>") == 2);
}

TEST_CASE("a student's page names case files from the folder they share, not by the grader's path", "[report_html]") {
  GradeResult grade = graded();
  grade.files[0].path = "/home/grader/course/cases/lesson.yaml";
  FileResult extra = grade.files[0];
  extra.path = "/home/grader/course/cases/more/extra.yaml";
  grade.files.push_back(extra);
  const std::string page = student_page_html("alice", grade, {});
  CHECK_THAT(page, !Catch::Contains("/home/grader"));
  CHECK(count(page, "<tr class=\"case-row\"><td>lesson.yaml</td>") == 4);
  CHECK(count(page, "<tr class=\"case-row\"><td>more/extra.yaml</td>") == 4);
  CHECK_THAT(page, Catch::Contains("<p class=\"summary\">more/extra.yaml &middot; solve"));
  // One case file: its name alone.
  grade.files.pop_back();
  CHECK_THAT(student_page_html("alice", grade, {}),
             !Catch::Contains("/home/grader") && Catch::Contains("<td>lesson.yaml</td>"));
}

TEST_CASE("a page that does not build shows the compiler's output once and one line for the cases not run",
          "[report_html]") {
  GradeResult grade = graded();
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile", "", "a.cpp:1: error: <x>"};
  for (auto& c : grade.files[0].cases) {
    c = case_result(c.name, Verdict::CE);
    c.time = std::chrono::milliseconds(0);
    c.reason = "not run: the submission does not compile";
  }
  const std::string page = student_page_html("alice", grade, {});
  CHECK(count(page, "a.cpp:1: error: &lt;x&gt;") == 1);
  CHECK(count(page, "class=\"verdict v-CE\"") == 1);
  CHECK(count(page, "case-row") == 0);
  CHECK(count(page, "0 ms") == 0);
  CHECK_THAT(page, Catch::Contains("<p class=\"not-run\">None of the 4 cases was run.</p>"));
  CHECK_THAT(page, Catch::Contains("<strong>0/4 points</strong>, 0 of 4 cases accepted"));
}

TEST_CASE("a hint's code spans are <code>, and hostile text in a hint stays text", "[report_html]") {
  GradeResult grade = graded();
  grade.files[0].cases[1].hint = "take it by reference (`&`); `<script>alert(1)</script>` <b>x</b> ` alone";
  const std::string page = student_page_html("alice", grade, {});
  CHECK_THAT(page,
             Catch::Contains("<p class=\"hint\">hint: take it by reference (<code>&amp;</code>); "
                             "<code>&lt;script&gt;alert(1)&lt;/script&gt;</code> &lt;b&gt;x&lt;/b&gt; ` alone</p>"));
  CHECK(count(page, "<script") == 1);  // the page's own
  grade.build_failure = Judgement{Verdict::CE, "does not compile", "remove `static`", ""};
  CHECK_THAT(student_page_html("alice", grade, {}), Catch::Contains("hint: remove <code>static</code></p>"));
}

TEST_CASE("the dashboard's header says when, with what and against what the class was graded, from the reports",
          "[report_html]") {
  GradeResult a = graded(), b = graded();
  for (GradeResult* r : {&a, &b}) {
    r->files[0].path = "/home/grader/course/cases/lesson.yaml";
    r->harness_version = "1.4.0";
    r->cases_fingerprint = std::string(64, 'c');
  }
  a.language = "C++";
  b.language = "Python";
  a.graded_at = "2026-12-02T13:45:07Z";
  b.graded_at = "2026-12-02T09:01:00Z";
  const std::string page = class_dashboard_html({{"alice", a}, {"bob", b}});
  CHECK_THAT(page, Catch::Contains(
                       "<p class=\"summary graded-with\">graded 2026-12-02 13:45 UTC &middot; sudoku-grade 1.4.0</p>"));
  CHECK_THAT(page, Catch::Contains("<p class=\"summary\">case files lesson.yaml, SHA-256 <code title=\"" +
                                   std::string(64, 'c') +
                                   "\">cccccccccccc</code> &middot; <a href=\"grades.csv\">grades.csv</a></p>"));
  CHECK_THAT(page, !Catch::Contains("/home/grader"));
  CHECK_THAT(page, Catch::Contains("<th>language</th>"));
  CHECK_THAT(page, Catch::Contains("<a href=\"students/alice.html\">alice</a></td><td>C++</td>"));
  CHECK_THAT(page, Catch::Contains("<a href=\"students/bob.html\">bob</a></td><td>Python</td>"));
  // The same reports give the same bytes, whichever came first.
  CHECK(class_dashboard_html({{"alice", a}, {"bob", b}}) == page);
  // Reports of other days, harnesses and case files, and one from before any of it was recorded.
  b.graded_at = "2026-11-30T08:00:00Z";
  b.harness_version = "1.3.0";
  b.cases_fingerprint = std::string(64, 'd');
  GradeResult old = graded();
  old.files[0].path = a.files[0].path;
  const std::string mixed = class_dashboard_html({{"alice", a}, {"bob", b}, {"carol", old}});
  CHECK_THAT(mixed, Catch::Contains("graded from 2026-11-30 08:00 UTC to 2026-12-02 13:45 UTC (1 report from before "
                                    "times were recorded) &middot; sudoku-grade 1.3.0, 1.4.0"));
  CHECK_THAT(mixed, Catch::Contains("in 2 versions: the reports were graded against different case files"));
  CHECK_THAT(
      mixed,
      Catch::Contains("<a href=\"students/carol.html\">carol</a></td><td><span class=\"summary\">unknown</span></td>"));
  CHECK_THAT(class_dashboard_html({{"carol", old}}),
             Catch::Contains("grading time not recorded &middot; harness version not recorded"));
}

TEST_CASE("every table of the pages sorts, in a box of its own that scrolls sideways", "[report_html]") {
  GradeResult perfect = graded();
  for (auto& c : perfect.files[0].cases) c = case_result(c.name, Verdict::AC);
  const std::string dashboard = class_dashboard_html({{"alice", graded()}, {"bob", perfect}});
  for (const char* kind : {"rates", "mix", "students"})
    CHECK_THAT(dashboard,
               Catch::Contains(std::string("<div class=\"scroll\">\n<table class=\"") + kind + " sortable\">"));
  const std::string student = student_page_html("alice", graded(), {});
  CHECK_THAT(student, Catch::Contains("<div class=\"scroll\">\n<table class=\"cases sortable\">"));
  CHECK_THAT(student, Catch::Contains("<div class=\"scroll\">\n<table class=\"grid\">"));
  // Numeric columns sort by number: a score's cell carries its value, not "25%".
  CHECK_THAT(dashboard, Catch::Contains("<td class=\"num\" data-sort=\"25.000\">25%</td>"));
  CHECK_THAT(student, Catch::Contains("<td class=\"num\" data-sort=\"12\">12 ms</td>"));
}

TEST_CASE("the dashboard links the similarity check only when it was made", "[report_html]") {
  const std::vector<ClassMember> members = {{"alice", graded()}};
  const std::string link = std::string("href=\"") + kSimilarityFolder + "/index.html\"";
  CHECK_THAT(class_dashboard_html(members, {}, true), Catch::Contains(link));
  CHECK_THAT(class_dashboard_html(members, {}, true), Catch::Contains("not a verdict"));
  CHECK_THAT(class_dashboard_html(members, {}, false), !Catch::Contains(link));
}
