// A class run around its grading: which entries are students, OUT checked to
// be this assignment's, the sheet and pages rebuilt from OUT's reports, what
// the totals are compared with, and a sheet that cannot be written. A class
// with no student to grade starts no program; batch_test and cmd_batch_test
// grade real ones.
#include "class/class_run.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "class/grade_sheet.h"
#include "file_text.h"
#include "one_case_report.h"
#include "report/json.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

CaseFile assignment(const std::string& path) {
  Case c;
  c.name = "one";
  c.points = 7;
  CaseFile file;
  file.path = path;
  file.cases.push_back(c);
  return file;
}

// A report of `points` of 7 against the case file at `case_path`, as batch writes it.
void write_report(const fs::path& path, const std::string& case_path, int points) {
  write_one_case_report(path, points, 7, case_path);
}

// A class folder whose one entry is no submission (graded without starting
// anything), its OUT beside it.
ClassRequest quiet_class(const TempDir& temp) {
  ClassRequest request;
  request.dir = temp.path / "class";
  fs::create_directories(request.dir);
  std::ofstream(request.dir / "notes.txt") << "not a submission";
  request.files = {assignment("cases/lesson.yaml")};
  request.batch.out = temp.path / "out";
  return request;
}

}  // namespace

TEST_CASE("entries that are no submission are told before any grading, and an OUT inside DIR is no student",
          "[class_run]") {
  TempDir temp("class-run-skipped");
  ClassRequest request = quiet_class(temp);
  request.batch.out = request.dir / "out";
  fs::create_directories(request.batch.out);
  std::vector<std::string> said;
  request.on_no_submission = [&](const Student& entry) { said.push_back("no submission " + entry.name); };
  request.on_graded = [&](const BatchOutcome& outcome) {
    said.push_back("graded " + std::to_string(outcome.progress.total));
  };
  const ClassRun run = run_class(request);
  CHECK(said == std::vector<std::string>{"no submission notes", "graded 1"});
  CHECK(run.write_error.empty());
  CHECK(run.sheet == request.batch.out / "grades.csv");
  CHECK(run.dashboard == request.batch.out / "index.html");
  CHECK(text_of(run.sheet) == run.sheet_text);
  CHECK_THAT(run.sheet_text, Catch::Contains("\nnotes,0,7,"));
  CHECK_FALSE(fs::exists(request.batch.out / "out.json"));
}

TEST_CASE("a class folder with no entry is an error that says where it looked", "[class_run]") {
  TempDir temp("class-run-empty");
  ClassRequest request = quiet_class(temp);
  fs::remove(request.dir / "notes.txt");
  fs::create_directories(request.dir / ".git");
  request.batch.out = request.dir / "out";
  bool graded = false;
  request.on_graded = [&](const BatchOutcome&) { graded = true; };
  CHECK_THROWS_WITH(run_class(request), request.dir.string() +
                                            ": no submissions here: the class folder is empty (hidden entries such "
                                            "as .git, and --out, are no students)");
  CHECK_FALSE(graded);
}

TEST_CASE("a torn, empty or foreign report in OUT is set aside and its student graded again", "[class_run]") {
  TempDir temp("class-run-torn");
  ClassRequest request = quiet_class(temp);
  write_report(request.batch.out / "amy.json", "cases/lesson.yaml", 7);
  std::ofstream(request.batch.out / "notes.json") << "";
  std::ofstream(request.batch.out / "zed.json") << "{\"points\": 3, \"max";
  std::vector<std::string> said;
  request.on_set_aside = [&](const fs::path& report, const fs::path& kept, bool ours) {
    said.push_back(report.filename().string() + " -> " + kept.filename().string() + (ours ? " graded" : " not ours"));
  };
  const ClassRun run = run_class(request);
  CHECK(said == std::vector<std::string>{"notes.json -> notes.json.set-aside graded",
                                         "zed.json -> zed.json.set-aside not ours"});
  CHECK(text_of(request.batch.out / "notes.json.set-aside").empty());
  CHECK(read_report(request.batch.out / "notes.json").has_value());
  CHECK_THAT(run.sheet_text, Catch::Contains("\namy,7,7,") && Catch::Contains("\nnotes,0,7,"));
  CHECK(run.batch.progress.graded_now == 1);
}

TEST_CASE("an OUT of another assignment is refused before any grading, and with regrade its reports are left out",
          "[class_run]") {
  TempDir temp("class-run-assignment");
  ClassRequest request = quiet_class(temp);
  write_report(request.batch.out / "zoe.json", "cases/java.yaml", 7);
  write_report(request.batch.out / "amy.json", "cases/lesson.yaml", 5);
  bool graded = false;
  request.on_graded = [&](const BatchOutcome&) { graded = true; };
  CHECK_THROWS_WITH(run_class(request),
                    request.batch.out.string() +
                        ": holds reports of another assignment (zoe.json has java.yaml, not "
                        "lesson.yaml): use another --out, or --regrade to grade this class into it");
  CHECK_FALSE(graded);
  CHECK_FALSE(fs::exists(request.batch.out / "grades.csv"));

  request.batch.regrade_all = true;
  const ClassRun run = run_class(request);
  CHECK(graded);
  CHECK(run.other_assignment == 1);
  CHECK_THAT(run.sheet_text, Catch::Contains("\namy,5,7,") && !Catch::Contains("zoe"));
  // OUT's sheet mixed two assignments, or none: nothing to compare with.
  CHECK(run.previous_sheet.empty());
}

TEST_CASE("the totals are compared with the sheet given, else with the one OUT held before", "[class_run]") {
  TempDir temp("class-run-compare");
  ClassRequest request = quiet_class(temp);
  write_report(request.batch.out / "amy.json", "cases/lesson.yaml", 7);
  std::ofstream(request.batch.out / "grades.csv") << "student,total,max\namy,3,7\n";
  const std::string given = "student,total,max\namy,5,7\n";
  std::ofstream(temp.path / "old.csv") << given;

  request.compare = temp.path / "old.csv";
  const ClassRun compared = run_class(request);
  CHECK(compared.previous_sheet == given);
  CHECK(total_changes(compared.previous_sheet, "old.csv", compared.sheet_text) == "amy: 5 -> 7 (+2)\nnotes: new, 0\n");

  std::ofstream(request.batch.out / "grades.csv") << "student,total,max\namy,3,7\n";
  request.compare.clear();
  const ClassRun rerun = run_class(request);
  CHECK(rerun.previous_sheet == "student,total,max\namy,3,7\n");

  request.compare = temp.path / "missing.csv";
  CHECK_THROWS_WITH(run_class(request), Catch::Contains("missing.csv"));
}

TEST_CASE("a sheet that cannot be written is said, the reports kept, and no dashboard named", "[class_run]") {
  TempDir temp("class-run-unwritable");
  ClassRequest request = quiet_class(temp);
  write_report(request.batch.out / "amy.json", "cases/lesson.yaml", 7);
  // A folder where the sheet is first written, as a full disk refuses it.
  fs::create_directories(request.batch.out / "grades.csv.tmp");
  const ClassRun run = run_class(request);
  CHECK_THAT(run.write_error, Catch::StartsWith((request.batch.out / "grades.csv").string() + ": "));
  CHECK(run.dashboard.empty());
  CHECK(fs::exists(request.batch.out / "amy.json"));
  CHECK(run.judge_errors == 0);
}
