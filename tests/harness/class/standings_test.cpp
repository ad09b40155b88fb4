// Each student's standing from the reports and the class settings, as a
// table; the LMS exports' layouts; the settings read back as written.
#include "class/standings.h"

#include <catch2/catch.hpp>

#include "class/csv.h"
#include "class/grade_sheet.h"
#include "class/lms_export.h"

using namespace harness;

namespace {

// 2026-12-01T12:00:00Z
constexpr std::int64_t kDeadline = 1796126400;

CaseResult scored(const char* name, int points, int max) {
  CaseResult c;
  c.name = name;
  c.verdict = points == max ? Verdict::AC : Verdict::WA;
  c.points = points;
  c.max_points = max;
  return c;
}

StudentReport report(const std::string& student, int easy, int hard, const std::string& submitted) {
  GradeResult r;
  r.files.push_back({"cases/a.yaml", "A", {scored("easy", easy, 4), scored("hard", hard, 6)}});
  r.submitted_at = submitted;
  r.submitted_from = submitted.empty() ? "" : "git commit 0123abcd";
  return {student, student + ".json", r};
}

Roster roster() {
  Roster r{"roster.csv", {}};
  r.students.push_back({"ann", "s1", "Ann Lee", "ann@u.edu", {{"folder", "ann"}}, 2});
  r.students.push_back({"Bob", "s2", "Bob Ray", "bob@u.edu", {{"folder", "Bob"}}, 3});
  r.students.push_back({"cy", "s3", "Cy Day", "cy@u.edu", {{"folder", "cy"}}, 4});
  return r;
}

Override override_of(const char* student, const char* case_name, double points) {
  return {student,           case_name, *case_name ? "cases/a.yaml" : "", points,
          "checked by hand", "tim",     "/course/overrides.yaml:1:3",     ""};
}

const Standing& of(const std::vector<Standing>& standings, const std::string& student) {
  for (const auto& s : standings)
    if (s.student == student) return s;
  FAIL("no standing for " << student);
  throw;
}

}  // namespace

TEST_CASE("the total that counts: the late penalty, capped, then a total override over it", "[standings]") {
  const std::optional<LatePolicy> policy = LatePolicy{kDeadline, 10, 25};
  const std::optional<LatePolicy> flag_only = LatePolicy{kDeadline, 0, 100};
  const std::optional<LatePolicy> none;
  constexpr std::int64_t day = 86400;
  struct Row {
    const char* what;
    double points;
    const std::optional<LatePolicy>& late;
    std::int64_t late_seconds;
    std::optional<double> total_override;
    double penalty, before_override, total;
  };
  const Row rows[] = {
      {"on time", 10, policy, 0, {}, 0, 10, 10},
      {"no deadline, nothing is late", 10, none, day, {}, 0, 10, 10},
      {"late one second: a day started", 10, policy, 1, {}, 10, 9, 9},
      {"late two days", 7, policy, 2 * day, {}, 20, 5.6, 5.6},
      {"late three days started: 30% capped at 25%", 10, policy, 2 * day + 1, {}, 25, 7.5, 7.5},
      {"late a week: still the cap", 10, policy, 7 * day, {}, 25, 7.5, 7.5},
      {"late, flagged only", 10, flag_only, 3 * day, {}, 0, 10, 10},
      {"overridden, on time", 0, policy, 0, 6, 0, 0, 6},
      {"overridden to 0 is an override", 10, policy, 0, 0.0, 0, 10, 0},
      {"late and overridden: no penalty after the override", 10, policy, 2 * day, 9.5, 20, 8, 9.5},
      {"late and capped, then overridden", 4, policy, 5 * day, 3, 25, 3, 3},
      {"nothing to take a penalty from", 0, policy, day, {}, 10, 0, 0},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    const CountedTotal counted = counted_total(row.points, row.late, row.late_seconds, row.total_override);
    CHECK(counted.penalty_percent == Approx(row.penalty));
    CHECK(counted.before_override == Approx(row.before_override));
    CHECK(counted.total == Approx(row.total));
  }
}

