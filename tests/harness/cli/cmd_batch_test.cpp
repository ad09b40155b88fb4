// The batch and merge commands in-process: files written, exit codes, what
// they print. The grading itself is batch_test's.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

#include <fmt/format.h>

#include "base/error.h"
#include "base/printable.h"
#include "base/text_width.h"
#include "class/hostile_class.h"
#include "cli/command.h"
#include "command_run.h"
#include "file_text.h"
#include "hostile/hostile_suite.h"
#include "support/skip.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

// A folder of this test process's own, made on first use, gone when it ends.
const fs::path& scratch() {
  static const TempDir dir("cmd-batch-test");
  return dir.path;
}
const std::string kCases = std::string(SOURCE_DIR) + "/tests/submissions/cases.yaml";
const std::string kCache = std::string(BINARY_DIR) + "/test-cache";

// Two students: the example and a compile error.
fs::path small_class() {
  const fs::path dir = scratch() / "class";
  if (fs::exists(dir)) return dir;
  fs::create_directories(dir);
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", dir / "alice.cpp");
  fs::copy_file(fs::path(SOURCE_DIR) / "tests/submissions/compile_error/missing_semicolon.cpp", dir / "dave.cpp");
  return dir;
}

CommandRun batch(const std::string& out, std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"batch", small_class().string(),     "--cases", kCases,
                                   "--out", (scratch() / out).string(), "--cache", kCache};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_command(harness::run_batch, args);
}

// A page with its grading time masked: the whole class and its shards were
// graded minutes apart, and the header says when each was.
std::string timeless(const std::string& html) {
  static const std::regex time("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC");
  return std::regex_replace(html, time, "TIME");
}

}  // namespace

TEST_CASE("batch writes the grade sheet, says what it did and exits 0", "[cmd_batch][process]") {
  const CommandRun first = batch("out");
  CHECK(first.code == 0);
  // In 80 columns, as off a terminal: a line too long wraps under itself.
  CHECK(first.out == harness::fit_lines("2 graded, 0 already done, 1 not fully accepted, of 2 students; grade sheet " +
                                            (scratch() / "out/grades.csv").string() + "\nclass dashboard " +
                                            (scratch() / "out/index.html").string() + "\n",
                                        80));
  CHECK_THAT(text_of(scratch() / "out/grades.csv"), Catch::Contains("\nalice,7,7,,7,"));
  CHECK_THAT(text_of(scratch() / "out/index.html"), Catch::Contains("<a href=\"students/dave.html\">dave</a>"));
  CHECK_THAT(text_of(scratch() / "out/students/dave.html"), Catch::Contains("does not compile"));
  CHECK_THAT(text_of(scratch() / "out/students/alice.html"), Catch::Contains("<strong>7/7 points</strong>"));
  const CommandRun again = batch("out");
  CHECK_THAT(again.out, Catch::StartsWith("0 graded, 2 already done"));
}

TEST_CASE("batch --compare names the students whose total changed", "[cmd_batch][process]") {
  fs::create_directories(scratch());
  std::ofstream(scratch() / "old.csv") << "student,total,max\nalice,5,7\ndave,0,7\n";
  const CommandRun compared = batch("compare", {"--compare", (scratch() / "old.csv").string()});
  CHECK(compared.code == 0);
  CHECK_THAT(compared.out,
             Catch::EndsWith("changed since " + (scratch() / "old.csv").string() + ":\nalice: 5 -> 7 (+2)\n"));
}

