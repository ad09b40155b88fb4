// A cache the grader cannot use never stops the grading: the sudoku-grade
// binary warns once, builds in a temporary folder, grades as usual and
// removes the folder at the end (cache/cache_dir.h choose_cache).
#include <catch2/catch.hpp>

#include "command_run.h"
#include "hostile/hostile_suite.h"
#include "support/skip.h"

using namespace hostile_suite;

namespace {

const std::string kCases = std::string(SOURCE_DIR) + "/tests/submissions/cases.yaml";

}  // namespace

TEST_CASE("batch with a file where the cache should be warns once and grades every student",
          "[cache_option][process]") {
  TempDir temp("cache-option-file");
  fs::create_directories(temp / "class");
  fs::create_directories(temp / "tmp");
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/python/sudoku.py", temp / "class/ann.py");
  fs::copy_file(fs::path(SOURCE_DIR) / "tests/submissions/wrong_answer/true_when_stuck.py", temp / "class/ben.py");
  std::ofstream(temp / "cache") << "a file, not a folder";
  const harness::TrustedRun run = run_outside({"env", "TMPDIR=" + (temp / "tmp").string(), kGrader.string(), "batch",
                                               (temp / "class").string(), "--cases", kCases, "--out",
                                               (temp / "out").string(), "--cache", (temp / "cache").string()});
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  const auto warnings = output_lines(run.err);
  REQUIRE(warnings.size() == 1);
  CHECK_THAT(warnings[0], Catch::StartsWith("sudoku-grade: warning: cannot create the cache " +
                                            (temp / "cache").string() + ": Not a directory; building without it, in " +
                                            (temp / "tmp").string() + "/sudoku-grade-cache-"));
  CHECK_THAT(warnings[0], Catch::EndsWith(" (removed at the end)"));
  CHECK_THAT(run.out, Catch::StartsWith("2 graded, 0 already done, "));
  const std::string sheet = text_of(temp / "out/grades.csv");
  CHECK_THAT(sheet, Catch::Contains("\nann,") && Catch::Contains("\nben,") && !Catch::Contains("JE"));
  CHECK(text_of(temp / "cache") == "a file, not a folder");
  CHECK(fs::is_empty(temp / "tmp"));
}

TEST_CASE("grade with a read-only cache warns and still compiles and grades a C++ submission",
          "[cache_option][process][slow]") {
  TempDir temp("cache-option-read-only");
  fs::create_directories(temp / "cache");
  fs::create_directories(temp / "tmp");
  const std::string script = R"(
    mount -t tmpfs -o ro,size=64k none "$2" || exit 90
    env TMPDIR="$3" "$1" grade "$4" --cases "$5" --cache "$2"
  )";
  const harness::TrustedRun run = run_outside({"unshare", "-m", "sh", "-c", script, "sh", kGrader.string(),
                                               (temp / "cache").string(), (temp / "tmp").string(),
                                               std::string(SOURCE_DIR) + "/examples/cpp/sudoku.cpp", kCases});
  if (run.exit_code == 90 || run.end != harness::TrustedRun::End::Exited ||
      run.err.find("unshare:") != std::string::npos) {
    SKIP_TEST("no mount namespace here (unshare -m refused), so no read-only cache: " << run.err);
  }
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  const auto warnings = output_lines(run.err);
  REQUIRE(warnings.size() == 1);
  CHECK_THAT(warnings[0],
             Catch::StartsWith("sudoku-grade: warning: cannot make the cache " + (temp / "cache").string() +
                               " private: Read-only file system; building without it, in "));
  CHECK_THAT(run.out, Catch::Contains("total 7/7 points"));
  CHECK(fs::is_empty(temp / "tmp"));
}