TEST_CASE("standings: penalties per day started, capped, then overrides, and the notes that say so", "[standings]") {
  ClassSettings settings;
  settings.late = LatePolicy{kDeadline, 10, 25};
  settings.overrides = {override_of("dee", "hard", 6), override_of("eve", "", 9.5)};
  const std::vector<StudentReport> reports = {
      report("ann", 4, 6, "2026-12-01T12:00:00Z"),  // on the stroke of the deadline: on time
      report("bob", 4, 6, "2026-12-01T12:00:01Z"),  // one second late: a day started, -10%
      report("cy", 4, 0, "2026-12-04T11:00:00Z"),   // 3 days started: -30%, capped at 25%
      report("dee", 4, 0, "2026-12-02T13:00:00Z"),  // a case overridden, then 2 days' penalty
      report("eve", 0, 0, "2026-12-05T00:00:00Z"),  // a total overridden: no penalty after it
      report("fay", 4, 6, ""),                      // no time known: never late
  };
  const auto standings = standings_of(reports, settings);
  struct Row {
    const char* student;
    double raw, total, penalty;
    const char* note;
  };
  const Row rows[] = {
      {"ann", 10, 10, 0, ""},
      {"bob", 10, 9, 10, "late 1s: -10%"},
      {"cy", 4, 3, 25, "late 2d 23h: -25%"},
      {"dee", 4, 8, 20, "late 1d 1h: -20%"},
      {"eve", 0, 9.5, 25, "late 3d 12h: -25%"},
      {"fay", 10, 10, 0, ""},
  };
  REQUIRE(standings.size() == std::size(rows));
  for (const Row& row : rows) {
    INFO(row.student);
    const Standing& s = of(standings, row.student);
    CHECK(s.raw == row.raw);
    CHECK(s.total == Approx(row.total));
    CHECK(s.penalty_percent == row.penalty);
    CHECK(s.note == row.note);
    CHECK(s.max == 10);
  }
  CHECK(of(standings, "dee").overrides ==
        std::vector<std::string>{"case 'hard': 0 -> 6 (tim: checked by hand, overrides.yaml:1:3)"});
  CHECK(of(standings, "eve").overrides ==
        std::vector<std::string>{"total: 0 -> 9.5 (tim: checked by hand, overrides.yaml:1:3)"});
}

TEST_CASE("standings: a student with an extension is judged by their own deadline, and the note says so",
          "[standings]") {
  ClassSettings settings;
  settings.late = LatePolicy{kDeadline, 10, 100};
  settings.extensions = {{"bob", kDeadline + 2 * 86400, "/course/ext.yaml:2:3"},
                         {"cy", kDeadline + 3600, "/course/ext.yaml:3:3"}};
  const auto standings = standings_of(
      {
          report("ann", 4, 6, "2026-12-02T12:00:00Z"),  // a day late: no extension
          report("bob", 4, 6, "2026-12-02T12:00:00Z"),  // the same time, within two days more
          report("cy", 4, 6, "2026-12-01T14:00:00Z"),   // an hour past the hour granted
      },
      settings);
  CHECK(of(standings, "ann").late_seconds == 86400);
  CHECK(of(standings, "ann").note == "late 1d 0h: -10%");
  CHECK(of(standings, "bob").late_seconds == 0);
  CHECK(of(standings, "bob").total == 10);
  CHECK(of(standings, "bob").note == "deadline extended to 2026-12-03T12:00:00Z (ext.yaml:2:3)");
  CHECK(of(standings, "cy").late_seconds == 3600);
  CHECK(of(standings, "cy").note == "deadline extended to 2026-12-01T13:00:00Z (ext.yaml:3:3); late 1h 0m: -10%");
  // Extensions without a deadline to extend say nothing (batch refuses the flag without --deadline).
  settings.late.reset();
  CHECK(of(standings_of({report("bob", 4, 6, "2026-12-02T12:00:00Z")}, settings), "bob").note.empty());
}