TEST_CASE("a rerun grades again whoever's submission or cases changed since their report, and says so",
          "[cmd_batch][process]") {
  const fs::path dir = scratch() / "changing-class";
  fs::create_directories(dir);
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", dir / "alice.cpp",
                fs::copy_options::overwrite_existing);
  fs::copy_file(fs::path(SOURCE_DIR) / "tests/submissions/wrong_answer/missing_unchoose.cpp", dir / "bob.cpp",
                fs::copy_options::overwrite_existing);
  const fs::path cases = scratch() / "changing-cases.yaml";
  fs::copy_file(kCases, cases, fs::copy_options::overwrite_existing);
  const std::vector<std::string> args = {"batch",        dir.string(), "--cases",
                                         cases.string(), "--out",      (scratch() / "changing-out").string(),
                                         "--cache",      kCache};
  REQUIRE(run_command(harness::run_batch, args).code == 0);

  // bob fixes his bug: his report is stale, alice's is not.
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", dir / "bob.cpp",
                fs::copy_options::overwrite_existing);
  const CommandRun fixed = run_command(harness::run_batch, args);
  CHECK(fixed.code == 0);
  CHECK_THAT(fixed.out, Catch::StartsWith("1 graded, 1 already done, 0 not fully accepted"));
  CHECK_THAT(fixed.out, Catch::Contains("graded again, changed since their report: bob\n"));
  CHECK_THAT(fixed.out, Catch::Contains("changed since the last run:\nbob: "));
  CHECK_THAT(text_of(scratch() / "changing-out/grades.csv"), Catch::Contains("\nbob,7,7,"));

  // An edited case file makes every report stale.
  std::ofstream(cases, std::ios::app) << "# a comment the instructor added\n";
  const CommandRun edited = run_command(harness::run_batch, args);
  CHECK_THAT(edited.out, Catch::StartsWith("2 graded, 0 already done"));
  CHECK_THAT(edited.out, Catch::Contains("graded again, changed since their report: alice, bob\n"));

  // Nothing changed: nothing graded, nothing said about changes.
  const CommandRun same = run_command(harness::run_batch, args);
  CHECK_THAT(same.out, Catch::StartsWith("0 graded, 2 already done"));
  CHECK_THAT(same.out, !Catch::Contains("graded again"));
  CHECK_THAT(same.out, !Catch::Contains("changed since"));

  // --regrade grades everyone, changed or not.
  const std::vector<std::string> regrade = [&] {
    auto a = args;
    a.push_back("--regrade");
    return a;
  }();
  CHECK_THAT(run_command(harness::run_batch, regrade).out, Catch::StartsWith("2 graded, 0 already done"));
}

TEST_CASE("an --out holding another assignment's reports is refused in one line, unless --regrade",
          "[cmd_batch][process]") {
  REQUIRE(batch("assignment-out").code == 0);
  const fs::path other = scratch() / "other-assignment.yaml";
  fs::copy_file(kCases, other, fs::copy_options::overwrite_existing);
  const std::vector<std::string> args = {"batch",   small_class().string(),
                                         "--cases", other.string(),
                                         "--out",   (scratch() / "assignment-out").string(),
                                         "--cache", kCache};
  const std::string sheet_before = text_of(scratch() / "assignment-out/grades.csv");
  const CommandRun refused = run_command(harness::run_batch, args);
  CHECK(refused.code != 0);
  CHECK(refused.out.empty());
  CHECK(refused.err == (scratch() / "assignment-out").string() +
                           ": holds reports of another assignment (alice.json has cases.yaml, not "
                           "other-assignment.yaml): use another --out, or --regrade to grade this class into it");
  CHECK(text_of(scratch() / "assignment-out/grades.csv") == sheet_before);

  auto regrade = args;
  regrade.push_back("--regrade");
  const CommandRun replaced = run_command(harness::run_batch, regrade);
  CHECK(replaced.code == 0);
  CHECK_THAT(replaced.out, Catch::StartsWith("2 graded, 0 already done"));
  CHECK_THAT(text_of(scratch() / "assignment-out/grades.csv"), Catch::Contains("other-assignment.yaml"));
  CHECK_THAT(text_of(scratch() / "assignment-out/grades.csv"), !Catch::Contains("cases.yaml:"));
}

TEST_CASE("an --out inside the class folder is not taken for a student", "[cmd_batch][process]") {
  const fs::path dir = scratch() / "class-with-out";
  fs::create_directories(dir);
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", dir / "alice.cpp", fs::copy_options::skip_existing);
  const std::vector<std::string> args = {"batch", dir.string(),           "--cases", kCases,
                                         "--out", (dir / "out").string(), "--cache", kCache};
  CHECK(run_command(harness::run_batch, args).code == 0);
  const CommandRun again = run_command(harness::run_batch, args);
  CHECK_THAT(again.out, Catch::StartsWith("0 graded, 1 already done, 0 not fully accepted, of 1 student"));
  CHECK_FALSE(fs::exists(dir / "out/out.json"));
}

