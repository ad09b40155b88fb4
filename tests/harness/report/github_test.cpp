#include <cctype>
#include <optional>

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

TEST_CASE("a failed case is annotated at its entry's definition in the student's file, with its hint",
          "[report_github]") {
  GradeResult grade = with_failures(1);
  grade.submission = "hw/lesson.py";
  grade.files[0].cases[1].hint = "does it put the 0 back?";
  StudentFiles student;
  student.entries = {{Entry::Solve, {"lesson.py", 22}}};
  CHECK(github_annotations(grade, student) ==
        "::error file=hw/lesson.py,line=22,title=WA case 1::row 4: 100%25 wrong%0Adoes it put the 0 back?\n");
  // A Java folder: the definition's file is named in the folder.
  grade.submission = "hw/java";
  student.folder = true;
  student.entries = {{Entry::Solve, {"src/Sudoku.java", 46}}};
  CHECK(
      github_annotations(grade, student) ==
      "::error file=hw/java/src/Sudoku.java,line=46,title=WA case 1::row 4: 100%25 wrong%0Adoes it put the 0 back?\n");
  // An entry the submission does not define: its file, no line; a folder's: no file.
  student.entries = {{Entry::CountSolutions, {"src/Sudoku.java", 80}}};
  CHECK(github_annotations(grade, student) ==
        "::error title=WA case 1::row 4: 100%25 wrong%0Adoes it put the 0 back?\n");
  grade.submission = "hw/lesson.py";
  student.folder = false;
  CHECK(github_annotations(grade, student) ==
        "::error file=hw/lesson.py,title=WA case 1::row 4: 100%25 wrong%0Adoes it put the 0 back?\n");
  CHECK(github_annotations(with_failures(0)).empty());
}

TEST_CASE("annotations stop at ten and say how many more failed", "[report_github]") {
  const std::string out = github_annotations(with_failures(25));
  CHECK(std::count(out.begin(), out.end(), '\n') == 11);
  CHECK_THAT(out, Catch::EndsWith("::notice title=sudoku-grade::15 more cases failed; the job summary lists all\n"));
  CHECK_THAT(github_annotations(with_failures(11)),
             Catch::EndsWith("::notice title=sudoku-grade::1 more case failed; the job summary lists all\n"));
}

TEST_CASE("GitHub's escapes: % CR LF in a message, and : , too in a property", "[report_github]") {
  struct Row {
    const char* text;
    const char* data;
    const char* property;
  };
  const Row rows[] = {
      {"100%", "100%25", "100%25"},
      {"%0A", "%250A", "%250A"},  // an escape as written is text, not a line break
      {"two\nlines", "two%0Alines", "two%0Alines"},
      {"cr\r", "cr%0D", "cr%0D"},
      {"a, b: c", "a, b: c", "a%2C b%3A c"},
      {"::error::x", "::error::x", "%3A%3Aerror%3A%3Ax"},
      {"tab\tesc\x1b[2J", "tab\\tesc\\x1b[2J", "tab\\tesc\\x1b[2J"},  // shown, as the console shows them
      {"", "", ""},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(workflow_command_data(row.text) == row.data);
    CHECK(workflow_command_property(row.text) == row.property);
  }
  GradeResult grade = with_failures(1);
  grade.files[0].cases[1].name = "a, b: c\nd";
  grade.files[0].cases[1].reason = "two\nlines\r";
  CHECK(github_annotations(grade) == "::error title=WA a%2C b%3A c%0Ad::two%0Alines%0D\n");
}

