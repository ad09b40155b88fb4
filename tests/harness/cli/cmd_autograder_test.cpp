// The autograder command end to end: the zip is made, unpacked by Python's
// zipfile (a reader other than the writer's libzip) into a folder standing
// for Gradescope's /autograder, and its run_autograder grades uploads there.
// setup.sh is not run (it installs packages and builds for minutes):
// SUDOKU_GRADE points run_autograder at the harness this build made.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cases/case_loader.h"
#include "cli/command.h"
#include "command_run.h"
#include "file_text.h"
#include "hidden_puzzles.h"
#include "hostile/hostile_suite.h"
#include "temp_dir.h"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

const fs::path kSource = SOURCE_DIR;
// A folder of this test process's own, made on first use, gone when it ends.
const fs::path& scratch() {
  static const TempDir dir("cmd-autograder-test");
  return dir.path;
}
const std::string kCases = (kSource / "tests/submissions/cases.yaml").string();

// A program of the test's (Python, run_autograder), outside any box.
harness::TrustedRun run_outside(std::vector<std::string> argv) {
  return hostile_suite::run_outside(std::move(argv), 120s);
}

// Unpacks as Gradescope does into ROOT/source, each file with the mode the zip gives it.
void unpack(const fs::path& zip, const fs::path& into) {
  const harness::TrustedRun facts = run_outside(
      {"python3", "-c",
       "import os, sys, zipfile\n"
       "with zipfile.ZipFile(sys.argv[1]) as z:\n"
       "    for info in z.infolist():\n"
       "        os.chmod(z.extract(info, sys.argv[2]), info.external_attr >> 16 & 0o777)\n",
       zip.string(), into.string()});
  INFO(facts.err);
  REQUIRE((facts.end == harness::TrustedRun::End::Exited && facts.exit_code == 0));
}

// A folder standing for /autograder, holding the unpacked zip of an assignment (the test cases').
fs::path autograder_root(const std::string& name, const std::string& cases = kCases) {
  const fs::path root = scratch() / name;
  fs::remove_all(root);
  fs::create_directories(root / "submission");
  const CommandRun packed = run_command(harness::run_autograder,
                                        {"autograder", "--cases", cases, "--out", (root / "autograder.zip").string()});
  INFO(packed.err);
  REQUIRE(packed.code == 0);
  unpack(root / "autograder.zip", root / "source");
  return root;
}

void upload(const fs::path& root, const fs::path& file, const std::string& as) {
  fs::copy_file(file, root / "submission" / as);
  // What reaches Gradescope has lost its run bit.
  fs::permissions(root / "submission" / as, fs::perms::owner_read | fs::perms::owner_write);
}

// run_autograder as Gradescope starts it, with the harness this build made: its
// stdout and stderr (Gradescope's log) and results.json as written.
struct AutograderRun {
  harness::TrustedRun facts;
  std::string results;
};
AutograderRun run_autograder_raw(const fs::path& root, const std::string& grader = BINARY_DIR "/sudoku-grade") {
  const harness::TrustedRun facts = run_outside({"env", "AUTOGRADER_ROOT=" + root.string(), "SUDOKU_GRADE=" + grader,
                                                 "XDG_CACHE_HOME=" BINARY_DIR "/test-cache-autograder",
                                                 (root / "source/run_autograder").string()});
  INFO(facts.out << facts.err);
  CHECK((facts.end == harness::TrustedRun::End::Exited && facts.exit_code == 0));
  return {facts, text_of(root / "results/results.json")};
}

nlohmann::json run_autograder(const fs::path& root, const std::string& grader = BINARY_DIR "/sudoku-grade") {
  return nlohmann::json::parse(run_autograder_raw(root, grader).results);
}

double sum_of_max_scores(const nlohmann::json& results) {
  double sum = 0;
  for (const auto& test : results.at("tests")) sum += test.at("max_score").get<double>();
  return sum;
}