// batch probes the box (run/sandbox.h) before it checks --shard: a program starts.
TEST_CASE("a bad shard is a usage error before anything is graded", "[cmd_batch][process]") {
  const CommandRun bad = batch("bad-shard", {"--shard", "3/2"});
  CHECK(bad.code == harness::kExitUsage);
  CHECK(bad.err == "--shard '3/2': expected K/N with 1 <= K <= N, e.g. 2/3");
  CHECK_FALSE(fs::exists(scratch() / "bad-shard"));
}

TEST_CASE("merge of two shards writes the unsharded sheet into --out", "[cmd_batch][process]") {
  batch("whole");
  batch("part-1", {"--shard", "1/2"});
  batch("part-2", {"--shard", "2/2"});
  const CommandRun merged = run_command(
      harness::run_merge, {"merge", (scratch() / "part-1").string(), (scratch() / "part-2").string(), "--out",
                           (scratch() / "merged").string()});
  CHECK(merged.code == 0);
  CHECK(text_of(scratch() / "merged/grades.csv") == text_of(scratch() / "whole/grades.csv"));
  CHECK(timeless(text_of(scratch() / "merged/index.html")) == timeless(text_of(scratch() / "whole/index.html")));
  CHECK(timeless(text_of(scratch() / "merged/students/dave.html")) ==
        timeless(text_of(scratch() / "whole/students/dave.html")));
  CHECK(fs::exists(scratch() / "merged/alice.json"));
  CHECK(fs::exists(scratch() / "merged/dave.json"));
  fs::remove_all(scratch());
}

TEST_CASE("an empty report in OUT is set aside and its student graded again, and merge leaves one out",
          "[cmd_batch][process]") {
  REQUIRE(batch("torn").code == 0);
  std::ofstream(scratch() / "torn/dave.json", std::ios::trunc).flush();  // : > OUT/dave.json
  const CommandRun again = batch("torn");
  CHECK(again.code == 0);
  CHECK(again.err == "sudoku-grade batch: " + (scratch() / "torn/dave.json").string() +
                         " is not a whole report: set aside as dave.json.set-aside; graded again\n");
  CHECK_THAT(again.out, Catch::StartsWith("1 graded, 1 already done"));
  CHECK_THAT(text_of(scratch() / "torn/grades.csv"), Catch::Contains("\ndave,0,7,"));
  CHECK(fs::exists(scratch() / "torn/dave.json.set-aside"));

  std::ofstream(scratch() / "torn/dave.json", std::ios::trunc) << "{\"points\": 0, \"max";
  const CommandRun merged = run_command(
      harness::run_merge, {"merge", (scratch() / "torn").string(), "--out", (scratch() / "torn-merged").string()});
  CHECK(merged.code == harness::kExitFailed);
  CHECK(merged.err == "sudoku-grade merge: left out " + (scratch() / "torn/dave.json").string() +
                          ": not a whole report; grade that student again with batch (its shard), then merge again\n");
  CHECK_THAT(text_of(scratch() / "torn-merged/grades.csv"), Catch::Contains("\nalice,7,7,"));
  CHECK(fs::exists(scratch() / "torn/dave.json"));
}

TEST_CASE("batch of an empty class folder is an error that says where it looked", "[cmd_batch][process]") {
  const fs::path dir = scratch() / "empty-class";
  fs::create_directories(dir);
  const CommandRun run = run_command(
      harness::run_batch, {"batch", dir.string(), "--cases", kCases, "--out", (scratch() / "empty-out").string()});
  CHECK(run.code == harness::kExitUsage);
  CHECK_THAT(run.err, Catch::Contains(dir.string() + ": no submissions here: the class folder is empty"));
}