TEST_CASE("standings: a roster student with no folder gets 0 and 'no submission', a folder not on it is flagged",
          "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  const auto standings = standings_of({report("ann", 4, 6, ""), report("bob", 4, 0, ""), report("zed", 0, 0, "")},
                                      settings);
  std::vector<std::string> students;
  for (const auto& s : standings) students.push_back(s.student);
  CHECK(students == std::vector<std::string>{"Bob", "ann", "bob", "cy", "zed"});
  CHECK(of(standings, "ann").name == "Ann Lee");
  CHECK(of(standings, "ann").note.empty());
  CHECK(of(standings, "cy").note == "no submission");
  CHECK(of(standings, "cy").total == 0);
  CHECK(of(standings, "cy").max == 10);
  CHECK_FALSE(of(standings, "cy").has_report);
  CHECK(of(standings, "bob").note == "not in the roster (is it 'Bob'?)");
  CHECK(of(standings, "Bob").note == "no submission");
  CHECK(of(standings, "zed").note == "not in the roster");
}

TEST_CASE("standings: a roster student not linked to a folder gets 0 and 'not linked', after the class, in the "
          "sheet and both exports",
          "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  settings.roster->students.insert(settings.roster->students.begin() + 1,
                                   {"", "s9", "", "", {{"github_username", ""}, {"identifier", "s9"}}, 5});
  settings.roster->students.push_back({"", "s8", "Hal Ito", "", {}, 6});
  settings.lms_title = "Sudoku";
  const auto standings = standings_of({report("ann", 4, 6, "")}, settings);
  REQUIRE(standings.size() == 5);
  CHECK(standings[3].student.empty());
  CHECK(standings[3].id == "s9");
  CHECK(standings[3].note == "not linked");
  CHECK(standings[3].total == 0);
  CHECK(standings[3].max == 10);
  CHECK_FALSE(standings[3].has_report);
  CHECK(standings[4].id == "s8");
  CHECK(standings[4].name == "Hal Ito");
  CHECK_THAT(grade_sheet_csv({report("ann", 4, 6, "")}, standings, settings),
             Catch::EndsWith("\n,0,10,s9,,,not linked,,,\n,0,10,s8,Hal Ito,,not linked,,,\n"));
  // In the roster's order, each with their own row.
  const auto canvas = parse_csv(canvas_csv(standings, settings), "canvas.csv");
  REQUIRE(canvas.size() == 7);
  CHECK(canvas[3] == std::vector<std::string>{"", "", "s9", "", "", "0"});
  CHECK(canvas[6] == std::vector<std::string>{"Hal Ito", "", "s8", "", "", "0"});
  const auto moodle = parse_csv(moodle_csv(standings, settings), "moodle.csv");
  REQUIRE(moodle.size() == 6);
  CHECK(moodle[2][0] == "s9");
  CHECK(moodle[5][0] == "s8");
}

TEST_CASE("the sheet's columns come with what fills them: roster, deadline, overrides", "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  settings.late = LatePolicy{kDeadline, 10, 100};
  settings.overrides = {override_of("ann", "", 7)};
  const std::vector<StudentReport> reports = {report("ann", 4, 6, "2026-12-01T11:00:00Z"),
                                              report("cy", 4, 0, "2026-12-01T13:30:00Z")};
  const std::string sheet = grade_sheet_csv(reports, standings_of(reports, settings), settings);
  CHECK(sheet == "student,total,max,id,name,email,autograder,submitted,late,penalty,override,note,a.yaml,a.yaml: easy,"
                 "a.yaml: hard\n"
                 "Bob,0,10,s2,Bob Ray,bob@u.edu,0,,,,,no submission,,,\n"
                 "ann,7,10,s1,Ann Lee,ann@u.edu,10,2026-12-01T11:00:00Z,,,\"total: 10 -> 7 (tim: checked by hand, "
                 "overrides.yaml:1:3)\",,10,AC,AC\n"
                 "cy,3.6,10,s3,Cy Day,cy@u.edu,4,2026-12-01T13:30:00Z,1h 30m,10%,,late 1h 30m: -10%,4,AC,WA\n");
}

