#include <catch2/catch.hpp>

#include "base/text_width.h"
#include "report/redact.h"
#include "report/text.h"

#include "hostile_text.h"

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

namespace {

// Every field a student can choose holds every attack (tests/harness/hostile_text.h).
GradeResult hostile_grade() {
  CaseResult c;
  c.name = "hostile " + hostile::text();
  c.verdict = Verdict::PE;
  c.reason = hostile::text();
  c.hint = hostile::text();
  c.details = hostile::text();
  c.max_points = 1;
  GradeResult grade;
  grade.submission = "students/" + hostile::text() + ".cpp";
  grade.sandbox = "strict: " + hostile::text();
  grade.files.push_back({"cases/" + hostile::text() + ".yaml", hostile::text(), {c}});
  return grade;
}

}  // namespace

TEST_CASE("the console report shows what a program printed without letting it act", "[report_text]") {
  const std::string text = text_report(hostile_grade(), {false});
  CHECK(hostile::first_raw_control(text) == std::string::npos);
  CHECK(hostile::lines_starting(text, "::", true).empty());
  CHECK(hostile::lines_starting(text, "total ") == std::vector<std::string>{"total 0/1 points; 0 of 1 case accepted"});
  CHECK(hostile::lines_starting(text, "  subtotal") == std::vector<std::string>{"  subtotal 0/1 points"});
  // Our lines are the header, the sandbox, the file, the case, its reason, the hint and the
  // details behind the gutter; a reason on its own line and a wrapped hint go on under 6
  // spaces or more, deeper than any line of ours that a reader or a script looks for.
  const auto lines = hostile::lines_of(text);
  for (const auto& line : lines) {
    CAPTURE(line);
    const bool ours = line.empty() || line.rfind("grading students/", 0) == 0 ||
                      line.rfind("sandbox: strict: ", 0) == 0 || line.rfind("cases/", 0) == 0 ||
                      line.rfind("  hostile ", 0) == 0 || line.rfind("      hint: ", 0) == 0 ||
                      line.rfind(kDetailsGutter, 0) == 0 || line.rfind("  subtotal 0/1", 0) == 0 ||
                      line.rfind("total 0/1", 0) == 0;
    const bool wrapped_on = line.rfind("      ", 0) == 0;
    CHECK((ours || wrapped_on));
  }
  CHECK(hostile::lines_starting(text, kDetailsGutter).size() == hostile::kLines.size());
  CHECK(hostile::unseen(text).empty());
}

TEST_CASE("the console report names the sandbox under the submission, and nothing when unknown", "[report_text]") {
  GradeResult grade = with_hidden();
  CHECK_THAT(text_report(grade, {false}), Catch::StartsWith("grading alice.cpp\n\ncases/a.yaml - A\n"));
  grade.sandbox = "off: no box (trusted code only)";
  CHECK_THAT(text_report(grade, {false}),
             Catch::StartsWith("grading alice.cpp\nsandbox: off: no box (trusted code only)\n\ncases/a.yaml - A\n"));
}

TEST_CASE("the console report says each note under the sandbox, the student's file names as data", "[report_text]") {
  GradeResult grade = with_hidden();
  grade.sandbox = "off: no box (trusted code only)";
  grade.notes = {"graded main.py as the program; board.py as its module",
                 "left out, as no source of the program: \x1b[2Jx"};
  CHECK_THAT(text_report(grade, {false}),
             Catch::StartsWith("grading alice.cpp\nsandbox: off: no box (trusted code only)\n"
                               "note: graded main.py as the program; board.py as its module\n"
                               "note: left out, as no source of the program: \\x1b[2Jx\n\ncases/a.yaml - A\n"));
}

TEST_CASE("details and hint sit under their case, the details behind a gutter", "[report_text]") {
  GradeResult grade = with_hidden();
  grade.files[0].cases[0].hint = "a hint";
  grade.files[0].cases[0].details = "+---+\n| 1 |\n\tindented\n";
  const std::string text = text_report(redacted_for(grade, Audience::Student), {false});
  CHECK_THAT(text, Catch::Contains(" ms  row 4: digit 7 appears twice\n"
                                   "      hint: a hint\n"
                                   "      | +---+\n"
                                   "      | | 1 |\n"
                                   "      | \tindented\n"
                                   "  hidden cases:"));
}