TEST_CASE("batch's class flags are checked before any grading, each error naming the flag or the file's line",
          "[cmd_batch][process]") {
  fs::create_directories(scratch());
  std::ofstream(scratch() / "no-folder.csv") << "name,email\nAnn,ann@u\n";
  std::ofstream(scratch() / "bad-overrides.yaml") << "- student: nobody\n  total: 3\n  comment: c\n  author: a\n";
  std::ofstream(scratch() / "ext.yaml") << "extensions:\n  alcie: +2 days\n";
  struct Row {
    std::vector<std::string> flags;
    std::string error;
  };
  const Row rows[] = {
      {{"--deadline", "friday"}, "--deadline 'friday': expected a date and time"},
      {{"--deadline", "2026-10-20 23:59 Europe/Berln"},
       "--deadline '2026-10-20 23:59 Europe/Berln': unknown time zone 'Europe/Berln' (did you mean "
       "'Europe/Berlin'?)"},
      {{"--extensions", (scratch() / "ext.yaml").string()}, "--extensions applies after a --deadline: give it too"},
      {{"--deadline", "2026-12-01 23:59Z", "--extensions", (scratch() / "ext.yaml").string()},
       (scratch() / "ext.yaml").string() + ":2:3: no student 'alcie' in the class or roster (did you mean 'alice'?)"},
      {{"--late-penalty", "10"}, "--late-penalty and --late-cap apply after a --deadline: give it too"},
      {{"--roster-columns", "folder=x"}, "--roster-columns says which column of --roster is which"},
      {{"--roster", (scratch() / "no-folder.csv").string()},
       (scratch() / "no-folder.csv").string() + ":1: no folder column"},
      {{"--overrides", (scratch() / "bad-overrides.yaml").string()},
       (scratch() / "bad-overrides.yaml").string() + ":1:3: no student 'nobody' in the class or roster"},
  };
  for (const Row& row : rows) {
    INFO(row.error);
    const CommandRun run = batch("flags-out", row.flags);
    CHECK(run.code == harness::kExitUsage);
    CHECK_THAT(run.err, Catch::Contains(row.error));
    CHECK_FALSE(fs::exists(scratch() / "flags-out"));
  }
}

TEST_CASE("shards graded with a roster merge into the unsharded sheet and exports, and other settings are refused",
          "[cmd_batch][process]") {
  std::ofstream(scratch() / "roster.csv")
      << "folder,id,name,email\nalice,1,Alice A,a@u\ndave,2,Dave D,d@u\npat,3,Pat P,p@u\n";
  const std::vector<std::string> roster = {"--roster", (scratch() / "roster.csv").string()};
  REQUIRE(batch("r-whole", roster).code == 0);
  std::vector<std::string> shard1 = roster, shard2 = roster;
  shard1.insert(shard1.end(), {"--shard", "1/2"});
  shard2.insert(shard2.end(), {"--shard", "2/2"});
  REQUIRE(batch("r-1", shard1).code == 0);
  REQUIRE(batch("r-2", shard2).code == 0);
  const CommandRun merged = run_command(harness::run_merge,
                                        {"merge", (scratch() / "r-1").string(), (scratch() / "r-2").string(), "--out",
                                         (scratch() / "r-merged").string()});
  CHECK(merged.code == 0);
  CHECK_THAT(merged.out,
             Catch::EndsWith(harness::fit_lines("roster: 2 of 3 students handed in; no submission: pat\nLMS exports " +
                                                    (scratch() / "r-merged/canvas.csv").string() + ", " +
                                                    (scratch() / "r-merged/moodle.csv").string() + "\n",
                                                80)));
  for (const char* file : {"grades.csv", "canvas.csv", "moodle.csv", "index.html"}) {
    INFO(file);
    CHECK(timeless(text_of(scratch() / "r-merged" / file)) == timeless(text_of(scratch() / "r-whole" / file)));
  }
  CHECK_THAT(text_of(scratch() / "r-merged/grades.csv"), Catch::Contains("\npat,0,7,3,Pat P,p@u,no submission,"));
  // A shard's export would give the other shards' students 0: a shard writes none, and says so.
  for (const char* shard : {"r-1", "r-2"})
    for (const char* file : {"canvas.csv", "moodle.csv"}) {
      INFO(shard << "/" << file);
      CHECK_FALSE(fs::exists(scratch() / shard / file));
    }
  CHECK_THAT(batch("r-1", shard1).out,
             Catch::EndsWith("LMS exports: none, a shard's: merge every shard's OUT to write the class's\n"));
  // Nor does a merge of some of the shards.
  const CommandRun part = run_command(
      harness::run_merge, {"merge", (scratch() / "r-2").string(), "--out", (scratch() / "r-part").string()});
  CHECK(part.code == 0);
  CHECK_THAT(part.out, Catch::EndsWith("LMS exports: none, shard(s) 1/2 not among the folders: merge every shard's\n"));
  CHECK_FALSE(fs::exists(scratch() / "r-part/canvas.csv"));
  CHECK_FALSE(fs::exists(scratch() / "r-part/moodle.csv"));
  // An unsharded run's exports left in a folder then graded as a shard go.
  REQUIRE(batch("r-whole", shard1).code == 0);
  CHECK_FALSE(fs::exists(scratch() / "r-whole/canvas.csv"));

  REQUIRE(batch("r-other", {"--shard", "2/2"}).code == 0);
  const CommandRun refused = run_command(
      harness::run_merge, {"merge", (scratch() / "r-1").string(), (scratch() / "r-other").string(), "--out",
                           (scratch() / "r-refused").string()});
  CHECK(refused.code == harness::kExitUsage);
  CHECK_THAT(refused.err, Catch::Contains("r-other/.class.json: graded with other class settings than"));
  CHECK_FALSE(fs::exists(scratch() / "r-refused/grades.csv"));
}

