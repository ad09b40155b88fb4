// The hostile class (hostile_class_suite.h) through the sudoku-grade binary, as an
// instructor and a student run it: batch (with a deadline, so every hand-in
// time is read), similar, and grade of each student whose program attacks
// what the student sees. Each must end within its bound; batch and similar
// account for every entry and keep the honest students' full marks; nothing
// a student sees gives away a hidden puzzle or a hidden case's exact time.
#include "hostile/hostile_class_suite.h"

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "cases/case_loader.h"
#include "class/csv.h"
#include "cli/command.h"
#include "hidden_puzzles.h"
#include "hostile/hostile_suite.h"
#include "temp_dir.h"

using namespace hostile_suite;
using namespace hostile_class_suite;

namespace {

const fs::path kLesson = fs::path(SOURCE_DIR) / "cases/lesson.yaml";

// Ended by itself within `bound`, by an exit (no signal, no kill at the bound).
void require_ended(const harness::TrustedRun& run, const std::string& what) {
  INFO(what << ": " << harness::how_it_ended(run) << "\nstdout:\n" << run.out << "\nstderr:\n" << run.err);
  REQUIRE(run.end == harness::TrustedRun::End::Exited);
}

// The grade sheet's rows by student (its first column), header left out.
std::map<std::string, std::vector<std::string>> sheet_rows(const fs::path& sheet) {
  const auto rows = harness::parse_csv(text_of(sheet), sheet.string());
  REQUIRE(rows.size() >= 1);
  std::map<std::string, std::vector<std::string>> by_student;
  for (std::size_t i = 1; i < rows.size(); ++i) by_student[rows[i][0]] = rows[i];
  return by_student;
}

}  // namespace

TEST_CASE("a hostile class: batch, similar and grade end, every student is a row, nothing hidden is shown",
          "[hostile][process][slow]") {
  TempDir dir("hostile-class");
  const fs::path class_dir = dir.path / "class";
  write_hostile_class(class_dir);
  const fs::path out = dir.path / "out";

  SECTION("batch grades every entry and keeps the honest students' full marks") {
    const auto batch = run_outside(
        {kGrader.string(), "batch", class_dir.string(), "--cases", kLesson.string(), "--out", out.string(),
         "--deadline", "2026-12-01T23:59Z", "--jobs", "2", "--cache", kTestCache.string()},
        std::chrono::minutes(5));
    require_ended(batch, "batch");
    INFO("batch:\n" << batch.out << batch.err);
    CHECK(batch.exit_code != harness::kExitFault);
    const auto rows = sheet_rows(out / "grades.csv");
    CHECK(rows.size() == entry_names().size());
    for (const std::string& student : honest_students()) {
      INFO(student);
      REQUIRE(rows.count(student) == 1);
      CHECK(rows.at(student)[1] == rows.at(student)[2]);  // total == max
    }
    // The entry named like the overrides is a student; the hoarder keeps what it earned.
    CHECK(rows.count("overrides") == 1);
    REQUIRE(rows.count("hoarder") == 1);
    CHECK(rows.at("hoarder")[1] != rows.at("hoarder")[2]);
    // The name that is not UTF-8 is written escaped, on one row.
    CHECK(std::count_if(rows.begin(), rows.end(),
                        [](const auto& row) { return row.first.find("-bytes") != std::string::npos; }) == 1);
  }

  SECTION("similar compares the class and writes its pages") {
    const auto similar = run_outside(
        {kGrader.string(), "similar", class_dir.string(), "--out", out.string(), "--jobs", "2"},
        std::chrono::minutes(2));
    require_ended(similar, "similar");
    INFO("similar:\n" << similar.out << similar.err);
    CHECK(similar.exit_code == 0);
    CHECK(fs::exists(out / "similarity/index.html"));
    CHECK(fs::exists(out / "similarity/similarity.json"));
  }

  SECTION("what each attacking student sees holds no hidden puzzle and no hidden case's exact time") {
    const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(kLesson.string()));
    REQUIRE(secrets.size() >= 5);
    for (const std::string student : {"hoarder.py", "clock.py", "marks_flood.py"}) {
      DYNAMIC_SECTION(student) {
        const fs::path reports = dir.path / ("reports-" + student);
        fs::create_directories(reports);
        const auto grade = run_outside(
            {kGrader.string(), "grade", (class_dir / student).string(), "--cases", kLesson.string(), "--json",
             (reports / "report.json").string(), "--junit", (reports / "junit.xml").string(), "--html",
             (reports / "page.html").string(), "--gradescope", (reports / "results.json").string(), "--cache",
             kTestCache.string()},
            std::chrono::minutes(3));
        require_ended(grade, student);
        CHECK(grade.exit_code != harness::kExitFault);
        std::vector<std::pair<std::string, std::string>> seen = {{"stdout", grade.out}, {"stderr", grade.err}};
        for (const auto& entry : fs::directory_iterator(reports))
          seen.emplace_back(entry.path().filename().string(), text_of(entry.path()));
        for (const auto& [where, text] : seen) {
          INFO(student << " " << where);
          CHECK(hidden_puzzles::given_away(text, secrets).empty());
        }
        // A hidden case's time in the student's JSON says nothing a program can
        // choose: the same for every hidden case it passed.
        const auto report = nlohmann::json::parse(text_of(reports / "report.json"));
        std::set<std::string> hidden_times;
        for (const auto& c : report.at("cases"))
          if (c.value("visibility", "") == "hidden" && c.value("verdict", "") == "AC")
            hidden_times.insert(c.contains("time_ms") ? c.at("time_ms").dump() : c.value("time", ""));
        INFO(student << " hidden cases' times: " << nlohmann::json(hidden_times).dump());
        CHECK(hidden_times.size() <= 1);
        // The flood ends its warm runtime with the student's own verdict, saying why (a case
        // run as a process of its own after that has no marks channel: its fd 3 is the answer).
        if (student == std::string("marks_flood.py")) {
          int said = 0;
          for (const auto& c : report.at("cases")) {
            INFO(c.dump());
            CHECK((c.value("verdict", "") == "RTE" || c.value("verdict", "") == "PE"));
            said += c.value("reason", "").find("on the marks channel (fd 3)") != std::string::npos;
          }
          CHECK(said >= 1);
        }
      }
    }
  }
}
