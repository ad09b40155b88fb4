// prepare_java and the Java driver, end to end on the submissions of
// tests/fixtures/java/: what a student's class may do to the answer, the
// verdicts it gets in Java's terms, the cache, and java Main for sessions.
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cases/case_loader.h"
#include "judge/grade.h"
#include "lang/language_programs.h"
#include "run/sandbox_probe.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const fs::path kFixtures = fs::path(SOURCE_DIR) / "tests/fixtures/java";

GradeOptions java_options() {
  GradeOptions options;
  options.jobs = 2;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  return options;
}

const CaseResult& case_named(const GradeResult& result, const std::string& name) {
  for (const auto& c : result.files.front().cases)
    if (c.name == name) return c;
  FAIL("no case " << name);
  throw;
}

// A copy of the folder `from` in `into`, with `was` replaced by `becomes` in
// its file `name`.
fs::path patched_copy(const TempDir& into, const fs::path& from, const std::string& name, const std::string& was,
                      const std::string& becomes) {
  const fs::path to = into / from.filename();
  fs::copy(from, to, fs::copy_options::recursive);
  std::ifstream in(to / name);
  std::stringstream text;
  text << in.rdbuf();
  std::string source = text.str();
  const std::size_t at = source.find(was);
  REQUIRE(at != std::string::npos);
  source.replace(at, was.size(), becomes);
  std::ofstream(to / name, std::ios::trunc) << source;
  return to;
}

}  // namespace

TEST_CASE("a Java class graded in the box: its prints kept off the answer, its failures in Java's terms, java Main "
          "for sessions",
          "[java][process][slow]") {
  GradeOptions options = java_options();
  options.sandbox = probe_sandbox(SandboxLevel::Auto);
  const std::vector<CaseFile> cases = {load_case_file((kFixtures / "cases.yaml").string())};
  const fs::path guarded = kFixtures / "guarded";
  const GradeResult result = grade_submission(guarded, prepare_submission(guarded, options), cases, options);
  REQUIRE_FALSE(result.build_failure);

  // Printed "True" in its static initializer and more while solving, and
  // holds a class named as the driver: the answer is the driver's, and right.
  const CaseResult& prints = case_named(result, "fillSudoku prints while it solves");
  CHECK(prints.verdict == Verdict::AC);
  const CaseResult& deep = case_named(result, "checkSudoku recurses for ever");
  CHECK(deep.verdict == Verdict::RTE);
  // It ran in the warm runtime after the case before it, but fails alone
  // too: the case before it explains nothing, and is not named.
  CHECK(deep.reason == "exit code 1, recursion too deep or without end in Sudoku.checkSudoku");
  CHECK_THAT(deep.details, Catch::StartsWith("java.lang.StackOverflowError\n\tat Sudoku.checkSudoku(Sudoku.java:39)\n"
                                             "\t... the call above, "));
  const CaseResult& hoard = case_named(result, "solve allocates for ever");
  CHECK(hoard.verdict == Verdict::MLE);
  CHECK_THAT(hoard.reason, Catch::Contains("java.lang.OutOfMemoryError"));
  CHECK(case_named(result, "count_solutions is not written").verdict == Verdict::NI);
  CHECK(case_named(result, "java Main echoes").verdict == Verdict::AC);
  CHECK(case_named(result, "java Main does not say hello").verdict == Verdict::WA);
}

TEST_CASE("a Java build is cached, its program a JVM with a heap flag and the start-up it costs", "[java][process]") {
  const CompileOptions options = java_options().compile;
  const Prepared first = prepare_java(kFixtures / "guarded", options);
  INFO(first.failure.reason << "\n" << first.failure.details);
  REQUIRE(first.program);
  const Prepared again = prepare_java(kFixtures / "guarded", options);
  REQUIRE(again.program);
  CHECK(again.program->from_cache);
  CHECK(again.program->argv == first.program->argv);
  CHECK(again.program->kind == ProgramKind::DriverAndOwnMain);  // Main.class: java Main
  CHECK(again.program->session_argv.back() == "Main");
  CHECK(again.program->heap_flag == "-Xmx");
  CHECK(again.program->startup.count() > 0);
  CHECK(fs::is_regular_file(again.program->submission_dir / "classes/sudokugrade/SudokuDriver.class"));
}

TEST_CASE("a Sudoku.java with a package line is a compile error that says so", "[java][process]") {
  const Prepared prepared = prepare_java(kFixtures / "in_a_package", java_options().compile);
  CHECK_FALSE(prepared.program);
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK_THAT(prepared.failure.reason, Catch::Contains("Sudoku.java declares `package homework.sudoku;`"));
}

TEST_CASE("a Java helper, Main.java run as java Main and Sudoku.java's grid methods, passes the helper assignment "
          "boxed, and one wrong word fails its session",
          "[java][process][slow]") {
  GradeOptions options = java_options();
  options.sandbox = probe_sandbox(SandboxLevel::Auto);
  const std::vector<CaseFile> cases = {load_case_file((fs::path(SOURCE_DIR) / "cases/helper.yaml").string())};
  const fs::path helper = kFixtures / "helper";
  const GradeResult passing = grade_submission(helper, prepare_submission(helper, options), cases, options);
  int sessions = 0;
  for (const auto& c : passing.files.front().cases) {
    INFO(c.name << ": " << c.reason << "\n" << c.details);
    CHECK(c.verdict == Verdict::AC);
    sessions += c.entry == Entry::Session;
  }
  CHECK(sessions == 2);

  // The menu's range off by one: the recorded session that types 0 first sees it.
  const TempDir temp_dir("java-helper");
  const fs::path failing = patched_copy(temp_dir, kFixtures / "helper", "Main.java", "Pick a number from 1 to 8.",
                                        "Pick a number from 1 to 7.");
  const GradeResult result = grade_submission(failing, prepare_submission(failing, options), cases, options);
  bool seen = false;
  for (const auto& c : result.files.front().cases) {
    INFO(c.name << ": " << c.reason);
    if (c.name == "session bad-input") {
      seen = true;
      CHECK(c.verdict == Verdict::WA);
      CHECK_THAT(c.details, Catch::Contains("Pick a number from 1 to 7."));
    } else {
      CHECK(c.verdict == Verdict::AC);
    }
  }
  CHECK(seen);
}

TEST_CASE("one Java file renamed on its way to the grader is compiled under its public class's name",
          "[java][process]") {
  const TempDir temp_dir("java-renamed");
  const fs::path renamed = temp_dir / "alice.java";  // as a batch folder names its students
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/java/Sudoku.java", renamed);
  const Prepared prepared = prepare_java(renamed, java_options().compile);
  INFO(prepared.failure.reason << "\n" << prepared.failure.details);
  CHECK(prepared.program);
}