namespace {

// The line of `csv` that starts with `start`, "" when none does.
std::string line_of(const std::string& csv, const std::string& start) {
  const auto at = ("\n" + csv).find("\n" + start);
  return at == std::string::npos ? "" : csv.substr(at, csv.find('\n', at) - at);
}

}  // namespace

TEST_CASE("batch takes a roster as each LMS and Excel export it: ids in the sheet and exports, 'not linked' said",
          "[cmd_batch][process]") {
  struct Row {
    const char* file;
    std::string summary;
    std::string not_linked_row = "";  // the student not linked: a row of their own, 0 points, nothing graded
  };
  const std::string handed_in = "roster: 2 of 3 students handed in; no submission: pat\n";
  const Row rows[] = {
      {"canvas_gradebook.csv", handed_in},
      {"classroom_roster.csv", "roster: 2 of 4 students handed in; no submission: pat; not linked: s1004\n",
       ",0,7,s1004,,,not linked"},
      {"moodle_participants.csv", handed_in},
      {"excel_utf8.csv", handed_in},
      {"excel_semicolon.csv", handed_in},
  };
  for (const Row& row : rows) {
    INFO(row.file);
    const CommandRun run = batch("rosters",
                                 {"--roster", std::string(SOURCE_DIR) + "/tests/fixtures/rosters/" + row.file});
    REQUIRE(run.code == 0);
    CHECK_THAT(run.out, Catch::Contains("\n" + row.summary));
    CHECK_THAT(line_of(text_of(scratch() / "rosters/grades.csv"), "alice,"), Catch::Contains(",s1001,"));
    CHECK_THAT(line_of(text_of(scratch() / "rosters/grades.csv"), "pat,"), Catch::Contains(",s1003,"));
    CHECK_THAT(text_of(scratch() / "rosters/canvas.csv"), Catch::Contains(",s1001,") && Catch::Contains(",s1002,"));
    CHECK_THAT(text_of(scratch() / "rosters/moodle.csv"), Catch::Contains("\ns1001,") && Catch::Contains("\ns1002,"));
    if (!row.not_linked_row.empty())
      CHECK(line_of(text_of(scratch() / "rosters/grades.csv"), row.not_linked_row) != "");
  }
}

