#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "base/error.h"
#include "base/printable.h"
#include "base/read_file.h"
#include "class/grade_sheet.h"
#include "report/json.h"

#include "hostile_text.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

CaseResult case_result(const std::string& name, Verdict verdict, int max_points) {
  CaseResult c;
  c.name = name;
  c.verdict = verdict;
  c.max_points = max_points;
  c.points = verdict == Verdict::AC ? max_points : 0;
  return c;
}

// One case file: "easy" worth 1 point, "hard, big" worth 2.
GradeResult graded(Verdict easy, Verdict hard) {
  GradeResult grade;
  grade.files.push_back({"cases/a.yaml", "A", {case_result("easy", easy, 1), case_result("hard, big", hard, 2)}});
  return grade;
}

void write_text(const fs::path& file, const std::string& text) { std::ofstream(file, std::ios::binary) << text; }

}  // namespace

TEST_CASE("the grade sheet has totals, subtotals and a verdict per case, students sorted", "[grade_sheet]") {
  const std::vector<StudentReport> reports = {{"alice", "alice.json", graded(Verdict::AC, Verdict::AC)},
                                              {"bob \"the\" builder", "b.json", graded(Verdict::AC, Verdict::WA)}};
  CHECK(grade_sheet_csv(reports) == "student,total,max,note,a.yaml,a.yaml: easy,\"a.yaml: hard, big\"\n"
                                    "alice,3,3,,3,AC,AC\n"
                                    "\"bob \"\"the\"\" builder\",1,3,,1,AC,WA\n");
}

TEST_CASE("names a student chose show as escapes in the grade sheet, one row each", "[grade_sheet]") {
  GradeResult grade = graded(Verdict::AC, Verdict::AC);
  grade.files[0].cases[0].name = hostile::text();
  const std::string csv = grade_sheet_csv({{hostile::text(), "x.json", grade}});
  CHECK(hostile::first_raw_control(csv) == std::string::npos);
  const auto rows = parse_csv(csv, "grades.csv");
  REQUIRE(rows.size() == 2);
  CHECK(rows[1][0] == printable_line(hostile::text()));
  CHECK(rows[1][1] == "3");
  CHECK(hostile::unseen(rows[0][5]).empty());
  CHECK(hostile::unseen(rows[1][0]).empty());
}

TEST_CASE("a case one student lacks leaves that student's cell empty", "[grade_sheet]") {
  GradeResult fewer = graded(Verdict::AC, Verdict::WA);
  fewer.files[0].cases.pop_back();
  const std::string csv = grade_sheet_csv({{"alice", "", graded(Verdict::AC, Verdict::AC)}, {"bob", "", fewer}});
  CHECK_THAT(csv, Catch::EndsWith("bob,1,1,,1,AC,\n"));
}

TEST_CASE("CSV fields are quoted only when they must be, and read back the same", "[grade_sheet]") {
  CHECK(csv_field("plain") == "plain");
  CHECK(csv_field("a,b") == "\"a,b\"");
  CHECK(csv_field("say \"hi\"") == "\"say \"\"hi\"\"\"");
  CHECK(csv_field("two\nlines") == "\"two\nlines\"");
  const auto rows = parse_csv("a,\"b,c\",\"d\"\"e\"\r\n\"f\ng\",\n", "x.csv");
  REQUIRE(rows.size() == 2);
  CHECK(rows[0] == std::vector<std::string>{"a", "b,c", "d\"e"});
  CHECK(rows[1] == std::vector<std::string>{"f\ng", ""});
}

TEST_CASE("an unclosed quote in a CSV is reported at its line and column", "[grade_sheet]") {
  CHECK_THROWS_WITH(parse_csv("student,total\n\"alice,3\n", "old.csv"), "old.csv:2:1: a quoted field is never closed");
}

TEST_CASE("regrade lists changed, new and vanished totals and nothing else", "[grade_sheet]") {
  const std::string before = "student,total,max\nalice,3,3\nbob,1,3\ncarol,2,3\n";
  const std::string after = "student,total,max\nalice,3,3\nbob,2.5,3\ndave,0,3\n";
  CHECK(total_changes(before, "old.csv", after) ==
        "bob: 1 -> 2.5 (+1.5)\ndave: new, 0\ncarol: not in this run (was 2)\n");
  CHECK(total_changes(before, "old.csv", before).empty());
  CHECK_THROWS_WITH(total_changes("name,score\n", "old.csv", after),
                    "old.csv:1: not a grade sheet: expected the columns 'student,total' first");
}

TEST_CASE("regrade passes over the rows of students not linked, who have no folder to follow", "[grade_sheet]") {
  const std::string before = "student,total,max,id\nalice,3,3,s1\n,0,3,s9\n";
  CHECK(total_changes(before, "old.csv", "student,total,max,id\nalice,3,3,s1\n").empty());
  CHECK(total_changes("student,total,max,id\nalice,3,3,s1\n", "old.csv", before).empty());
}

