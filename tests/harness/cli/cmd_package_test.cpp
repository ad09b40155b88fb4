// `package --for prairielearn|vpl` end to end, each package run as its
// platform runs it: the zip made, unpacked by Python's zipfile, and its
// scripts started with the platform's folders and environment laid out in a
// temporary folder (PrairieLearn's /grade; the folder VPL's jail grades in,
// with its vpl_environment.sh), the harness this build made standing for
// the one the image or the jail server has. The output is checked against
// the platform's documented format (docs/prairielearn.md, docs/vpl.md).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "base/base64.h"
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
const std::string kGrader = BINARY_DIR "/sudoku-grade";
const std::string kCache = "XDG_CACHE_HOME=" BINARY_DIR "/test-cache-package";
const fs::path kCases = kSource / "tests/submissions/cases.yaml";
const fs::path kLesson = kSource / "cases/lesson.yaml";
const fs::path kCorrect = kSource / "examples/cpp/sudoku.cpp";
const fs::path kWrong = kSource / "tests/submissions/wrong_answer/wrong_box_formula.cpp";
const fs::path kNoBuild = kSource / "tests/submissions/compile_error/missing_semicolon.cpp";
const fs::path kPrinter = kSource / "tests/submissions/run_time_error/prints_its_input.cpp";

const fs::path& scratch() {
  static const TempDir dir("cmd-package-test");
  return dir.path;
}

harness::TrustedRun run_outside(std::vector<std::string> argv) {
  return hostile_suite::run_outside(std::move(argv), 120s);
}

// The package for `platform` of `cases`, unpacked into a fresh FOLDER/package.
fs::path unpacked(const std::string& platform, const fs::path& cases, const std::string& folder) {
  const fs::path root = scratch() / folder;
  fs::remove_all(root);
  fs::create_directories(root);
  const CommandRun packed = run_command(
      harness::run_package, {"package", "--for", platform, cases.string(), "--out", (root / "package.zip").string()});
  INFO(packed.err);
  REQUIRE(packed.code == 0);
  const harness::TrustedRun facts = run_outside(
      {"python3", "-c",
       "import os, sys, zipfile\n"
       "with zipfile.ZipFile(sys.argv[1]) as z:\n"
       "    for info in z.infolist():\n"
       "        os.chmod(z.extract(info, sys.argv[2]), info.external_attr >> 16 & 0o777)\n",
       (root / "package.zip").string(), (root / "package").string()});
  INFO(facts.err);
  REQUIRE((facts.end == harness::TrustedRun::End::Exited && facts.exit_code == 0));
  return root / "package";
}

// What an upload is: the file, without its run bit.
void hand_in(const fs::path& file, const fs::path& into, const std::string& as) {
  fs::create_directories(into);
  fs::copy_file(file, into / as, fs::copy_options::overwrite_existing);
  fs::permissions(into / as, fs::perms::owner_read | fs::perms::owner_write);
}

// ---- PrairieLearn

// A folder standing for /grade: the question's tests/ as PrairieLearn copies it, an empty student/.
fs::path grade_root(const fs::path& package, const std::string& name) {
  const fs::path root = package.parent_path() / name;
  fs::remove_all(root);
  fs::create_directories(root / "student");
  fs::copy(package / "question/tests", root / "tests", fs::copy_options::recursive);
  return root;
}

// The image's entrypoint as PrairieLearn starts it, with GRADE_ROOT standing for /grade.
nlohmann::json run_entrypoint(const fs::path& package, const fs::path& root, std::string* log = nullptr) {
  const harness::TrustedRun facts = run_outside({"env", "GRADE_ROOT=" + root.string(), "SUDOKU_GRADE=" + kGrader,
                                                 kCache, (package / "image/entrypoint").string()});
  INFO(facts.out << facts.err);
  CHECK((facts.end == harness::TrustedRun::End::Exited && facts.exit_code == 0));
  if (log != nullptr) *log = facts.out + facts.err;
  const std::string text = text_of(root / "results/results.json");
  INFO(text);
  return nlohmann::json::parse(text);
}

// PrairieLearn's rules for results.json (docs/externalGrading.md): gradable, or not and saying why.
void check_prairielearn_format(const nlohmann::json& results) {
  INFO(results.dump(2));
  if (results.value("gradable", true)) {
    const double score = results.at("score").get<double>();
    CHECK((score >= 0.0 && score <= 1.0));
    for (const auto& test : results.at("tests")) {
      CHECK(test.at("name").is_string());
      CHECK(test.at("points").is_number());
      CHECK(test.at("max_points").is_number());
      CHECK(test.at("points").get<double>() <= test.at("max_points").get<double>());
      for (const auto& image : test.value("images", nlohmann::json::array()))
        CHECK_THAT(image.at("url").get<std::string>(), Catch::StartsWith("data:image/svg+xml;base64,"));
    }
  } else {
    CHECK(results.at("gradable") == false);
    CHECK(results.at("format_errors").size() >= 1);
  }
}