// Full marks: every test of the assignment, named as the report names it, passed.
void check_full_marks(const nlohmann::json& results) {
  INFO(results.dump(2));
  REQUIRE(results.at("tests").size() == 7);  // tests/submissions/cases.yaml's cases, and no other file's
  CHECK(results.at("tests")[0].at("name") == "cases/cases.yaml: solve lesson Test 1");
  CHECK(results.at("max_score") == sum_of_max_scores(results));
  CHECK(results.at("score") == results.at("max_score"));
}

}  // namespace

TEST_CASE("run_autograder gives a correct C++ file full marks and a wrong one less",
          "[cmd_autograder][process][slow]") {
  const fs::path root = autograder_root("cpp");
  upload(root, kSource / "examples/cpp/sudoku.cpp", "sudoku.cpp");
  check_full_marks(run_autograder(root));
  // A box without a mount namespace (Gradescope's Docker) sees what its uid may read: not the answers.
  const fs::perms others = fs::perms::group_all | fs::perms::others_all;
  CHECK((fs::status(root / "source/cases/cases.yaml").permissions() & others) == fs::perms::none);
  CHECK((fs::status(root / "source/cases").permissions() & others) == fs::perms::none);

  fs::remove_all(root / "submission");
  fs::create_directories(root / "submission");
  upload(root, kSource / "tests/submissions/wrong_answer/wrong_box_formula.cpp", "sudoku.cpp");
  const nlohmann::json wrong = run_autograder(root);
  INFO(wrong.dump(2));
  CHECK(wrong.at("tests").size() == 7);
  CHECK(wrong.at("score").get<double>() < wrong.at("max_score").get<double>());
}

TEST_CASE("run_autograder grades an upload of several files as a folder of sources",
          "[cmd_autograder][process][slow]") {
  const fs::path root = autograder_root("folder");
  upload(root, kSource / "examples/cpp/sudoku.cpp", "sudoku.cpp");
  std::ofstream(root / "submission/helpers.cpp")
      << "// a second source, compiled with the first\nint unused_helper() { return 1; }\n";
  std::ofstream(root / "submission/README.md") << "# my solver\n";
  check_full_marks(run_autograder(root));
}

// The hand-in shapes' case file: two cases, so an upload grades in a second or two.
const std::string kHandInCases = (kSource / "tests/fixtures/handins/solve.yaml").string();

// Every test passed, and the output above the tests holds `note`.
void check_passed_with_note(const nlohmann::json& results, const std::string& note) {
  INFO(results.dump(2));
  REQUIRE(results.at("tests").size() == 2);
  CHECK(results.at("score") == results.at("max_score"));
  CHECK_THAT(results.at("output").get<std::string>(), Catch::Contains(note));
}

TEST_CASE("run_autograder runs a #! program uploaded beside a README and its own module, in its folder",
          "[cmd_autograder][process][slow]") {
  const fs::path root = autograder_root("program-in-folder", kHandInCases);
  const fs::path shape = kSource / "tests/submissions/accepted/shebang_in_folder";
  for (const char* name : {"solver.py", "rules.py", "README.md"}) upload(root, shape / name, name);
  check_passed_with_note(run_autograder(root), "note: graded solver.py as a program of its own");
}

TEST_CASE("run_autograder grades C++ uploaded with notes.py beside it as C++, and says so",
          "[cmd_autograder][process][slow]") {
  const fs::path root = autograder_root("notes", kHandInCases);
  const fs::path shape = kSource / "tests/submissions/accepted/cpp_with_notes";
  for (const char* name : {"sudoku.cpp", "notes.py", "README.md"}) upload(root, shape / name, name);
  check_passed_with_note(run_autograder(root), "note: graded the C++ files: the other sources define no entry");
}

TEST_CASE("run_autograder gives a Python program back its run bit and grades it", "[cmd_autograder][process][slow]") {
  const fs::path root = autograder_root("python");
  upload(root, kSource / "examples/python/sudoku.py", "sudoku.py");
  check_full_marks(run_autograder(root));
}