TEST_CASE("an override is applied to the sheet and kept by a regrade, and the reports stay as graded",
          "[cmd_batch][process]") {
  std::ofstream(scratch() / "overrides.yaml")
      << "- student: dave\n  total: 3\n  comment: partial credit for the idea\n  author: tim\n";
  const std::vector<std::string> flags = {"--overrides", (scratch() / "overrides.yaml").string()};
  REQUIRE(batch("overridden", flags).code == 0);
  const std::string report = text_of(scratch() / "overridden/dave.json");
  const std::string row = "\ndave,3,7,0,\"total: 0 -> 3 (tim: partial credit for the idea, overrides.yaml:1:3)\",";
  CHECK_THAT(text_of(scratch() / "overridden/grades.csv"), Catch::Contains(row));
  std::vector<std::string> regrade = flags;
  regrade.push_back("--regrade");
  const CommandRun again = batch("overridden", regrade);
  CHECK(again.code == 0);
  CHECK_THAT(again.out, Catch::StartsWith("2 graded") && Catch::Contains("overrides applied: 1\n"));
  CHECK_THAT(text_of(scratch() / "overridden/grades.csv"), Catch::Contains(row));
  CHECK_THAT(report, Catch::Contains("\"points\": 0") && !Catch::Contains("partial credit"));
}

TEST_CASE("an entry named overrides.yaml is a student, never the instructor's overrides", "[cmd_batch][process]") {
  // Batch once read CLASS/overrides.yaml as the instructor's: this one gave its author's victim 0 and dave 3.
  const fs::path dir = scratch() / "class-with-overrides";
  fs::create_directories(dir);
  fs::copy_file(small_class() / "alice.cpp", dir / "alice.cpp", fs::copy_options::skip_existing);
  fs::copy_file(small_class() / "dave.cpp", dir / "dave.cpp", fs::copy_options::skip_existing);
  std::ofstream(dir / "overrides.yaml") << "- student: alice\n  total: 0\n  comment: c\n  author: a\n"
                                           "- student: dave\n  total: 3\n  comment: c\n  author: a\n";
  const CommandRun run = run_command(harness::run_batch,
                                     {"batch", dir.string(), "--cases", kCases, "--out",
                                      (scratch() / "class-with-overrides-out").string(), "--cache", kCache});
  INFO(run.out << run.err);
  CHECK(run.code == 0);
  CHECK_THAT(run.out, Catch::Contains("of 3 students") && !Catch::Contains("overrides applied"));
  const std::string sheet = text_of(scratch() / "class-with-overrides-out/grades.csv");
  CHECK_THAT(sheet, Catch::Contains("\nalice,7,7,,7,"));
  CHECK_THAT(sheet, Catch::Contains("\ndave,0,7,"));
  CHECK_THAT(sheet, Catch::Contains("\noverrides,0,7,\"no submission to grade: not a source file"));
  CHECK_THAT(run.err, Catch::Contains("an overrides.yaml in the class folder is a student's entry, never the "
                                      "instructor's overrides: give those with --overrides FILE"));
}

TEST_CASE("a class of links and FIFOs and names that are no UTF-8 never stops: every student has a row",
          "[cmd_batch][process][slow]") {
  // On the batch before this test, the link loop alone made it exit 3 with no grades for anyone.
  const fs::path dir = scratch() / "hostile-class";
  fs::remove_all(dir);
  const hostile_class::Made made = hostile_class::make(dir);
  const fs::path out = scratch() / "hostile-class-out";
  const std::vector<std::string> args = {"batch",      dir.string(), "--cases", kCases,   "--out",
                                         out.string(), "--cache",    kCache,    "--jobs", "2"};
  const CommandRun run = run_command(harness::run_batch, args);
  INFO(run.out << run.err);
  CHECK(run.code == 0);
  const std::size_t students = made.solvers.size() + made.entries.size();
  CHECK_THAT(run.out, Catch::StartsWith(fmt::format("{} graded, 0 already done, {} not fully accepted, of {} students",
                                                    students, made.entries.size(), students)));
  const std::string sheet = text_of(out / "grades.csv");
  for (const std::string& solver : made.solvers) {
    INFO(solver);
    CHECK(fs::exists(out / (solver + ".json")));
    // As the sheet shows a name that is no UTF-8: U+FFFD for each byte that is not.
    CHECK_THAT(sheet, Catch::Contains("\n" + harness::printable_line(solver) + ",7,7,,7,AC,"));
  }
  CHECK_THAT(sheet, Catch::Contains("\nzed,0,7,\"no submission to grade: not a file or a folder"));
  // Found done the second time: the fingerprints of the links and the FIFO are stable.
  const CommandRun again = run_command(harness::run_batch, args);
  CHECK(again.code == 0);
  CHECK_THAT(again.out, Catch::StartsWith(fmt::format("0 graded, {} already done", students)));
}