TEST_CASE("regrade prints a name from a sheet as escapes, on one line", "[grade_sheet]") {
  const std::string before = "student,total,max\n\"x\n::error::forged\x1b[2J\",3,3\n";
  CHECK(total_changes(before, "old.csv", "student,total,max\n") ==
        "x\\n::error::forged\\x1b[2J: not in this run (was 3)\n");
}

TEST_CASE("reports are read from *.json only: a stray .json.tmp is not a student", "[grade_sheet]") {
  TempDir dir("grade-sheet-stray-tmp");
  write_text(dir / "alice.json", json_report_text(graded(Verdict::AC, Verdict::AC)));
  write_text(dir / "bob.json.tmp", "{\"points\": 1, \"max_po");
  write_text(dir / "grades.csv", "student,total\n");
  const auto reports = read_reports({dir.path});
  REQUIRE(reports.size() == 1);
  CHECK(reports[0].student == "alice");
}

TEST_CASE("a torn report is not taken as a result, and is listed when asked", "[grade_sheet]") {
  TempDir dir("grade-sheet-torn");
  write_text(dir / "bob.json", "{\"points\": 1, \"max_po");
  write_text(dir / "carol.json", "");
  write_text(dir / "dan.json", "{\"name\": \"not ours\"}\n");
  write_text(dir / "alice.json", json_report_text(graded(Verdict::AC, Verdict::AC)));
  CHECK_FALSE(read_report(dir.path / "bob.json").has_value());
  CHECK_THROWS_WITH(read_reports({dir.path}),
                    (dir.path / "bob.json").string() + ": not a whole sudoku-grade JSON report");
  std::vector<fs::path> unreadable;
  const auto reports = read_reports({dir.path}, &unreadable);
  REQUIRE(reports.size() == 1);
  CHECK(reports[0].student == "alice");
  CHECK(unreadable == std::vector<fs::path>{dir / "bob.json", dir / "carol.json", dir / "dan.json"});
}

TEST_CASE("a report set aside is kept under a name no reader takes, never over another", "[grade_sheet]") {
  TempDir dir("grade-sheet-set-aside");
  write_text(dir / "bob.json", "torn");
  CHECK(set_aside(dir / "bob.json") == dir / "bob.json.set-aside");
  write_text(dir / "bob.json", "torn again");
  CHECK(set_aside(dir / "bob.json") == dir / "bob.json.set-aside-2");
  CHECK_FALSE(fs::exists(dir / "bob.json"));
  CHECK(read_file(dir / "bob.json.set-aside") == "torn");
  CHECK(read_file(dir / "bob.json.set-aside-2") == "torn again");
  CHECK(read_reports({dir.path}).empty());
}

TEST_CASE("one student in two folders must have one grading, whatever the times", "[grade_sheet]") {
  TempDir one("grade-sheet-one"), two("grade-sheet-two");
  const std::string text = json_report_text(graded(Verdict::AC, Verdict::AC));
  write_text(one / "alice.json", text);
  // The same result in other bytes (no indentation) is still one result.
  write_text(two / "alice.json", nlohmann::json::parse(text).dump());
  CHECK(read_reports({one.path, two.path}).size() == 1);
  // Graded twice, by two shards: other times, the same verdicts and points.
  GradeResult slower = graded(Verdict::AC, Verdict::AC);
  slower.files[0].cases[0].time = std::chrono::milliseconds(350);
  slower.files[0].cases[1].reason = "took a while";
  write_text(two / "alice.json", json_report_text(slower));
  CHECK(read_reports({one.path, two.path}).size() == 1);
  write_text(two / "alice.json", json_report_text(graded(Verdict::AC, Verdict::WA)));
  CHECK_THROWS_WITH(read_reports({one.path, two.path}),
                    (two.path / "alice.json").string() + ": student 'alice' is also in " +
                        (one.path / "alice.json").string() + ", with other verdicts or points");
}

TEST_CASE("a cell a spreadsheet would take for a formula is kept as text", "[grade_sheet]") {
  struct Row {
    const char* text;
    const char* safe;
  };
  const Row rows[] = {
      {"=HYPERLINK(\"http://x\",\"click\")", "'=HYPERLINK(\"http://x\",\"click\")"},
      {"+1+1", "'+1+1"},
      {"-2+3", "'-2+3"},
      {"@SUM(A1)", "'@SUM(A1)"},
      {"\tlead", "'\tlead"},
      {"alice", "alice"},
      {"AC", "AC"},
      {"", ""},
      {"a=b", "a=b"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text);
    CHECK(harness::spreadsheet_safe(row.text) == row.safe);
  }
}

TEST_CASE("case headers name each file from the folder the case files share", "[grade_sheet]") {
  harness::GradeResult result;
  result.files = {{"/home/me/course/cases/lesson.yaml", "L", {}}, {"/home/me/course/cases/extra/16.yaml", "E", {}}};
  const std::string sheet = grade_sheet_csv({{"=cmd|' /C calc'!A0", "x.json", result}});
  CHECK(sheet.rfind("student,total,max,note,lesson.yaml,extra/16.yaml\n", 0) == 0);
  // The student's name is not a formula either.
  CHECK(sheet.find("\n'=cmd|' /C calc'!A0,0,0,,0,0\n") != std::string::npos);
}
