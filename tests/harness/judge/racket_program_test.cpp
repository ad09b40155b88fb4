#include "judge/racket_program.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "cases/case_loader.h"
#include "judge/compile.h"
#include "judge/grade.h"
#include "judge/language_programs.h"

using namespace harness;
namespace fs = std::filesystem;

TEST_CASE("raco's words for a file that does not compile are put in the student's terms", "[racket_program]") {
  const std::vector<std::pair<std::string, std::string>> table = {
      // the box's folder leaves the file's name, raco's own context is cut off
      {"/box/src/sudoku.rkt:11:3: solve-from: this function is not defined\n"
       "  in: solve-from\n"
       "  compilation context...:\n"
       "   /box/src/sudoku.rkt\n"
       "  context...:\n"
       "   /usr/share/racket/collects/compiler/private/cm-minimal.rkt:686:0: compile-zo*\n",
       "sudoku.rkt:11:3: solve-from: this function is not defined\n  in: solve-from\n"},
      // a relative name, and one inside a folder of the submission
      {"src/lib/board.rkt:2:0: read: expected a `)' to close `('\n  context...:\n   raco\n",
       "lib/board.rkt:2:0: read: expected a `)' to close `('\n"},
      // "src/" inside a word is the student's, not the box's
      {"define: expected a name, found mysrc/x\n", "define: expected a name, found mysrc/x\n"},
      {"", ""},
  };
  for (const auto& [said, shown] : table) {
    CAPTURE(said);
    CHECK(raco_in_student_terms(said) == shown);
  }
}

TEST_CASE("a Racket submission is compiled once, and run from the cache after", "[racket_program][process]") {
  CompileOptions options;
  options.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  const fs::path file = fs::path(SOURCE_DIR) / "examples/racket/sudoku.rkt";
  const Prepared first = prepare_racket(file, options);
  INFO(first.failure.reason << "\n" << first.failure.details);
  REQUIRE(first.program);
  const Prepared again = prepare_racket(file, options);
  REQUIRE(again.program);
  CHECK(again.program->from_cache);
  CHECK(again.program->kind == ProgramKind::Driver);   // no main submodule: sessions are NI
  CHECK(again.program->submission_dir == first.program->submission_dir);
  CHECK(fs::exists(first.program->submission_dir / "src/compiled/sudoku_rkt.zo"));
  // The start-up and the runtime's memory were measured, to be given to every case.
  CHECK(again.program->startup.count() > 0);
  CHECK(again.program->runtime_bytes > 0);
}

TEST_CASE("a folder with several Racket files and no sudoku.rkt is the grader's input to fix, naming them",
          "[racket_program]") {
  const fs::path folder = fs::temp_directory_path() / "racket_program_test_two_files";
  fs::create_directories(folder);
  for (const char* name : {"a.rkt", "b.rkt"}) {
    std::ofstream(folder / name) << "#lang racket\n";
  }
  CompileOptions options;
  options.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  CHECK_THROWS_WITH(prepare_racket(folder, options),
                    Catch::Contains("2 .rkt files (a.rkt, b.rkt)") && Catch::Contains("must be sudoku.rkt"));
  fs::remove_all(folder);
}

TEST_CASE("a Racket file with a main submodule runs a session as `racket FILE` does, in the box",
          "[racket_program][process]") {
  GradeOptions options;
  options.jobs = 1;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  options.sandbox = Sandbox::create(SandboxLevel::Auto);
  options.compile.sandbox = options.sandbox;
  const fs::path fixtures = fs::path(SOURCE_DIR) / "tests/fixtures/racket";
  const std::vector<CaseFile> cases = {load_case_file((fixtures / "session.yaml").string())};

  const GradeResult passing = grade_submission(fixtures / "helper_start.rkt", cases, options);
  const CaseResult& shown = passing.files.at(0).cases.at(0);
  INFO(shown.reason << "\n" << shown.details);
  CHECK(shown.verdict == Verdict::AC);

  const GradeResult failing = grade_submission(fixtures / "helper_counts_givens.rkt", cases, options);
  const CaseResult& wrong = failing.files.at(0).cases.at(0);
  INFO(wrong.reason << "\n" << wrong.details);
  CHECK(wrong.verdict == Verdict::WA);
  CHECK_THAT(wrong.reason + "\n" + wrong.details, Catch::Contains("Empty cells: 30."));
}
