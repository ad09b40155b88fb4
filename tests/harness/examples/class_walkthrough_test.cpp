// docs/instructor.md's class, graded in one batch command as the walkthrough
// says: 15 students in four languages, a roster with one student missing, a
// late git repository, an override and a torn report. The sheet, the Canvas
// export and the dashboard must say the same thing of every student.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "class/csv.h"
#include "cli/command.h"
#include "command_run.h"
#include "file_text.h"
#include "hostile/hostile_suite.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = SOURCE_DIR;

// Column `name` of every row of a CSV, keyed by the row's `key` column.
std::map<std::string, std::string> column(const std::string& csv, const std::string& key, const std::string& name,
                                          std::size_t skip_rows = 0) {
  const auto rows = harness::parse_csv(csv, "csv");
  REQUIRE(!rows.empty());
  const auto index = [&](const std::string& head) {
    const auto at = std::find(rows[0].begin(), rows[0].end(), head);
    REQUIRE(at != rows[0].end());
    return static_cast<std::size_t>(at - rows[0].begin());
  };
  const std::size_t k = index(key), v = index(name);
  std::map<std::string, std::string> out;
  for (std::size_t r = 1 + skip_rows; r < rows.size(); ++r) out[rows[r][k]] = rows[r][v];
  return out;
}

}  // namespace

