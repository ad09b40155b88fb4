// Batch grading end to end on a small class: the example (all AC), a wrong
// one in a folder of sources, an empty folder and a compile error.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "base/error.h"
#include "cases/case_loader.h"
#include "class/batch.h"
#include "class/grade_sheet.h"
#include "class/submission_time.h"
#include "file_text.h"
#include "report/json.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = SOURCE_DIR;

// The class folder, built once per test process, gone when it ends.
const fs::path& class_dir() {
  static const TempDir folder("batch-test");
  static const fs::path dir = [] {
    const fs::path d = folder.path;
    fs::create_directories(d / "bob");
    fs::create_directories(d / "carol");
    fs::copy_file(kSource / "examples/cpp/sudoku.cpp", d / "alice.cpp");
    fs::copy_file(kSource / "tests/submissions/wrong_answer/missing_unchoose.cpp", d / "bob/solver.cpp");
    fs::copy_file(kSource / "tests/submissions/compile_error/missing_semicolon.cpp", d / "dave.cpp");
    std::ofstream(d / "notes.txt") << "not a submission";
    // A source under a name the grader does not take: skipped, with the name it should have.
    std::ofstream(d / "frank.CPP") << "bool solve(Grid& g);";
    // A student's link to a file of the grader's: never read, never graded.
    fs::create_symlink("/etc/passwd", d / "eve.cpp");
    return d;
  }();
  return dir;
}

const std::vector<CaseFile>& cases() {
  static const std::vector<CaseFile> files = {load_case_file((kSource / "tests/submissions/cases.yaml").string())};
  return files;
}

BatchOptions options_for(const fs::path& out) {
  BatchOptions options;
  options.workers = 2;
  options.out = out;
  options.grade.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  return options;
}

fs::path fresh_out(const std::string& name) {
  const fs::path out = class_dir().parent_path() / (class_dir().filename().string() + "-" + name);
  fs::remove_all(out);
  return out;
}

std::vector<Student> students() { return list_students(class_dir()); }

}  // namespace

TEST_CASE("every entry of the class folder is a student, and one that is no submission says why", "[batch]") {
  const auto found = list_students(class_dir());
  std::vector<std::pair<std::string, std::string>> seen;
  for (const auto& s : found) seen.push_back({s.name, s.no_submission});
  CHECK(seen ==
        std::vector<std::pair<std::string, std::string>>{
            {"alice", ""},
            {"bob", ""},
            {"carol", ""},
            {"dave", ""},
            {"eve", "a symbolic link, not the student's own file or folder"},
            {"frank", "not a source file (.cpp, .py, .java, .rkt), a folder or an executable; rename it frank.cpp"},
            {"notes", "not a source file (.cpp, .py, .java, .rkt), a folder or an executable"}});
  CHECK(found[0].path == class_dir() / "alice.cpp");
  CHECK(found[4].path == class_dir() / "eve.cpp");
}

TEST_CASE("an entry that is no submission takes its whole name when a submission has its stem", "[batch]") {
  const fs::path dir = fresh_out("stems");
  fs::create_directories(dir / "out");
  std::ofstream(dir / "alice.cpp") << "";
  std::ofstream(dir / "alice.txt") << "";
  std::ofstream(dir / "notes.md") << "";
  std::ofstream(dir / "notes.txt") << "";
  std::vector<std::string> names;
  for (const auto& s : list_students(dir, {dir / "out"})) names.push_back(s.name);
  CHECK(names == std::vector<std::string>{"alice", "alice.txt", "notes", "notes.txt"});
  fs::remove_all(dir);
}

TEST_CASE("two entries with one student name are an error naming both", "[batch]") {
  const fs::path dir = fresh_out("twice");
  fs::create_directories(dir / "alice");
  std::ofstream(dir / "alice.cpp") << "";
  CHECK_THROWS_WITH(list_students(dir), Catch::Contains("two submissions for student 'alice'"));
  fs::remove_all(dir);
}