// ---- VPL

// A folder standing for the one VPL's jail grades in: the execution files, vpl_environment.sh, the student's files.
fs::path jail(const fs::path& package, const std::string& name, const std::vector<std::string>& files,
              const std::string& grade_min = "0", const std::string& grade_max = "100") {
  const fs::path root = package.parent_path() / name;
  fs::remove_all(root);
  fs::create_directories(root);
  for (const char* script : {"vpl_evaluate.sh", "vpl_run.sh"}) fs::copy_file(package / script, root / script);
  std::ofstream env(root / "vpl_environment.sh");
  env << "#!/bin/bash\nexport VPL_LANG=en_US.UTF-8\nexport VPL_GRADEMIN=" << grade_min
      << "\nexport VPL_GRADEMAX=" << grade_max << "\n";
  std::string all;
  for (std::size_t i = 0; i < files.size(); ++i) {
    env << "export VPL_SUBFILE" << i << "='" << files[i] << "'\n";
    all += (i == 0 ? "" : " ") + files[i];
  }
  env << "export VPL_SUBFILES='" << all << "'\n";
  return root;
}

struct VplRun {
  std::string prepared;  // what the action script printed (VPL's compilation output)
  std::string output;    // what vpl_execution printed
};

// VPL's action as its jail runs it: the script in the folder, then vpl_execution there, capturing its output.
VplRun run_vpl(const fs::path& root, const std::string& script) {
  const harness::TrustedRun prepared = run_outside(
      {"env", "-C", root.string(), "SUDOKU_GRADE=" + kGrader, kCache, "bash", script});
  INFO(prepared.out << prepared.err);
  CHECK((prepared.end == harness::TrustedRun::End::Exited && prepared.exit_code == 0));
  REQUIRE(fs::exists(root / "vpl_execution"));
  CHECK((fs::status(root / "vpl_execution").permissions() & fs::perms::owner_exec) != fs::perms::none);
  const harness::TrustedRun ran = run_outside({"env", "-C", root.string(), kCache, "./vpl_execution"});
  INFO(ran.err);
  CHECK((ran.end == harness::TrustedRun::End::Exited && ran.exit_code == 0));
  return {prepared.out + prepared.err, ran.out};
}

// The grade VPL reads: the rest of the last line starting "Grade :=>>" (vpl_submission.class.php).
double vpl_grade_of(const std::string& output) {
  std::istringstream lines(output);
  std::string grade;
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("Grade :=>>", 0) == 0) grade = line.substr(10);
  INFO(output);
  REQUIRE_FALSE(grade.empty());
  return std::stod(grade);
}

// One comment block, opened and closed by lines of their own, and the grade after it.
void check_vpl_format(const std::string& output, double grade_min, double grade_max) {
  INFO(output);
  CHECK_THAT(output, Catch::StartsWith("<|--\n"));
  CHECK(output.find("\n--|>\n") != std::string::npos);
  const double grade = vpl_grade_of(output);
  CHECK((grade >= grade_min && grade <= grade_max));
}

// Every file under `root`, as one text: what a program in the folder could read.
std::string every_file_under(const fs::path& root) {
  std::string all;
  for (const auto& entry : fs::recursive_directory_iterator(root))
    if (entry.is_regular_file() && !entry.is_symlink()) all += text_of(entry.path()) + "\n";
  return all;
}

}  // namespace