TEST_CASE("batch names an entry that is no submission as escapes, on one line", "[cmd_batch][process]") {
  const fs::path dir = scratch() / "skipped";
  fs::create_directories(dir);
  std::ofstream(dir / "notes\x1b[2J\rtotal 86 of 86.txt") << "not a submission\n";
  const CommandRun run = run_command(
      harness::run_batch, {"batch", dir.string(), "--cases", kCases, "--out", (scratch() / "skipped-out").string()});
  fs::remove_all(dir);
  fs::remove_all(scratch() / "skipped-out");
  CHECK(run.code == 0);
  CHECK(run.err == "sudoku-grade batch: " + dir.string() +
                       "/notes\\x1b[2J\\rtotal 86 of 86.txt: no submission, not a source file (.cpp, .py, .java, "
                       ".rkt), a folder or an executable; graded as nothing to grade, in a row of its own\n");
}

namespace {

// How this machine lets a test mount a small tmpfs of its own: a mount
// namespace as root, or a user namespace with one; empty when neither.
std::vector<std::string> private_mounts() {
  for (std::vector<std::string> unshare :
       {std::vector<std::string>{"unshare", "-m"}, std::vector<std::string>{"unshare", "-Urm"}}) {
    std::vector<std::string> probe = unshare;
    probe.insert(probe.end(), {"sh", "-c",
                               "mount -t tmpfs -o size=64k none /mnt 2>/dev/null || "
                               "mount -t tmpfs -o size=64k none /tmp"});
    if (hostile_suite::run_outside(probe, std::chrono::seconds(10)).exit_code == 0) return unshare;
  }
  return {};
}

}  // namespace