TEST_CASE("the Canvas export has Canvas's columns, its Points Possible row and the roster's students in order",
          "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  settings.roster->students[0].fields = {{"ID", "101"}, {"SIS Login ID", "ann"}, {"Section", "A"}};
  settings.lms_title = "Sudoku (1234)";
  const std::vector<StudentReport> reports = {report("ann", 4, 6, ""), report("zed", 4, 6, "")};
  const std::string canvas = canvas_csv(standings_of(reports, settings), settings);
  const auto rows = parse_csv(canvas, "canvas.csv");
  REQUIRE(rows.size() == 5);
  CHECK(rows[0] ==
        std::vector<std::string>{"Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Sudoku (1234)"});
  CHECK(rows[1] == std::vector<std::string>{"Points Possible", "", "", "", "", "10"});
  CHECK(rows[2] == std::vector<std::string>{"Ann Lee", "101", "", "ann", "A", "10"});
  CHECK(rows[3] == std::vector<std::string>{"Bob Ray", "", "s2", "", "", "0"});
  CHECK(rows[4] == std::vector<std::string>{"Cy Day", "", "s3", "", "", "0"});
}

TEST_CASE("the Moodle export has an identifier, the grade and the feedback for Moodle's import form", "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  settings.lms_title = "Sudoku";
  settings.overrides = {override_of("ann", "easy", 2)};
  const std::vector<StudentReport> reports = {report("ann", 4, 6, "")};
  const auto rows = parse_csv(moodle_csv(standings_of(reports, settings), settings), "moodle.csv");
  REQUIRE(rows.size() == 4);
  CHECK(rows[0] ==
        std::vector<std::string>{"ID number", "Email address", "Full name", "Sudoku (out of 100)", "Feedback"});
  // 8 of 10 points is 80 of Moodle's 100; the feedback is the override's comment alone.
  CHECK(rows[1] == std::vector<std::string>{"s1", "ann@u.edu", "Ann Lee", "80", "checked by hand"});
  CHECK(rows[2] == std::vector<std::string>{"s2", "bob@u.edu", "Bob Ray", "0", ""});
}

TEST_CASE("moodle.csv's grades are the totals scaled to --lms-max, never above it", "[standings]") {
  // Moodle's import refuses the whole file for one grade over 100 (gradevaluetoobig): cases/ is worth 104.
  struct Row {
    double total, lms_max;
    const char* grade;
  };
  const Row rows[] = {{102, 100, "98.08"}, {104, 100, "100"}, {52, 10, "5"}, {0, 100, "0"}, {130, 100, "100"}};
  for (const Row& row : rows) {
    INFO(row.total << " of 104, out of " << row.lms_max);
    Standing s;
    s.student = "ann";
    s.has_report = true;
    s.total = row.total;
    s.max = 104;
    ClassSettings settings;
    settings.roster = roster();
    settings.lms_title = "Sudoku";
    settings.lms_max = row.lms_max;
    const auto csv = parse_csv(moodle_csv({s}, settings), "moodle.csv");
    REQUIRE(csv.size() == 2);
    CHECK(csv[0][3] == "Sudoku (out of " + points_text(row.lms_max) + ")");
    CHECK(csv[1][3] == row.grade);
  }
}