TEST_CASE("a compile error is said once, above the cases, which are told as not run in one line", "[report_text]") {
  GradeResult grade = with_hidden();
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile:", "",
                                  "a.cpp:1:5: error: expected ';'\n"};
  for (auto& c : grade.files[0].cases) {
    c.verdict = Verdict::CE;
    c.reason = "not run: the submission does not compile";
    c.details.clear();
    c.points = 0;
  }
  // Hidden cases too: their count is no secret, and none of them ran.
  for (const Audience audience : {Audience::Student, Audience::Instructor}) {
    const std::string text = text_report(redacted_for(grade, audience), {false});
    CHECK(text == "grading alice.cpp\n\n"
                  "CE   the submission does not compile:\n"
                  "      | a.cpp:1:5: error: expected ';'\n"
                  "\ncases/a.yaml - A\n"
                  "  3 cases not run: the submission does not compile\n"
                  "  subtotal 0/3 points\n"
                  "\ntotal 0/3 points; 0 of 3 cases accepted\n");
  }
  SECTION("one case is one case") {
    grade.files[0].cases.resize(1);
    CHECK_THAT(text_report(grade, {false}),
               Catch::Contains("\n  1 case not run: the submission does not compile\n  subtotal 0/1 points\n"));
  }
  SECTION("cases that did not all fail alike keep their rows") {
    grade.files[0].cases[0].reason = "not run: the harness could not build the submission";
    const std::string text = text_report(grade, {false});
    CHECK_THAT(text, Catch::Contains("CE        0 ms  not run: the submission does not compile\n"));
    CHECK_THAT(text, !Catch::Contains("cases not run"));
  }
}

TEST_CASE("the console report fits its width: a long name on its own line, a long reason under its row",
          "[report_text]") {
  CaseResult short_one;
  short_one.name = "solve Test 1";
  short_one.verdict = Verdict::WA;
  short_one.reason = "returned False but the puzzle has a solution";
  short_one.hint = "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed "
                   "try (the un-choose, the lesson's second classic bug)";
  short_one.max_points = 1;
  CaseResult long_one = short_one;
  long_one.name = "count_solutions on the empty board, limit 1000, with a name far too long for its column";
  long_one.entry = Entry::CountSolutions;
  long_one.reason = "exit code 3";
  long_one.hint.clear();
  GradeResult grade;
  grade.submission = "students/alice.cpp";
  grade.sandbox = "auto: own uid per run, pid/mount/net/ipc/uts namespaces, memory and processes limited per run "
                  "(cgroup), seccomp, no_new_privs";
  grade.files.push_back({"cases/lesson.yaml",
                         "Python lesson: backtracking sudoku (solve, count_solutions, solve_fast)",
                         {short_one, long_one}});

  const std::string narrow = text_report(grade, {false, 80});
  for (const auto& line : hostile::lines_of(narrow)) {
    CAPTURE(line);
    CHECK(display_width(line) <= 80);
  }
  CHECK_THAT(narrow, Catch::Contains("\n  solve Test 1 "));
  CHECK_THAT(narrow, Catch::Contains("\n      returned False but the puzzle has a solution\n"));
  // The long name whole, on its lines; its row under it with no name.
  CHECK_THAT(narrow,
             Catch::Contains("\n  count_solutions on the empty board, limit 1000, with a name far too long for\n"
                             "      its column\n                "));
  CHECK_THAT(narrow,
             Catch::Contains("\ncases/lesson.yaml - Python lesson: backtracking sudoku (solve, count_solutions,\n"
                             "      solve_fast)\n"));
  CHECK_THAT(narrow, !Catch::Contains("…"));
  CHECK_THAT(narrow, Catch::Contains("\n      hint: a digit that led nowhere"));
  CHECK_THAT(narrow, Catch::Contains("\n            "));  // the hint goes on under its own text
  CHECK_THAT(narrow, Catch::Contains("\nsandbox: auto: own uid per run, pid/mount/net/ipc/uts namespaces, memory and\n"
                                     "         processes limited per run (cgroup), seccomp, no_new_privs\n"));

  // Wide enough: every case on one line, names whole, reasons beside them.
  const std::string wide = text_report(grade, {false, 200});
  CHECK_THAT(wide, Catch::Contains("far too long for its column count_solutions"));
  CHECK_THAT(wide, Catch::Contains(" ms  returned False but the puzzle has a solution\n"));
  CHECK_THAT(wide, Catch::Contains(" ms  exit code 3\n"));
  CHECK_THAT(wide, Catch::Contains("seccomp, no_new_privs\n"));
}