TEST_CASE("run_autograder leaves a Python module without #! to the Python driver", "[cmd_autograder][process][slow]") {
  const fs::path root = autograder_root("module");
  upload(root, kSource / "examples/python/lesson.py", "lesson.py");
  const nlohmann::json results = run_autograder(root);
  INFO(results.dump(2));
  // The lesson's module defines solve, solve_fast and count_solutions, not the Java assignment's two.
  REQUIRE(results.at("tests").size() == 7);
  for (const auto& test : results.at("tests")) {
    const std::string name = test.at("name");
    INFO(name);
    const bool lesson_entry = name.find("fillSudoku") == std::string::npos &&
                              name.find("checkSudoku") == std::string::npos;
    CHECK(test.at("status") == (lesson_entry ? "passed" : "failed"));
    if (!lesson_entry) CHECK_THAT(test.at("output").get<std::string>(), Catch::StartsWith("**NI**"));
  }
}

TEST_CASE("run_autograder publishes no hidden puzzle a program printed, unless the case file lets it",
          "[cmd_autograder][process][slow]") {
  const std::string lesson = (kSource / "cases/lesson.yaml").string();
  const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(lesson));
  REQUIRE(secrets.size() == 6);
  const fs::path printer = kSource / "tests/submissions/run_time_error/prints_its_input.cpp";
  const fs::path root = autograder_root("hidden", lesson);
  upload(root, printer, "sudoku.cpp");
  const AutograderRun closed = run_autograder_raw(root);
  INFO(closed.results);
  CHECK(nlohmann::json::parse(closed.results).at("tests").size() == 21);
  CHECK(hidden_puzzles::given_away(closed.results, secrets).empty());
  // Gradescope's log, which it shows the instructor alone unless results.json says otherwise: the same.
  CHECK(hidden_puzzles::given_away(closed.facts.out + closed.facts.err, secrets).empty());
  CHECK(nlohmann::json::parse(closed.results).count("stdout_visibility") == 0);

  // The same assignment, its file saying 'hidden_details: after_published': the tests wait for publishing.
  const fs::path open_cases = scratch() / "open" / "lesson.yaml";
  fs::create_directories(open_cases.parent_path());
  std::ofstream(open_cases, std::ios::binary) << "hidden_details: after_published\n" << text_of(lesson);
  const fs::path open = autograder_root("hidden-open", open_cases.string());
  upload(open, printer, "sudoku.cpp");
  const std::string results = run_autograder_raw(open).results;
  CHECK(hidden_puzzles::given_away(results, secrets) == secrets);
  for (const auto& test : nlohmann::json::parse(results).at("tests"))
    CHECK((test.at("visibility") == "visible" || test.at("visibility") == "after_published"));
}

TEST_CASE("run_autograder writes a results.json that says why when it cannot grade", "[cmd_autograder][process]") {
  const fs::path root = autograder_root("failures");
  // Nothing uploaded.
  nlohmann::json results = run_autograder(root);
  CHECK(results.at("score") == 0);
  CHECK(results.at("output") ==
        "Nothing was submitted: upload your solution (a .cpp or .py file, or a folder of sources).");
  // A file the harness cannot grade: the harness's own words, a quote and a newline in its name escaped.
  std::ofstream(root / "submission/my \"notes\"\n.txt") << "I did not finish\n";
  results = run_autograder(root);
  CHECK(results.at("score") == 0);
  CHECK_THAT(results.at("output").get<std::string>(),
             Catch::StartsWith("This submission could not be graded: sudoku-grade: error: ") &&
                 Catch::Contains("my \"notes\"") &&
                 Catch::EndsWith("neither a source file (.cpp, .py, .java, .rkt) nor an executable"));
  // The harness failing without a report.
  results = run_autograder(root, "/bin/false");
  CHECK(results.at("output") == "The grader failed (exit code 1): no message. Tell your instructor.");
  // The harness missing: setup.sh did not run.
  results = run_autograder(root, (root / "no-such-build/sudoku-grade").string());
  CHECK(results.at("output") == "The grader (" + (root / "no-such-build/sudoku-grade").string() +
                                    ") is not built - did setup.sh run? Tell your instructor.");
}