TEST_CASE("PrairieLearn's entrypoint gives a correct C++ file 1 and a wrong one less, its grid as an image",
          "[cmd_package][process][slow]") {
  const fs::path package = unpacked("prairielearn", kCases, "pl");
  const fs::path right = grade_root(package, "right");
  hand_in(kCorrect, right / "student", "sudoku.cpp");
  const nlohmann::json full = run_entrypoint(package, right);
  check_prairielearn_format(full);
  CHECK(full.at("gradable") == true);
  CHECK(full.at("score") == 1.0);
  REQUIRE(full.at("tests").size() == 7);
  CHECK(full.at("tests")[0].at("name") == "tests/cases.yaml: solve lesson Test 1");
  // A box without a mount namespace (a container) sees what its uid may read: not the answers.
  CHECK((fs::status(right / "tests/cases.yaml").permissions() & (fs::perms::group_all | fs::perms::others_all)) ==
        fs::perms::none);

  const fs::path wrong = grade_root(package, "wrong");
  hand_in(kWrong, wrong / "student", "sudoku.cpp");
  const nlohmann::json less = run_entrypoint(package, wrong);
  check_prairielearn_format(less);
  CHECK(less.at("score").get<double>() < 1.0);
  int drawn = 0;
  for (const auto& test : less.at("tests")) {
    if (test.count("images") == 0) continue;
    ++drawn;
    CHECK(test.at("points") == 0);
    const std::string url = test.at("images")[0].at("url");
    // The picture is the SVG of the grid (its base64 decoded by the test's own reader: Python's).
    const harness::TrustedRun svg = run_outside(
        {"python3", "-c",
         "import base64, sys; sys.stdout.write(base64.b64decode(sys.argv[1].split(',', 1)[1]).decode())", url});
    CHECK_THAT(svg.out, Catch::StartsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"") && Catch::Contains("<text "));
  }
  CHECK(drawn >= 1);
}

TEST_CASE("PrairieLearn's entrypoint marks a compile error and an upload it cannot grade as not gradable",
          "[cmd_package][process][slow]") {
  const fs::path package = unpacked("prairielearn", kCases, "pl-not-gradable");
  const fs::path ce = grade_root(package, "ce");
  hand_in(kNoBuild, ce / "student", "sudoku.cpp");
  const nlohmann::json no_build = run_entrypoint(package, ce);
  check_prairielearn_format(no_build);
  CHECK(no_build.at("gradable") == false);
  CHECK_THAT(no_build.at("format_errors")[0].get<std::string>(), Catch::StartsWith("CE (compilation error): "));

  const fs::path none = grade_root(package, "none");
  const nlohmann::json nothing = run_entrypoint(package, none);
  check_prairielearn_format(nothing);
  CHECK_THAT(nothing.at("format_errors")[0].get<std::string>(), Catch::StartsWith("Nothing was submitted"));

  std::ofstream(none / "student/notes.txt") << "I did not finish\n";
  const nlohmann::json text = run_entrypoint(package, none);
  check_prairielearn_format(text);
  CHECK_THAT(text.at("message").get<std::string>(),
             Catch::StartsWith("This submission could not be graded: sudoku-grade: error: "));
}

TEST_CASE("PrairieLearn's results.json and log give away no hidden puzzle a program printed",
          "[cmd_package][process][slow]") {
  const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(kLesson.string()));
  REQUIRE(secrets.size() == 6);
  const fs::path package = unpacked("prairielearn", kLesson, "pl-hidden");
  const fs::path root = grade_root(package, "printer");
  hand_in(kPrinter, root / "student", "sudoku.cpp");
  std::string log;
  const nlohmann::json results = run_entrypoint(package, root, &log);
  check_prairielearn_format(results);
  CHECK(results.at("tests").size() == 21);
  CHECK(hidden_puzzles::given_away(results.dump(), secrets).empty());
  CHECK(hidden_puzzles::given_away(log, secrets).empty());
  for (const auto& test : results.at("tests"))
    if (test.at("message").get<std::string>().find("a hidden case") != std::string::npos)
      CHECK(test.count("images") + test.count("output") == 0);
}

TEST_CASE("VPL's evaluation grades on VPL_GRADEMIN..VPL_GRADEMAX: all of it, less for a wrong answer, the least "
          "for a compile error",
          "[cmd_package][process][slow]") {
  const fs::path package = unpacked("vpl", kCases, "vpl");
  const fs::path right = jail(package, "right", {"sudoku.cpp"});
  hand_in(kCorrect, right, "sudoku.cpp");
  const VplRun full = run_vpl(right, "vpl_evaluate.sh");
  check_vpl_format(full.output, 0, 100);
  CHECK(vpl_grade_of(full.output) == 100);
  CHECK_THAT(full.output, Catch::Contains("\n-cases/cases.yaml: solve lesson Test 1 (1/1)\nAC (accepted)\n"));

  const fs::path wrong = jail(package, "wrong", {"sudoku.cpp"}, "50", "60");
  hand_in(kWrong, wrong, "sudoku.cpp");
  const VplRun less = run_vpl(wrong, "vpl_evaluate.sh");
  check_vpl_format(less.output, 50, 60);
  CHECK(vpl_grade_of(less.output) < 60);
  CHECK_THAT(less.output, Catch::Contains("\nWA (wrong answer): "));

  const fs::path ce = jail(package, "ce", {"sudoku.cpp"});
  hand_in(kNoBuild, ce, "sudoku.cpp");
  const VplRun no_build = run_vpl(ce, "vpl_evaluate.sh");
  check_vpl_format(no_build.output, 0, 100);
  CHECK(vpl_grade_of(no_build.output) == 0);
  CHECK_THAT(no_build.output, Catch::Contains("\n-The submission did not build\nCE (compilation error): "));

  // Nothing VPL names as the student's: the harness's own words, the least grade.
  const fs::path none = jail(package, "none", {});
  const VplRun nothing = run_vpl(none, "vpl_evaluate.sh");
  check_vpl_format(nothing.output, 0, 100);
  CHECK(vpl_grade_of(nothing.output) == 0);
  CHECK_THAT(nothing.output, Catch::Contains("\n-This submission could not be graded\n>"));
}