namespace {

// A Java student's failing case as it reaches the console: a long name, the
// limit and how it was made, a long reason, a hint, a grid and a stack trace.
GradeResult java_rows() {
  CaseResult quick;
  quick.name = "example 1";
  quick.entry = Entry::FillSudoku;
  quick.verdict = Verdict::AC;
  quick.points = quick.max_points = 1;
  quick.time = std::chrono::milliseconds(4);
  quick.limit = std::chrono::milliseconds(1000);
  quick.limit_basis = "";  // the case file's own limit: "limit 1 s"
  CaseResult deep = quick;
  deep.name = "unsolvable deep: AI Escargot with a 9 at row 9, column 5";
  deep.verdict = Verdict::WA;
  deep.points = 0;
  deep.reason = "grid changed although it returned False (row 1, column 2: 0 -> 5, and 4 more cells)";
  deep.hint = "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try";
  deep.details = "    1  2  3\n  +---------+\n1 | 5  .  . |\n";
  CaseResult raised = quick;
  raised.name = "checkSudoku: 8 rows";
  raised.entry = Entry::CheckSudoku;
  raised.verdict = Verdict::RTE;
  raised.points = 0;
  raised.time = std::chrono::milliseconds(18);
  raised.reason = "exit code 1, checkSudoku raised java.lang.ArrayIndexOutOfBoundsException";
  raised.details =
      "java.lang.ArrayIndexOutOfBoundsException: Index 8 out of bounds for length 8, at Sudoku.checkSudoku";
  GradeResult grade;
  grade.submission = "Sudoku.java";
  grade.files.push_back(
      {"cases/java.yaml", "Java assignment: Sudoku.fillSudoku with checkSudoku", {quick, deep, raised}});
  return grade;
}

}  // namespace