// A full disk under --out (a tmpfs of 1 MiB, filled up): batch and grade say
// so in one line naming the file, exit 3, write no half file and no stray
// .tmp, and leave every report already there as it was; with room again, a
// rerun grades only the student left. One mount for batch and grade --json.
TEST_CASE("a full disk under --out loses no report and leaves no half one, and a rerun goes on",
          "[cmd_batch][process][slow]") {
  const std::vector<std::string> unshare = private_mounts();
  if (unshare.empty()) {
    SKIP_TEST("no mount namespace here (unshare -m and unshare -Urm both refused), so no small tmpfs");
  }
  TempDir temp("cmd-batch-full-disk");
  const fs::path klass = temp / "class", out = temp / "out", logs = temp / "logs";
  for (const fs::path& dir : {klass, out, logs}) fs::create_directories(dir);
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", klass / "alice.cpp");
  fs::copy_file(fs::path(SOURCE_DIR) / "tests/submissions/compile_error/missing_semicolon.cpp", klass / "dave.cpp");
  const fs::path carol = fs::path(SOURCE_DIR) / "examples/python/sudoku.py";
  // Each step's stdout, stderr and exit code go to logs/, and OUT is copied
  // there, since the tmpfs goes with the namespace.
  const std::string script = R"(
    set -u
    G=$1 CLASS=$2 OUT=$3 CASES=$4 CACHE=$5 LOGS=$6 CAROL=$7
    mount -t tmpfs -o size=1m none "$OUT" || exit 90
    step() { name=$1; shift; "$@" >"$LOGS/$name.out" 2>"$LOGS/$name.err"; echo $? >"$LOGS/$name.code"; }
    batch() { "$G" batch "$CLASS" --cases "$CASES" --out "$OUT" --cache "$CACHE" -j 1; }
    step room batch
    cp -a "$OUT" "$LOGS/before"
    head -c 2m /dev/zero >"$OUT/filler" 2>/dev/null
    cp "$CAROL" "$CLASS/carol.py"
    step full batch
    step grade "$G" grade "$CLASS/carol.py" --cases "$CASES" --cache "$CACHE" --json "$OUT/carol-own.json"
    rm "$OUT/filler"
    cp -a "$OUT" "$LOGS/after"
    step again batch
    cp -a "$OUT" "$LOGS/again"
  )";
  std::vector<std::string> argv = unshare;
  argv.insert(argv.end(), {"sh", "-c", script, "sh", hostile_suite::kGrader.string(), klass.string(), out.string(),
                           kCases, kCache, logs.string(), carol.string()});
  const harness::TrustedRun facts = hostile_suite::run_outside(argv, std::chrono::seconds(300));
  INFO(facts.out << facts.err);
  REQUIRE(facts.end == harness::TrustedRun::End::Exited);
  REQUIRE(facts.exit_code == 0);
  auto log = [&](const std::string& name) { return text_of(logs / name); };
  INFO("full: " << log("full.err") << "\ngrade: " << log("grade.err"));

  CHECK(log("room.code") == "0\n");
  // The disk full: one line per file refused, each naming it and why; then how to go on.
  CHECK(log("full.code") == "3\n");
  CHECK(log("full.err") == "sudoku-grade batch: error: " + (out / "carol.json").string() +
                               ": cannot write the report: write(" + (out / "carol.json.tmp").string() +
                               "): No space left on device\n"
                               "sudoku-grade batch: error: " +
                               (out / "grades.csv").string() + ": cannot write the report: write(" +
                               (out / "grades.csv.tmp").string() +
                               "): No space left on device\n"
                               "sudoku-grade batch: stopped: 2 of 3 students graded, their reports kept; fix the "
                               "error above, then run the same command again to go on\n");
  CHECK(log("grade.code") == "3\n");
  CHECK_THAT(log("grade.err"), Catch::EndsWith("sudoku-grade: error: " + (out / "carol-own.json").string() +
                                               ": cannot write the report: write(" +
                                               (out / "carol-own.json.tmp").string() + "): No space left on device\n"));
  // Every file as it was before the disk filled: no .tmp, no carol.json, no half sheet or page.
  CHECK(hostile_suite::files_under(logs / "after") == hostile_suite::files_under(logs / "before"));
  CHECK(hostile_suite::files_under(logs / "before").count("alice.json") == 1);

  CHECK(log("again.code") == "0\n");
  CHECK_THAT(log("again.out"), Catch::StartsWith("1 graded, 2 already done, "));
  const auto again = hostile_suite::files_under(logs / "again");
  CHECK(again.count("carol.json") == 1);
  CHECK(again.at("alice.json") == hostile_suite::files_under(logs / "before").at("alice.json"));
  CHECK_THAT(again.at("grades.csv"), Catch::Contains("\ncarol,"));
  for (const auto& [name, bytes] : again) CHECK_FALSE(fs::path(name).extension() == ".tmp");
}

TEST_CASE("batch --only grades those students again and keeps the others' reports, and an unknown name is one line",
          "[cmd_batch][process]") {
  REQUIRE(batch("only").code == 0);
  const std::string alice = text_of(scratch() / "only/alice.json");
  const auto alice_time = fs::last_write_time(scratch() / "only/alice.json");
  const CommandRun again = batch("only", {"--only", "dave"});
  CHECK(again.code == 0);
  CHECK_THAT(again.out, Catch::StartsWith("1 graded, 0 already done, 1 not fully accepted, of 1 student"));
  CHECK(fs::last_write_time(scratch() / "only/alice.json") == alice_time);
  CHECK(text_of(scratch() / "only/alice.json") == alice);
  CHECK_THAT(text_of(scratch() / "only/grades.csv"), Catch::Contains("\nalice,7,7,") && Catch::Contains("\ndave,0,7,"));

  const CommandRun unknown = batch("only", {"--only", "dave", "zed"});
  CHECK(unknown.code == harness::kExitUsage);
  CHECK(unknown.err ==
        small_class().string() + ": --only 'zed': no such student in the class folder (its students: alice, dave)");
}
