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