TEST_CASE("shards split the sorted students round robin and together hold each once", "[batch]") {
  std::vector<Student> all;
  for (const char* name : {"a", "b", "c", "d", "e", "f", "g"}) all.push_back({name, name, {}});
  std::vector<std::string> seen;
  for (int k = 1; k <= 3; ++k)
    for (const auto& s : shard_of(all, parse_shard(std::to_string(k) + "/3"))) seen.push_back(s.name);
  CHECK(seen == std::vector<std::string>{"a", "d", "g", "b", "e", "c", "f"});
  CHECK(shard_of(all, parse_shard("1/1")).size() == 7);
}

TEST_CASE("a shard must be K/N with 1 <= K <= N", "[batch]") {
  for (const char* bad : {"0/3", "4/3", "3", "1/0", "a/b", "1/3x"}) {
    INFO(bad);
    CHECK_THROWS_WITH(parse_shard(bad), Catch::Contains("expected K/N with 1 <= K <= N"));
  }
}

TEST_CASE("batch writes each student's report and the sheet gets each one's verdicts", "[batch][process]") {
  const fs::path out = fresh_out("all");
  const BatchOutcome outcome = grade_students(students(), cases(), options_for(out));
  CHECK(outcome.errors.empty());
  CHECK_FALSE(outcome.stopped);
  CHECK(outcome.progress.graded_now == 7);
  CHECK(outcome.progress.failing == 6);
  const std::string sheet = grade_sheet_csv(read_reports({out}));
  CHECK_THAT(sheet, Catch::Contains("\nalice,7,7,,7,AC,AC,AC,AC,AC,AC,AC\n"));
  CHECK_THAT(sheet, Catch::Contains("\nbob,0,7,,0,WA,NI,NI,NI,NI,NI,NI\n"));
  CHECK_THAT(
      sheet,
      Catch::Contains(
          "\ncarol,0,7,\"no submission to grade: the folder holds no .cpp, .py, .java or .rkt files\",0,CE,CE,CE,CE,CE,CE,CE\n"));
  CHECK_THAT(sheet, Catch::Contains("\ndave,0,7,the submission does not compile,0,CE,CE,CE,CE,CE,CE,CE\n"));
  CHECK_THAT(text_of(out / "carol.json"),
             Catch::Contains("no submission to grade: the folder holds no .cpp, .py, .java or .rkt files"));
  // Entries that are no submission have their rows, and nothing of theirs is read.
  CHECK_THAT(
      sheet,
      Catch::Contains(
          "\neve,0,7,\"no submission to grade: a symbolic link, not the student's own file or folder\",0,CE,CE,CE,CE,CE,CE,CE\n"));
  CHECK_THAT(
      sheet,
      Catch::Contains(
          "\nfrank,0,7,\"no submission to grade: not a source file (.cpp, .py, .java, .rkt), a folder or an executable; rename it frank.cpp\",0,CE,CE,CE,CE,CE,CE,CE\n"));
  CHECK_THAT(text_of(out / "eve.json"), Catch::Contains("no submission to grade: a symbolic link"));
  CHECK_THAT(text_of(out / "eve.json"), !Catch::Contains("root:"));
  CHECK_THAT(text_of(out / "frank.json"), Catch::Contains("rename it frank.cpp"));
  fs::remove_all(out);
}