TEST_CASE("VPL's evaluation and run give away no hidden puzzle, and a Run's folder holds none",
          "[cmd_package][process][slow]") {
  const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(kLesson.string()));
  REQUIRE(secrets.size() == 6);
  const fs::path package = unpacked("vpl", kLesson, "vpl-hidden");
  const fs::path evaluated = jail(package, "evaluate", {"sudoku.cpp"});
  hand_in(kPrinter, evaluated, "sudoku.cpp");
  const VplRun evaluation = run_vpl(evaluated, "vpl_evaluate.sh");
  check_vpl_format(evaluation.output, 0, 100);
  CHECK(hidden_puzzles::given_away(evaluation.prepared + evaluation.output, secrets).empty());
  // The whole assignment was graded: 21 cases.
  CHECK_THAT(evaluation.output,
             Catch::Contains("-cases/lesson.yaml: ") && Catch::Contains("(its reason is not shown)"));

  // A Run: VPL leaves vpl_evaluate.sh out of the folder; vpl_run.sh grades the visible cases alone.
  const fs::path run = jail(package, "run", {"sudoku.cpp"});
  fs::remove(run / "vpl_evaluate.sh");
  hand_in(kPrinter, run, "sudoku.cpp");
  const VplRun tried = run_vpl(run, "vpl_run.sh");
  CHECK(hidden_puzzles::given_away(tried.prepared + tried.output, secrets).empty());
  CHECK_THAT(tried.output, Catch::Contains("RTE"));
  CHECK(hidden_puzzles::given_away(every_file_under(run), secrets).empty());
  // The evaluation's folder held them, readable by the grader alone.
  CHECK(hidden_puzzles::given_away(every_file_under(evaluated), secrets) == secrets);
}

TEST_CASE("package takes one case file, says what the platform shows of the hidden cases, and repeats its bytes",
          "[cmd_package]") {
  fs::create_directories(scratch());
  const std::string out = (scratch() / "p.zip").string();
  for (const char* platform : {"gradescope", "prairielearn", "vpl"}) {
    INFO(platform);
    const CommandRun first = run_command(harness::run_package,
                                         {"package", "--for", platform, kLesson.string(), "--out", out});
    REQUIRE(first.code == 0);
    const std::string shown = std::string(platform) == "gradescope" ? "Gradescope shows their verdict, never why"
                              : std::string(platform) == "vpl"      ? "VPL shows their verdict, never why"
                                                                    : "PrairieLearn shows their verdict, never why";
    CHECK_THAT(first.out,
               Catch::StartsWith("wrote " + out + " (") && Catch::Contains(": 21 cases, 15 hidden: " + shown));
    const std::string bytes = text_of(out);
    fs::remove(out);
    REQUIRE(run_command(harness::run_package, {"package", "--for", platform, kLesson.string(), "--out", out}).code ==
            0);
    CHECK(text_of(out) == bytes);
  }
  // A file that lets Gradescope publish its hidden cases' details is told that the others never do.
  const fs::path open = scratch() / "open" / "lesson.yaml";
  fs::create_directories(open.parent_path());
  std::ofstream(open, std::ios::binary) << "hidden_details: after_published\n" << text_of(kLesson);
  CHECK_THAT(run_command(harness::run_package, {"package", "--for", "vpl", open.string(), "--out", out}).out,
             Catch::Contains("15 hidden: VPL shows their verdict, never why (hidden_details: after_published is "
                             "Gradescope's alone); upload"));
  // Gradescope is the default, and `autograder` the same command.
  REQUIRE(run_command(harness::run_package, {"package", "--cases", kCases.string(), "--out", out}).code == 0);
  const std::string gradescope = text_of(out);
  REQUIRE(run_command(harness::run_autograder, {"autograder", "--cases", kCases.string(), "--out", out}).code == 0);
  CHECK(text_of(out) == gradescope);
  CHECK(run_command(harness::run_package, {"package", "--for", "moodle", kCases.string()}).code == 2);
}