TEST_CASE("the walkthrough's class grades in one batch into a sheet, a Canvas CSV and a dashboard that agree",
          "[class_walkthrough][process][slow]") {
  TempDir temp("class-walkthrough");
  const fs::path dest = temp.path / "c";
  REQUIRE(hostile_suite::run_outside({"bash", (kSource / "examples/class/make_class.sh").string(), dest.string()})
              .exit_code == 0);
  const CommandRun run = run_command(
      harness::run_batch,
      {"batch", (dest / "class").string(), "--cases", (kSource / "tests/submissions/cases.yaml").string(), "--out",
       (dest / "out").string(), "--roster", (dest / "roster.csv").string(), "--overrides",
       (dest / "overrides.yaml").string(), "--deadline", "2026-12-01T23:59Z", "--late-penalty", "10", "--cache",
       std::string(BINARY_DIR) + "/test-cache", "--jobs", "2"});
  INFO(run.err);
  CHECK(run.code == 0);
  CHECK_THAT(run.err, Catch::Contains("out/bob.json is not a whole report: set aside as bob.json.set-aside; "
                                      "graded again"));
  CHECK_THAT(run.out, Catch::Contains("15 graded, 0 already done") &&
                          Catch::Contains("roster: 15 of 16 students handed in; no submission: pat\n") &&
                          Catch::Contains("deadline 2026-12-01T23:59:00Z: late: eve (1d 10h, -20%)\n") &&
                          Catch::Contains("overrides applied: 1\n"));

  const std::string sheet = text_of(dest / "out/grades.csv");
  const auto totals = column(sheet, "student", "total");
  const auto notes = column(sheet, "student", "note");
  const auto names = column(sheet, "student", "name");
  CHECK(totals.size() == 16);
  CHECK(totals.at("ann") == "7");
  CHECK(totals.at("eve") == "5.6");  // 7, two days started late at 10% a day
  CHECK(column(sheet, "student", "autograder").at("eve") == "7");
  CHECK(column(sheet, "student", "submitted").at("eve") == "2026-12-03T10:00:00Z");
  CHECK(totals.at("jon") == "1");  // 0, and a case overridden to 1
  CHECK_THAT(column(sheet, "student", "override").at("jon"), Catch::Contains("tim (TA)"));
  CHECK(totals.at("pat") == "0");
  CHECK(notes.at("pat") == "no submission");
  CHECK_THAT(notes.at("lee"), Catch::Contains("rename Sudoku.CPP to Sudoku.cpp"));
  CHECK(notes.at("gina") == "the submission does not compile");
  CHECK(column(sheet, "student", "cases.yaml: solve lesson Test 1").at("kim") == "TLE");

  // Canvas: the same total for every roster student, by name.
  const auto canvas = column(text_of(dest / "out/canvas.csv"), "Student",
                             "Cases for the test submissions: one of each kind, short limits", 1);
  CHECK(canvas.size() == 16);
  for (const auto& [student, total] : totals) {
    INFO(student);
    CHECK(canvas.at(names.at(student)) == total);
  }

  // The dashboard: every student's row says the same total.
  const std::string dashboard = text_of(dest / "out/index.html");
  for (const auto& [student, total] : totals) {
    INFO(student);
    CHECK_THAT(dashboard, Catch::Matches(".*<a href=\"students/" + student + ".html\">" + student + "</a>.*",
                                         Catch::CaseSensitive::Yes) ||
                              Catch::Contains(">" + student + "<"));
    CHECK_THAT(dashboard, Catch::Contains("data-student=\"" + student + "\" data-total=\"" + total + "\""));
  }
  // The scores are of the totals that count, the autograder's only beside them: eve's 5.6 and jon's 1 of 7.
  const auto row = [&](const std::string& student) {
    const std::size_t at = dashboard.find("data-student=\"" + student + "\"");
    return dashboard.substr(at, dashboard.find("</tr>", at) - at);
  };
  CHECK_THAT(row("eve"), Catch::Contains("5.6/7 <span class=\"summary autograder\">(autograder: 7/7)</span>") &&
                             Catch::Contains(">80%</td>"));
  CHECK_THAT(row("jon"), Catch::Contains("1/7 <span class=\"summary autograder\">(autograder: 0/7)</span>") &&
                             Catch::Contains(">14%</td>"));
  CHECK_THAT(text_of(dest / "out/students/eve.html"), Catch::Contains("<strong>5.6/7 points</strong>"));
  CHECK_THAT(text_of(dest / "out/students/eve.html"), Catch::Contains("late 1d 10h: -20%"));
  CHECK_THAT(text_of(dest / "out/students/jon.html"), Catch::Contains("crash traced to the test"));

  // "The same class, the way it really arrives": Canvas's roster, New York's clock, eve's extension.
  const std::vector<std::string> as_arrived = {"batch",          (dest / "class").string(),
                                               "--cases",        (kSource / "tests/submissions/cases.yaml").string(),
                                               "--out",          (dest / "out").string(),
                                               "--roster",       (dest / "roster-canvas.csv").string(),
                                               "--overrides",    (dest / "overrides.yaml").string(),
                                               "--deadline",     "2026-12-01 18:59 America/New_York",
                                               "--late-penalty", "10",
                                               "--extensions",   (dest / "extensions.yaml").string(),
                                               "--lms-title",    "Sudoku (4242)",
                                               "--cache",        std::string(BINARY_DIR) + "/test-cache",
                                               "--jobs",         "2"};
  const CommandRun canvas_run = run_command(harness::run_batch, as_arrived);
  INFO(canvas_run.err);
  CHECK(canvas_run.code == 0);
  CHECK_THAT(canvas_run.out, Catch::StartsWith("0 graded, 15 already done, 12 not fully accepted, of 15 students") &&
                                 Catch::Contains("roster: 15 of 16 students handed in; no submission: pat\n") &&
                                 Catch::Contains("deadline 2026-12-01T23:59:00Z: nobody late\n") &&
                                 Catch::Contains("extensions: eve to 2026-12-03T23:59:00Z\n") &&
                                 Catch::Contains("eve: 5.6 -> 7 (+1.4)\n"));
  const std::string canvas_sheet = text_of(dest / "out/grades.csv");
  CHECK(column(canvas_sheet, "student", "id").at("kim") == "s1011");
  CHECK(column(canvas_sheet, "student", "note").at("eve") ==
        "deadline extended to 2026-12-03T23:59:00Z (extensions.yaml:2:3)");
  const auto canvas_ids = column(text_of(dest / "out/canvas.csv"), "SIS Login ID", "ID", 1);
  CHECK(canvas_ids.size() == 16);  // the Student View student is no student
  CHECK(canvas_ids.at("eve") == "4505");
  CHECK(column(text_of(dest / "out/canvas.csv"), "SIS Login ID", "Sudoku (4242)", 1).at("eve") == "7");

  std::vector<std::string> only_kim = as_arrived;
  only_kim.insert(only_kim.end(), {"--only", "kim"});
  const CommandRun regrade = run_command(harness::run_batch, only_kim);
  CHECK(regrade.code == 0);
  CHECK_THAT(regrade.out, Catch::StartsWith("1 graded, 0 already done, 1 not fully accepted, of 1 student;"));
  CHECK(column(text_of(dest / "out/grades.csv"), "student", "total").size() == 16);

  const CommandRun excel = run_command(
      harness::run_batch,
      {"batch", (dest / "class").string(), "--cases", (kSource / "tests/submissions/cases.yaml").string(), "--out",
       (dest / "out").string(), "--roster", (dest / "roster-excel.csv").string(), "--overrides",
       (dest / "overrides.yaml").string(), "--deadline", "2026-12-01T23:59Z", "--late-penalty", "10", "--cache",
       std::string(BINARY_DIR) + "/test-cache", "--jobs", "2"});
  CHECK(excel.code == 0);
  CHECK_THAT(excel.out, Catch::Contains("roster: 15 of 16 students handed in; no submission: pat\n"));
  CHECK(column(text_of(dest / "out/grades.csv"), "student", "id").at("ann") == "s1001");
  CHECK(column(text_of(dest / "out/grades.csv"), "student", "email").at("pat") == "pat@example.edu");

  for (const std::string platform : {"gradescope", "prairielearn", "vpl"}) {
    INFO(platform);
    const CommandRun packed = run_command(
        harness::run_package, {"package", "--for", platform, (kSource / "tests/submissions/cases.yaml").string(),
                               "--out", (dest / (platform + ".zip")).string()});
    CHECK(packed.code == 0);
    CHECK_THAT(packed.out,
               Catch::StartsWith("wrote " + (dest / (platform + ".zip")).string()) && Catch::Contains(": 7 cases; "));
  }
}

TEST_CASE("the walkthrough's first batch grades the class against the one assignment it sets", "[class_walkthrough]") {
  // A class that did one assignment graded against every bundled one got 113 columns, most of them CE.
  std::ifstream doc(kSource / "docs/instructor.md");
  std::string line;
  while (std::getline(doc, line) && line.find("sudoku-grade batch ") == std::string::npos) {
  }
  INFO(line);
  std::istringstream words(line);
  std::string word, cases;
  while (words >> word)
    if (word == "--cases") words >> cases;
  REQUIRE(!cases.empty());
  CHECK(fs::is_regular_file(kSource / cases));
}