TEST_CASE("a resumed batch keeps reports already written and regrades a torn one", "[batch][process]") {
  const fs::path out = fresh_out("resume");
  fs::create_directories(out);
  // A report no grader would write (alice is all AC): kept as it is, so not graded again.
  CaseResult wrong;
  wrong.name = "solve lesson Test 1";
  wrong.verdict = Verdict::WA;
  wrong.max_points = 1;
  GradeResult not_alices;
  not_alices.submission = (class_dir() / "alice.cpp").string();
  not_alices.files.push_back({"tests/submissions/cases.yaml", "", {wrong}});
  not_alices.fingerprint = submission_fingerprint(class_dir() / "alice.cpp", cases(), options_for(out).fingerprint);
  const auto handed_in = submission_time(class_dir() / "alice.cpp", fs::path(BINARY_DIR) / "sudoku-grade");
  REQUIRE(handed_in);
  not_alices.submitted_at = utc_text(handed_in->seconds);
  not_alices.submitted_from = handed_in->from;
  const std::string kept = json_report_text(not_alices);
  std::ofstream(out / "alice.json") << kept;
  std::ofstream(out / "bob.json.tmp") << "{\"points\": 1, \"max_";
  std::ofstream(out / "carol.json") << "{\"points\": 0, \"max_";
  const BatchOutcome outcome = grade_students(students(), cases(), options_for(out));
  CHECK(outcome.progress.resumed == 1);
  CHECK(outcome.progress.graded_now == 6);
  CHECK(text_of(out / "alice.json") == kept);
  CHECK(read_report(out / "bob.json").has_value());
  CHECK(read_report(out / "bob.json")->submitted_from == "modification time of bob/solver.cpp");
  // The same files handed in at another time: the time is restamped, the verdicts kept, nothing graded.
  not_alices.submitted_at = "2020-01-01T00:00:00Z";
  std::ofstream(out / "alice.json", std::ios::trunc) << json_report_text(not_alices);
  const BatchOutcome again = grade_students(students(), cases(), options_for(out));
  CHECK(again.progress.graded_now == 0);
  CHECK(text_of(out / "alice.json") == kept);
  CHECK(read_report(out / "carol.json").has_value());
  fs::remove_all(out);
}

TEST_CASE("a resumed batch grades again a report holding a case not judged, the harness's side", "[batch][process]") {
  const fs::path out = fresh_out("resume-je");
  fs::create_directories(out);
  // alice's report as a grade on an overloaded machine leaves it: every case
  // judged but one, not judged (JE), with her files' own fingerprint and time.
  CaseResult starved;
  starved.name = "solve lesson Test 1";
  starved.verdict = Verdict::JE;
  starved.reason = "not judged: the machine was overloaded (in 4 runs, each stopped at the wall backstop of 4000 ms, "
                   "it had at most 300 ms of its 1000 ms of CPU)";
  starved.max_points = 1;
  GradeResult overloaded;
  overloaded.submission = (class_dir() / "alice.cpp").string();
  overloaded.files.push_back({"tests/submissions/cases.yaml", "", {starved}});
  overloaded.fingerprint = submission_fingerprint(class_dir() / "alice.cpp", cases(), options_for(out).fingerprint);
  const auto handed_in = submission_time(class_dir() / "alice.cpp", fs::path(BINARY_DIR) / "sudoku-grade");
  REQUIRE(handed_in);
  overloaded.submitted_at = utc_text(handed_in->seconds);
  overloaded.submitted_from = handed_in->from;
  std::ofstream(out / "alice.json") << json_report_text(overloaded);
  const BatchOutcome outcome = grade_students(students(), cases(), options_for(out));
  CHECK(outcome.progress.resumed == 0);
  CHECK(outcome.progress.graded_now == 7);
  CHECK(outcome.changed.empty());  // the same files: graded again for the harness's fault, not a change
  const auto alices = read_report(out / "alice.json");
  REQUIRE(alices);
  CHECK_FALSE(alices->has_judge_error());
  CHECK(alices->all_accepted());
  fs::remove_all(out);
}