TEST_CASE("the case table at 60, 80 and 120 columns", "[report_text]") {
  struct Row {
    int width;
    std::string table;  // from the file's title to its subtotal
  };
  const std::vector<Row> rows = {
      {120,
       "cases/java.yaml - Java assignment: Sudoku.fillSudoku with checkSudoku\n"
       "  example 1                                                fillSudoku  AC        4 ms, limit 1 s\n"
       "  unsolvable deep: AI Escargot with a 9 at row 9, column 5 fillSudoku  WA        4 ms, limit 1 s\n"
       "      grid changed although it returned False (row 1, column 2: 0 -> 5, and 4 more cells)\n"
       "      hint: a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try\n"
       "      |     1  2  3\n"
       "      |   +---------+\n"
       "      | 1 | 5  .  . |\n"
       "  checkSudoku: 8 rows                                      checkSudoku RTE      18 ms, limit 1 s\n"
       "      exit code 1, checkSudoku raised java.lang.ArrayIndexOutOfBoundsException\n"
       "      | java.lang.ArrayIndexOutOfBoundsException: Index 8 out of bounds for length 8, at Sudoku.checkSudoku\n"
       "  subtotal 1/3 points\n"},
      {80, "cases/java.yaml - Java assignment: Sudoku.fillSudoku with checkSudoku\n"
           "  example 1                                fillSudoku  AC        4 ms, limit 1 s\n"
           "  unsolvable deep: AI Escargot with a 9 at row 9, column 5\n"
           "                                           fillSudoku  WA        4 ms, limit 1 s\n"
           "      grid changed although it returned False (row 1, column 2: 0 -> 5, and 4\n"
           "      more cells)\n"
           "      hint: a digit that led nowhere is still in the grid: write 0 back into the\n"
           "            cell after each failed try\n"
           "      |     1  2  3\n"
           "      |   +---------+\n"
           "      | 1 | 5  .  . |\n"
           "  checkSudoku: 8 rows                      checkSudoku RTE      18 ms, limit 1 s\n"
           "      exit code 1, checkSudoku raised java.lang.ArrayIndexOutOfBoundsException\n"
           "      | java.lang.ArrayIndexOutOfBoundsException: Index 8 out of bounds for\n"
           "      |   length 8, at Sudoku.checkSudoku\n"
           "  subtotal 1/3 points\n"},
      {60, "cases/java.yaml - Java assignment: Sudoku.fillSudoku with\n"
           "      checkSudoku\n"
           "  example 1            fillSudoku  AC        4 ms, limit 1 s\n"
           "  unsolvable deep: AI Escargot with a 9 at row 9, column 5\n"
           "                       fillSudoku  WA        4 ms, limit 1 s\n"
           "      grid changed although it returned False (row 1, column\n"
           "      2: 0 -> 5, and 4 more cells)\n"
           "      hint: a digit that led nowhere is still in the grid:\n"
           "            write 0 back into the cell after each failed try\n"
           "      |     1  2  3\n"
           "      |   +---------+\n"
           "      | 1 | 5  .  . |\n"
           "  checkSudoku: 8 rows  checkSudoku RTE      18 ms, limit 1 s\n"
           "      exit code 1, checkSudoku raised\n"
           "      java.lang.ArrayIndexOutOfBoundsException\n"
           "      | java.lang.ArrayIndexOutOfBoundsException: Index 8\n"
           "      |   out of bounds for length 8, at Sudoku.checkSudoku\n"
           "  subtotal 1/3 points\n"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.width);
    const std::string text = text_report(java_rows(), {false, row.width});
    for (const auto& line : hostile::lines_of(text)) {
      CAPTURE(line);
      CHECK(display_width(line) <= row.width);
    }
    const std::size_t from = text.find("cases/java.yaml");
    const std::size_t to = text.find("\ntotal ");
    REQUIRE(to != std::string::npos);
    CHECK(text.substr(from, to - from) == row.table);
  }
}

TEST_CASE("the console report as it comes: a row once the rows before it are shown, never waiting for a hidden case",
          "[report_text]") {
  // visible, hidden, visible; then a second file.
  GradeResult grade = with_hidden();
  std::swap(grade.files[0].cases[1], grade.files[0].cases[0]);  // hidden one, visible case, hidden two
  grade.files[0].cases.push_back(grade.files[0].cases[1]);
  grade.files[0].cases.back().name = "visible last";
  grade.files.push_back({"cases/b.yaml", "B", {grade.files[0].cases[1]}});
  const GradeResult shown = redacted_for(grade, Audience::Student);
  GradeResult plan = shown;
  for (auto& file : plan.files)
    for (auto& c : file.cases) c.reason.clear(), c.verdict = Verdict::JE;

  TextReportStream stream(plan, {false});
  std::string text = stream.start();
  CHECK(text == "grading alice.cpp\n\ncases/a.yaml - A\n");
  // The last visible case first: nothing, its row waits for 'visible case'.
  CHECK(stream.decided(0, 3, shown.files[0].cases[3]).empty());
  text += stream.decided(0, 2, shown.files[0].cases[2]);
  CHECK(text.find("hidden") == std::string::npos);
  CHECK(stream.cases_shown() == 0);
  // 'visible case' shows, and 'visible last' after it, though 'hidden one' is still running.
  const std::string rows = stream.decided(0, 1, shown.files[0].cases[1]);
  CHECK_THAT(rows, Catch::StartsWith("  visible case "));
  CHECK_THAT(rows, Catch::Contains("\n  visible last "));
  CHECK(rows.find("subtotal") == std::string::npos);
  text += rows;
  CHECK(stream.cases_shown() == 2);
  // The file ends with its last hidden case, and the hidden ones count then, together.
  const std::string end = stream.decided(0, 0, shown.files[0].cases[0]);
  CHECK_THAT(end, Catch::StartsWith("  hidden cases: 1 of 2 passed"));
  CHECK_THAT(end, Catch::EndsWith("\ncases/b.yaml - B\n"));
  CHECK(stream.cases_shown() == 4);
  text += end;
  text += stream.decided(1, 0, shown.files[1].cases[0]);
  text += stream.finish();
  CHECK(stream.cases_shown() == stream.cases());
  CHECK(text == text_report(shown, {false}));
}