TEST_CASE("an override's note is the instructor's: on the sheet, never in an export's feedback", "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  settings.lms_title = "Sudoku";
  settings.overrides = {override_of("ann", "easy", 2), override_of("Bob", "", 5)};
  settings.overrides[0].comment = "your test 3 crashed on our setup; full marks";
  settings.overrides[0].note = "TA suspects a copy, ask ann";
  const std::vector<StudentReport> reports = {report("ann", 4, 6, ""), report("Bob", 0, 0, "")};
  const auto standings = standings_of(reports, settings);
  const std::string moodle = moodle_csv(standings, settings), canvas = canvas_csv(standings, settings);
  for (const std::string* file : {&moodle, &canvas}) {
    CHECK_THAT(*file, !Catch::Contains("suspects") && !Catch::Contains("tim") && !Catch::Contains("overrides.yaml"));
  }
  const auto rows = parse_csv(moodle, "moodle.csv");
  CHECK(rows[1][4] == "your test 3 crashed on our setup; full marks");
  CHECK(rows[2][4] == "checked by hand");
  CHECK_THAT(grade_sheet_csv(reports, standings, settings), Catch::Contains("note: TA suspects a copy, ask ann"));
  for (const auto& s : standings)
    for (const auto& line : s.overrides) CHECK_THAT(line, !Catch::Contains("suspects"));
}

TEST_CASE("a late student's feedback says the lateness and its penalty, then the comments, nothing private",
          "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  settings.late = LatePolicy{kDeadline, 10, 100};
  settings.overrides = {override_of("ann", "easy", 4)};
  settings.overrides[0].comment = "test 3 was ours to fix";
  settings.overrides[0].note = "private: ask ann";
  // ann a day and two hours late; Bob on time.
  const std::vector<StudentReport> reports = {report("ann", 4, 6, "2026-12-02T14:00:00Z"),
                                              report("Bob", 4, 6, "2026-11-30T10:00:00Z")};
  const auto rows = parse_csv(moodle_csv(standings_of(reports, settings), settings), "moodle.csv");
  REQUIRE(rows.size() == 4);
  CHECK(rows[1][4] == "late 1d 2h: -20%; test 3 was ours to fix");
  CHECK(rows[2][4].empty());
}

TEST_CASE("the LMS column's default title is short: the one case file's, else Sudoku", "[standings]") {
  CaseFile lesson, extra, untitled;
  lesson.path = "cases/lesson.yaml";
  lesson.title = "Python lesson: backtracking sudoku";
  extra.path = "cases/extra.yaml";
  extra.title = "Cases of our own";
  untitled.path = "cases/mine.yaml";
  CHECK(default_lms_title({lesson}) == "Python lesson: backtracking sudoku");
  CHECK(default_lms_title({untitled}) == "mine.yaml");
  CHECK(default_lms_title({lesson, extra, untitled}) == "Sudoku");
}

TEST_CASE("the class settings read back as written, and a file batch did not write is an error", "[standings]") {
  ClassSettings settings;
  settings.roster = roster();
  settings.late = LatePolicy{kDeadline, 5, 50};
  settings.overrides = {override_of("ann", "easy", 2)};
  settings.extensions = {{"ann", kDeadline + 86400, "/course/ext.yaml:2:3"}};
  settings.lms_title = "Sudoku";
  settings.lms_max = 20;
  settings.overrides[0].note = "private";
  const std::string text = class_settings_json(settings);
  const ClassSettings back = class_settings_from_json(text, ".class.json");
  CHECK(class_settings_json(back) == text);
  CHECK(back.roster->students.size() == 3);
  CHECK(back.late == settings.late);
  CHECK(back.lms_max == 20);
  CHECK(back.overrides[0].note == "private");
  // Where the roster and the overrides were read from is no setting: shards given other paths agree.
  CHECK(back.overrides[0].where == "overrides.yaml:1:3");
  CHECK(back.extensions == std::vector<Extension>{{"ann", kDeadline + 86400, "ext.yaml:2:3"}});
  settings.roster->path = "/elsewhere/roster.csv";
  settings.overrides[0].where = "/elsewhere/overrides.yaml:1:3";
  settings.extensions[0].where = "/elsewhere/ext.yaml:2:3";
  CHECK(class_settings_json(settings) == text);
  CHECK(class_settings_from_json(class_settings_json(ClassSettings{}), ".class.json") == ClassSettings{});
  CHECK_THROWS_WITH(class_settings_from_json("{\"late\": 3}", "OUT/.class.json"),
                    Catch::StartsWith("OUT/.class.json: not the class settings batch writes"));
}