TEST_CASE("every report batch writes reads back into the same bytes", "[batch][process][slow]") {
  // One student per verdict a real submission can get (a JE is the harness's
  // fault: report/json_test has one), against the cases with one made hidden.
  const fs::path dir = fresh_out("verdicts");
  fs::create_directories(dir);
  fs::copy_file(kSource / "examples/cpp/sudoku.cpp", dir / "accepted.cpp");
  for (const char* path : {"wrong_answer/check_ignores_boxes.cpp", "time_limit_exceeded/infinite_loop.cpp",
                           "memory_limit_exceeded/unbounded_memory.cpp", "run_time_error/crash.cpp",
                           "output_limit_exceeded/endless_output.cpp", "compile_error/missing_semicolon.cpp",
                           "not_implemented/no_entry.cpp"})
    fs::copy_file(kSource / "tests/submissions" / path, dir / fs::path(path).filename());
  // Breaks the protocol with bytes that are not UTF-8, which the PE reason quotes.
  std::ofstream(dir / "not_utf8") << "#!/bin/sh\nprintf 'caf\\351 \\377\\n'\n";
  fs::permissions(dir / "not_utf8", fs::perms::owner_exec, fs::perm_options::add);
  std::vector<CaseFile> files = cases();
  files[0].cases[0].visibility = Visibility::Hidden;

  const fs::path out = fresh_out("verdicts-out");
  const BatchOutcome outcome = grade_students(list_students(dir), files, options_for(out));
  REQUIRE(outcome.errors.empty());
  std::set<std::string> verdicts;
  bool replaced_bad_utf8 = false;
  for (const auto& r : read_reports({out})) {
    INFO(r.student);
    const std::string text = text_of(r.path);
    const auto back = grade_result_from_json(text);
    REQUIRE(back.has_value());
    CHECK(json_report_text(*back) == text);
    for (const auto& file : back->files)
      for (const auto& c : file.cases) verdicts.insert(to_string(c.verdict));
    replaced_bad_utf8 |= text.find("caf\xEF\xBF\xBD \xEF\xBF\xBD") != std::string::npos;
  }
  CHECK(verdicts == std::set<std::string>{"AC", "WA", "TLE", "MLE", "RTE", "OLE", "PE", "CE", "NI"});
  CHECK(replaced_bad_utf8);
  fs::remove_all(dir);
  fs::remove_all(out);
}

TEST_CASE("a student whose repository cannot be read gets a note and no time, and the rest of the class is graded",
          "[batch][process][slow]") {
  // Each of these hung batch (a FIFO libgit2 opens) or read another student's repository before.
  TempDir klass("batch-hand-in-time");
  const auto repository = [&](const std::string& name) {
    const fs::path folder = klass / name;
    fs::create_directories(folder);
    fs::copy_file(kSource / "examples/python/sudoku.py", folder / "sudoku.py");
    const std::string git = "cd '" + folder.string() +
                            "' && git init -q . && git add sudoku.py && "
                            "GIT_COMMITTER_DATE=2026-12-01T12:00:00Z git -c user.name=s -c user.email=s@example.org "
                            "commit -qm work";
    REQUIRE(std::system(git.c_str()) == 0);
    return folder / ".git";
  };
  const fs::path alices = repository("alice");
  const fs::path config = repository("fifo-config") / "config";
  fs::remove(config);
  REQUIRE(mkfifo(config.c_str(), 0644) == 0);
  std::ofstream(repository("zed-commondir") / "commondir") << alices.string() << "\n";
  const fs::path out = klass / "out";
  BatchOptions options = options_for(out);
  options.commit_reader = fs::path(BINARY_DIR) / "sudoku-grade";
  const BatchOutcome outcome = grade_students(list_students(klass.path), cases(), options);
  CHECK(outcome.errors.empty());
  CHECK(outcome.progress.graded_now == 3);
  const auto alice = read_report(out / "alice.json");
  REQUIRE(alice);
  CHECK(alice->submitted_at == "2026-12-01T12:00:00Z");
  const auto hand_in_notes = [](const GradeResult& report) {
    std::vector<std::string> found;
    for (const auto& note : report.notes)
      if (note.rfind("hand-in time", 0) == 0) found.push_back(note);
    return found;
  };
  CHECK(hand_in_notes(*alice).empty());
  for (const auto& [student, why] : std::vector<std::pair<std::string, std::string>>{
           {"fifo-config", ".git/config is a FIFO"},
           {"zed-commondir", ".git/commondir names another repository's folder"}}) {
    INFO(student);
    const auto report = read_report(out / (student + ".json"));
    REQUIRE(report);
    CHECK(report->all_accepted());
    CHECK(report->submitted_at.empty());
    CHECK(hand_in_notes(*report) == std::vector<std::string>{"hand-in time unknown: " + why});
  }
  // Resumed, the note is not said twice.
  const std::string before = text_of(out / "fifo-config.json");
  CHECK(grade_students(list_students(klass.path), cases(), options).progress.resumed == 3);
  CHECK(text_of(out / "fifo-config.json") == before);
}