TEST_CASE("failed hidden cases are one annotation after the visible ones, their reasons not shown", "[report_github]") {
  GradeResult grade = with_failures(5);
  grade.submission = "lesson.py";
  for (int i : {1, 3, 4}) grade.files[0].cases[i].visibility = Visibility::Hidden;
  const GradeResult student = redacted_for(grade, Audience::Student);
  CHECK(github_annotations(student) ==
        "::error file=lesson.py,title=WA case 2::row 4: 100%25 wrong\n"
        "::error file=lesson.py,title=WA case 5::row 4: 100%25 wrong\n"
        "::error file=lesson.py,title=hidden cases::3 hidden cases failed; their reasons are not shown\n");
  grade.files[0].cases[3].visibility = grade.files[0].cases[4].visibility = Visibility::Visible;
  CHECK_THAT(
      github_annotations(redacted_for(grade, Audience::Student)),
      Catch::EndsWith("::error file=lesson.py,title=hidden case::1 hidden case failed; its reason is not shown\n"));
  // The instructor's view names each, with its reason.
  CHECK_THAT(github_annotations(redacted_for(grade, Audience::Instructor)), !Catch::Contains("hidden"));
  grade.files[0].cases[2].reason = "the hidden secret";
  grade.files[0].cases[2].visibility = Visibility::Hidden;
  CHECK_THAT(github_summary(redacted_for(grade, Audience::Student)), !Catch::Contains("secret"));
  CHECK_THAT(github_summary(redacted_for(grade, Audience::Instructor)), Catch::Contains("secret"));
}

TEST_CASE("the ten annotations GitHub shows hold the visible failures first and the hidden sum last",
          "[report_github]") {
  GradeResult grade = with_failures(15);
  for (int i = 1; i <= 3; ++i) grade.files[0].cases[i].visibility = Visibility::Hidden;
  const std::string out = github_annotations(redacted_for(grade, Audience::Student));
  const auto lines = hostile::lines_of(out);
  REQUIRE(lines.size() == 11 + 1);
  CHECK(lines[0] == "::error title=WA case 4::row 4: 100%25 wrong");
  CHECK(lines[8] == "::error title=WA case 12::row 4: 100%25 wrong");
  CHECK(lines[9] == "::error title=hidden cases::3 hidden cases failed; their reasons are not shown");
  CHECK(lines[10] == "::notice title=sudoku-grade::3 more cases failed; the job summary lists all");
}