TEST_CASE("grade's progress line counts shown cases and seconds, and fits the terminal", "[report_text]") {
  CHECK(grading_progress_line(12, 27, std::chrono::seconds(8), 80) == "12 of 27 cases, 8 s");
  CHECK(grading_progress_line(12, 27, std::chrono::seconds(8), 12) == "12 of 27 c…");
}

TEST_CASE("the console report shows each time with the limit it ran under and how the limit was made",
          "[report_text]") {
  CaseResult racket;
  racket.name = "BD6";
  racket.verdict = Verdict::AC;
  racket.points = racket.max_points = 1;
  racket.time = std::chrono::milliseconds(5658);
  racket.limit = std::chrono::milliseconds(8000);
  racket.limit_basis = "2 s (Racket gets 4x)";
  CaseResult not_run = racket;
  not_run.name = "BD7";
  not_run.verdict = Verdict::NI;
  not_run.time = std::chrono::milliseconds(0);
  not_run.limit = std::chrono::milliseconds(0);
  not_run.limit_basis.clear();
  GradeResult grade;
  grade.submission = "bd.rkt";
  grade.files.push_back({"cases/htdp.yaml", "HtDP", {racket, not_run}});
  const std::string text = text_report(grade, {false});
  CHECK_THAT(text, Catch::Contains(" 5,658 ms, limit 2 s (Racket gets 4x)\n"));
  CHECK_THAT(text, Catch::Contains("      0 ms\n"));
}

TEST_CASE("colours follow NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, CLICOLOR and TERM=dumb", "[report_text]") {
  struct Row {
    harness::ColorSetting setting;
    bool colour;
  };
  // Fields: NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, CLICOLOR, TERM, stdout a terminal.
  const std::vector<Row> rows = {
      {{nullptr, nullptr, nullptr, nullptr, "xterm", true}, true},
      {{nullptr, nullptr, nullptr, nullptr, "xterm", false}, false},
      {{"1", nullptr, nullptr, nullptr, "xterm", true}, false},
      {{"", nullptr, nullptr, nullptr, "xterm", true}, true},    // empty is unset (no-color.org)
      {{nullptr, "1", nullptr, nullptr, nullptr, false}, true},  // forced into a pipe
      {{nullptr, "", nullptr, nullptr, nullptr, false}, false},
      {{nullptr, nullptr, "1", nullptr, nullptr, false}, true},
      {{nullptr, nullptr, "0", nullptr, "xterm", false}, false},  // CLICOLOR_FORCE=0 forces nothing
      {{nullptr, nullptr, nullptr, nullptr, "dumb", true}, false},
      {{nullptr, "1", nullptr, nullptr, "dumb", true}, true},  // forced even on a dumb terminal
      {{nullptr, nullptr, nullptr, "0", "xterm", true}, false},
      {{"1", "1", "1", nullptr, "xterm", true}, false},  // NO_COLOR wins
  };
  for (const Row& row : rows) {
    CAPTURE(row.setting.no_color ? row.setting.no_color : "-", row.setting.force_color ? row.setting.force_color : "-",
            row.setting.clicolor_force ? row.setting.clicolor_force : "-", row.setting.term ? row.setting.term : "-",
            row.setting.terminal);
    CHECK(harness::color_wanted(row.setting) == row.colour);
  }
}