TEST_CASE("run_autograder refuses an upload that is a symbolic link and shows nothing of its target",
          "[cmd_autograder][process]") {
  // Before: `sudoku.cpp -> /etc/shadow` was compiled as root, shadow's first line in the compile error
  // the student reads; and a link to a file starting with #! had chmod a+rx change its target.
  const fs::path root = autograder_root("link");
  std::ofstream(root / "secret") << "root:THE-SECRET-HASH:19000:0:99999:7:::\n";
  std::ofstream(root / "script") << "#!/bin/sh\necho THE-SECRET-SCRIPT\n";
  fs::permissions(root / "secret", fs::perms::owner_read | fs::perms::owner_write);
  fs::permissions(root / "script", fs::perms::owner_read | fs::perms::owner_write);
  for (const char* target : {"secret", "script"}) {
    INFO(target);
    fs::remove_all(root / "submission");
    fs::create_directories(root / "submission");
    fs::create_symlink(root / target, root / "submission/sudoku.cpp");
    const std::string output = run_autograder(root).at("output").get<std::string>();
    CHECK_THAT(output, Catch::StartsWith("This submission could not be graded: ") &&
                           Catch::EndsWith("a symbolic link, which the grader never follows: hand in the file or "
                                           "folder itself"));
    CHECK_THAT(output, !Catch::Contains("THE-SECRET"));
    CHECK((fs::status(root / target).permissions() & (fs::perms::group_all | fs::perms::others_all)) ==
          fs::perms::none);
  }
}

TEST_CASE("autograder takes one case file that loads, and writes the same zip twice", "[cmd_autograder]") {
  fs::create_directories(scratch());
  const std::string out = (scratch() / "a.zip").string();
  CHECK(
      run_command(harness::run_autograder, {"autograder", "--cases", (kSource / "cases").string(), "--out", out}).err ==
      (kSource / "cases").string() +
          ": a folder: give the one case file of the assignment (a package grades against it alone)");
  const CommandRun broken = run_command(
      harness::run_autograder,
      {"autograder", "--cases", (kSource / "tests/fixtures/cases/unknown_entry.yaml").string(), "--out", out});
  CHECK(broken.code == 2);
  CHECK_FALSE(fs::exists(out));

  const CommandRun first = run_command(harness::run_autograder, {"autograder", "--cases", kCases, "--out", out});
  REQUIRE(first.code == 0);
  CHECK_THAT(first.out, Catch::StartsWith("wrote " + out + " (") && Catch::Contains("7 cases; upload it"));
  const std::string bytes = text_of(out);
  fs::remove(out);
  REQUIRE(run_command(harness::run_autograder, {"autograder", "--cases", kCases, "--out", out}).code == 0);
  CHECK(text_of(out) == bytes);
}

TEST_CASE("autograder says what Gradescope will show of the hidden cases before the zip is uploaded",
          "[cmd_autograder]") {
  fs::create_directories(scratch());
  const std::string out = (scratch() / "lesson.zip").string();
  const std::string lesson = (kSource / "cases/lesson.yaml").string();
  CHECK_THAT(run_command(harness::run_autograder, {"autograder", "--cases", lesson, "--out", out}).out,
             Catch::Contains(": 21 cases, 15 hidden: Gradescope shows their verdict, never why (hidden_details: "
                             "never); upload it"));
  const fs::path open = scratch() / "open-lesson" / "lesson.yaml";
  fs::create_directories(open.parent_path());
  std::ofstream(open, std::ios::binary) << "hidden_details: after_published\n" << text_of(lesson);
  CHECK_THAT(run_command(harness::run_autograder, {"autograder", "--cases", open.string(), "--out", out}).out,
             Catch::Contains(": 21 cases, 15 hidden: Gradescope shows why they failed once grades are published "
                             "(hidden_details: after_published); upload it"));
}