TEST_CASE("a stop request leaves the rest for the next run", "[batch]") {
  const fs::path out = fresh_out("stop");
  std::atomic<bool> stop{true};
  BatchOptions options = options_for(out);
  options.stop = &stop;
  const BatchOutcome outcome = grade_students(students(), cases(), options);
  CHECK(outcome.stopped);
  CHECK(outcome.progress.done == 0);
  CHECK(read_reports({out}).empty());
  fs::remove_all(out);
}

TEST_CASE("three shards merged give the unsharded grade sheet byte for byte", "[batch][process]") {
  const fs::path whole = fresh_out("whole");
  grade_students(students(), cases(), options_for(whole));
  std::vector<fs::path> parts;
  for (int k = 1; k <= 3; ++k) {
    parts.push_back(fresh_out("shard" + std::to_string(k)));
    grade_students(shard_of(students(), {k, 3}), cases(), options_for(parts.back()));
    CHECK(read_reports({parts.back()}).size() == (k == 1 ? 3u : 2u));
  }
  CHECK(grade_sheet_csv(read_reports(parts)) == grade_sheet_csv(read_reports({whole})));
  for (const auto& dir : parts) fs::remove_all(dir);
  fs::remove_all(whole);
}

TEST_CASE("the progress line shows done, total, failing and an ETA from this run's pace", "[batch]") {
  using std::chrono::milliseconds;
  using std::chrono::seconds;
  BatchProgress p;
  p.total = 10;
  p.done = 4;
  p.failing = 1;
  p.graded_now = 2;
  p.pace = seconds(15);
  CHECK(progress_line(p, 80) == "[============>                 ] 4/10 students, 1 failing, ETA 1m30s");
  // Under the width: the bar shrinks, then goes; the text is cut last.
  CHECK(progress_line(p, 50) == "[====>      ] 4/10 students, 1 failing, ETA 1m30s");
  CHECK(progress_line(p, 42) == "4/10 students, 1 failing, ETA 1m30s");
  CHECK(progress_line(p, 30) == "4/10 students, 1 failing, ET…");
  // Rounded up: a student left is never "0s".
  p.done = 9;
  p.pace = milliseconds(100);
  CHECK_THAT(progress_line(p, 80), Catch::EndsWith(", ETA 1s"));
  p.pace = milliseconds(1500);
  CHECK_THAT(progress_line(p, 80), Catch::EndsWith(", ETA 2s"));
  // Unknown pace, or all done: no ETA.
  p.pace = {};
  CHECK_THAT(progress_line(p, 80), Catch::EndsWith("9/10 students, 1 failing"));
  p.done = 10;
  p.pace = seconds(3);
  CHECK(progress_line(p, 80) == "[==============================] 10/10 students, 1 failing");
}

TEST_CASE("the pace is a moving average over the last students finished", "[batch]") {
  using std::chrono::seconds;
  const Pace::Clock::time_point start{};
  Pace pace(start);
  CHECK(pace.per_student().count() == 0);
  pace.finished(start + seconds(2));
  CHECK(pace.per_student() == seconds(2));
  // Ten quick compile errors, one second each...
  for (int i = 1; i <= 10; ++i) pace.finished(start + seconds(2 + i));
  CHECK(pace.per_student() == seconds(1));
  // ...then slow solvers: within a window the pace is theirs, not the run's average.
  auto t = start + seconds(12);
  for (int i = 1; i <= 10; ++i) pace.finished(t += seconds(20));
  CHECK(pace.per_student() == seconds(20));
}