TEST_CASE("a file is named to GitHub relative to the workspace", "[report_github]") {
  struct Row {
    const char* path;
    const char* cwd;
    const char* workspace;
    std::optional<std::string> named;
  };
  const Row rows[] = {
      {"solution.cpp", "/w/repo", "/w/repo", "solution.cpp"},
      {"./hw/../solution.cpp", "/w/repo", "/w/repo", "solution.cpp"},
      {"solution.cpp", "/w/repo/sub", "/w/repo", "sub/solution.cpp"},
      {"../solution.cpp", "/w/repo/sub", "/w/repo/", "solution.cpp"},
      {"/w/repo/hw/a.py", "/tmp", "/w/repo", "hw/a.py"},
      {"/elsewhere/a.py", "/w/repo", "/w/repo", std::nullopt},
      {"../a.py", "/w/repo", "/w/repo", std::nullopt},
      {".", "/w/repo", "/w/repo", std::nullopt},
      {"./hw//a.py", "/w/repo", "", "hw/a.py"},  // no workspace: as typed, made plain
  };
  for (const Row& row : rows) {
    INFO(row.path << " in " << row.cwd);
    CHECK(workspace_path(row.path, row.cwd, row.workspace) == row.named);
  }
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
  grade.submission = hostile::text();
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

namespace {

GradeResult not_compiling(const std::string& submission, const std::string& details) {
  GradeResult grade = with_failures(2);
  grade.submission = submission;
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile:", "", details};
  for (auto& c : grade.files[0].cases) {
    c.verdict = Verdict::CE;
    c.reason = "not run: the submission does not compile";
    c.points = 0;
  }
  return grade;
}

// What g++ 12 says of tests/submissions/compile_error/missing_semicolon.cpp.
const std::string kGccSays =
    "tests/submissions/compile_error/missing_semicolon.cpp: In function \xe2\x80\x98"
    "bool solve(std::vector<std::vector<int> >&)\xe2\x80\x99:\n"
    "tests/submissions/compile_error/missing_semicolon.cpp:6:3: error: expected \xe2\x80\x98,\xe2\x80\x99 or "
    "\xe2\x80\x98;\xe2\x80\x99 before \xe2\x80\x98return\xe2\x80\x99\n"
    "    6 |   return grid.size() == 9 && empty == 0;\n"
    "      |   ^~~~~~\n";

}  // namespace

TEST_CASE("a compile error is one annotation at the compiler's error in the student's file, said once in the summary",
          "[report_github]") {
  const GradeResult grade = not_compiling("tests/submissions/compile_error/missing_semicolon.cpp", kGccSays);
  StudentFiles student{false, "/w/repo", "/w/repo", {}};
  CHECK(github_annotations(grade, student) ==
        "::error file=tests/submissions/compile_error/missing_semicolon.cpp,line=6,col=3,"
        "title=CE the submission does not compile::expected \xe2\x80\x98,\xe2\x80\x99 or "
        "\xe2\x80\x98;\xe2\x80\x99 before \xe2\x80\x98return\xe2\x80\x99%0A"
        "6 |   return grid.size() == 9 && empty == 0;\n");
  // Graded from a folder below the workspace: the file as the workspace names it.
  student.cwd = "/w/repo/course";
  CHECK_THAT(
      github_annotations(grade, student),
      Catch::StartsWith("::error file=course/tests/submissions/compile_error/missing_semicolon.cpp,line=6,col=3,"));
  const std::string summary = github_summary(grade);
  CHECK_THAT(summary, Catch::Contains("**CE**: the submission does not compile:\n\n```text\ntests/submissions/"));
  CHECK(summary.find("error: expected") == summary.rfind("error: expected"));
  CHECK_THAT(summary, Catch::Contains("| CE | 0/1 | not run: the submission does not compile |"));
}

TEST_CASE("each language's compile error is annotated on the student's own file and line", "[report_github]") {
  struct Row {
    const char* submission;
    bool folder;
    const char* said;
    const char* annotation;
  };
  const Row rows[] = {
      {"hw/syntax_error.py", false,
       "  File \"syntax_error.py\", line 8\n    if grid[row][col] == 0\n                          ^\n"
       "SyntaxError: expected ':'\n",
       "::error file=hw/syntax_error.py,line=8,title=CE the submission does not compile::SyntaxError: expected "
       "':'%0Aif grid[row][col] == 0\n"},
      {"hw/java", true,
       "hw/java/Sudoku.java:5: error: ';' expected\n    int filled = 0\n                  ^\n1 error\n",
       "::error file=hw/java/Sudoku.java,line=5,title=CE the submission does not compile::';' expected%0Aint filled = "
       "0\n"},
      {"hw/htdp.rkt", false, "htdp.rkt:11:3: solve-from: this function is not defined\n  in: solve-from\n",
       "::error file=hw/htdp.rkt,line=11,col=3,title=CE the submission does not compile::solve-from: this function is "
       "not defined%0Ain: solve-from\n"},
      // A header's error first: the student's own is the one annotated.
      {"a.cpp", false, "/usr/include/c++/12/bits/stl_vector.h:9:1: error: deep\na.cpp:3:2: error: mine\n",
       "::error file=a.cpp,line=3,col=2,title=CE the submission does not compile::mine\n"},
      // Only a header's: on the file, with the compiler's place.
      {"a.cpp", false, "/usr/include/x.h:9:1: error: deep\n",
       "::error file=a.cpp,title=CE the submission does not compile::/usr/include/x.h:9: deep\n"},
      // No place at all (the linker): its first error line, on the file.
      {"a.cpp", false, "/usr/bin/ld: a.o: in function `main':\ncollect2: error: ld returned 1 exit status\n",
       "::error file=a.cpp,title=CE the submission does not compile::collect2: error: ld returned 1 exit status\n"},
  };
  for (const Row& row : rows) {
    INFO(row.said);
    CHECK(github_annotations(not_compiling(row.submission, row.said),
                             StudentFiles{row.folder, "/w/repo", "/w/repo", {}}) == row.annotation);
  }
}
