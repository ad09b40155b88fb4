#include "lang/racket.h"

#include <unistd.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "cases/case_loader.h"
#include "judge/grade.h"
#include "lang/language.h"
#include "lang/language_programs.h"
#include "lang/prepare.h"
#include "prepare/compile.h"
#include "prepare/runtime_figures.h"
#include "run/sandbox_probe.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

TEST_CASE("raco's words for a file that does not compile are put in the student's terms", "[racket_program]") {
  // "src/" is left for prepare_program to name as the student named the file.
  const std::vector<std::pair<std::string, std::string>> table = {
      // the box's folder leaves the build's src/, raco's own context is cut off
      {"/box/src/sudoku.rkt:11:3: solve-from: this function is not defined\n"
       "  in: solve-from\n"
       "  compilation context...:\n"
       "   /box/src/sudoku.rkt\n"
       "  context...:\n"
       "   /usr/share/racket/collects/compiler/private/cm-minimal.rkt:686:0: compile-zo*\n",
       "src/sudoku.rkt:11:3: solve-from: this function is not defined\n  in: solve-from\n"},
      // a relative name, and one inside a folder of the submission
      {"src/lib/board.rkt:2:0: read: expected a `)' to close `('\n  context...:\n   raco\n",
       "src/lib/board.rkt:2:0: read: expected a `)' to close `('\n"},
      // a path as Racket writes the value (a file without #lang), in the box and in a build without one
      {"load-handler: expected a `module` declaration in #<path:/box/src/nolang.rkt>, but found something else\n",
       "load-handler: expected a `module` declaration in src/nolang.rkt, but found something else\n"},
      {"in #<path:/tmp/build-1/src/a.rkt>; at /tmp/build-1/src/a.rkt:1:0\n", "in src/a.rkt; at src/a.rkt:1:0\n"},
      // a path value outside the build is not the grader's to rename
      {"in #<path:/usr/share/x.rkt>\n", "in #<path:/usr/share/x.rkt>\n"},
      // "src/" inside a word is the student's, not the box's
      {"define: expected a name, found mysrc/x\n", "define: expected a name, found mysrc/x\n"},
      {"define: expected a name, found /box/srcx\n", "define: expected a name, found /box/srcx\n"},
      {"", ""},
  };
  for (const auto& [said, shown] : table) {
    CAPTURE(said);
    CHECK(raco_in_student_terms(said, "/tmp/build-1") == shown);
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
  CHECK(again.program->kind == ProgramKind::Driver);  // no main submodule: sessions are NI
  CHECK(again.program->submission_dir == first.program->submission_dir);
  CHECK(fs::exists(first.program->submission_dir / "src/compiled/sudoku_rkt.zo"));
  // The start-up and the runtime's memory were measured, to be given to every case.
  CHECK(again.program->startup.count() > 0);
  CHECK(again.program->runtime_bytes > 0);
}

TEST_CASE("a Racket file prepared again from the cache takes the probe's figures from the cache, starting no racket",
          "[racket_program][process]") {
  TempDir cache("racket-figures");
  CompileOptions options;
  options.cache_dir = cache.path;
  const fs::path file = fs::path(SOURCE_DIR) / "examples/racket/sudoku.rkt";
  const Prepared first = prepare_racket(file, options);
  INFO(first.failure.reason << "\n" << first.failure.details);
  REQUIRE(first.program);
  const Prepared again = prepare_racket(file, options);
  REQUIRE(again.program);
  CHECK(again.program->from_cache);
  // (The figures of the two are equal unless the first probe was cut short
  // by its limits on a busy machine, which keeps nothing: not checked here.)
  // Figures the probe could not have found (a main submodule the file does
  // not have): only a grade that reads them, and runs no probe, has them.
  const fs::path bundle = first.program->submission_dir.parent_path();
  fs::remove_all(figures_entry(bundle));
  store_figures(bundle, {std::chrono::milliseconds(4321), 777, true});
  const Prepared read = prepare_racket(file, options);
  REQUIRE(read.program);
  CHECK(read.program->startup == std::chrono::milliseconds(4321));
  CHECK(read.program->runtime_bytes == 777);
  CHECK(read.program->kind == ProgramKind::DriverAndOwnMain);
  // Through prepare_program, the program names its row and takes its factor.
  const Prepared graded = prepare_program(file, options);
  REQUIRE(graded.program);
  REQUIRE(graded.program->language);
  CHECK(graded.program->language->name == std::string("Racket"));
  CHECK(graded.program->time_factor == 4);
  CHECK(read.program->time_factor == 1);  // prepare_racket alone: the row's factor is prepare_program's
}

TEST_CASE("a folder with several Racket files and none the program is the grader's input to fix, naming them",
          "[racket_program]") {
  const TempDir temp_dir("racket-program-two-files");
  const fs::path& folder = temp_dir.path;
  for (const char* name : {"a.rkt", "b.rkt"}) {
    std::ofstream(folder / name) << "#lang racket\n";
  }
  CompileOptions options;
  options.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  CHECK_THROWS_WITH(prepare_racket(folder, options),
                    Catch::Contains("2 Racket files (a.rkt, b.rkt) and none is the program: name it main.rkt, "
                                    "or make it the only one no other imports"));
}

TEST_CASE("a Racket file with a main submodule runs a session as `racket FILE` does, in the box",
          "[racket_program][process]") {
  GradeOptions options;
  options.jobs = 1;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  options.sandbox = probe_sandbox(SandboxLevel::Auto);
  options.compile.sandbox = options.sandbox;
  const fs::path fixtures = fs::path(SOURCE_DIR) / "tests/fixtures/racket";
  const std::vector<CaseFile> cases = {load_case_file((fixtures / "session.yaml").string())};

  const fs::path helper = fixtures / "helper_start.rkt";
  const GradeResult passing = grade_submission(helper, prepare_submission(helper, options), cases, options);
  const CaseResult& shown = passing.files.at(0).cases.at(0);
  INFO(shown.reason << "\n" << shown.details);
  CHECK(shown.verdict == Verdict::AC);

  const fs::path counts_givens = fixtures / "helper_counts_givens.rkt";
  const GradeResult failing = grade_submission(counts_givens, prepare_submission(counts_givens, options), cases,
                                               options);
  const CaseResult& wrong = failing.files.at(0).cases.at(0);
  INFO(wrong.reason << "\n" << wrong.details);
  CHECK(wrong.verdict == Verdict::WA);
  CHECK_THAT(wrong.reason + "\n" + wrong.details, Catch::Contains("Empty cells: 30."));
}

namespace {

// A Racket file whose macro writes at compile time until it is stopped (1 MiB
// at a time, into the build folder); with `catching`, it catches the refused
// write and lets the module compile, as a student who wants no CE would.
fs::path flooding_file(const fs::path& folder, bool catching) {
  fs::create_directories(folder);
  const fs::path file = folder / (catching ? "flood_caught.rkt" : "flood.rkt");
  const std::string write_loop = "(call-with-output-file \"flood\" #:exists 'truncate\n"
                                 "  (lambda (out) (let loop () (write-bytes (make-bytes 1048576 65) out) (loop))))";
  std::ofstream(file) << "#lang racket\n(require (for-syntax racket/base))\n(begin-for-syntax\n  "
                      << (catching ? "(with-handlers ([exn:fail? void]) " + write_loop + ")" : write_loop)
                      << ")\n(provide solve)\n(define (solve board) #f)\n";
  return file;
}

std::shared_ptr<const Sandbox> box_with(bool namespaces) {
  BoxFeatures features;
  features.own_uid = features.cgroup = features.seccomp = true;
  features.namespaces = namespaces;
  return std::make_shared<Sandbox>(SandboxLevel::Auto, features);
}

}  // namespace

TEST_CASE("a Racket macro that writes past the compile's disk cap is CE naming it, in every box",
          "[racket_program][process][slow]") {
  const TempDir temp_dir("racket-program-flood");
  const fs::path& folder = temp_dir.path;
  const std::string words =
      "the submission does not compile: the compiler wrote more than 64 MiB of files (the limit for compiling)";
  struct Row {
    const char* box;
    std::shared_ptr<const Sandbox> sandbox;
    bool catching;
  };
  const auto full = probe_sandbox(SandboxLevel::Strict);
  const std::vector<Row> rows = {
      {"the full box: a tmpfs folder, the write refused", full, false},
      {"the full box, the refusal caught: the folder is still full", full, true},
      {"own uid without namespaces: a folder on disk, watched", box_with(false), false},
      {"no box: a folder on disk, watched", nullptr, false},
  };
  for (const Row& row : rows) {
    INFO(row.box);
    CompileOptions options;
    options.cache_dir = folder / "cache";
    options.sandbox = row.sandbox;
    options.limits.work_bytes = std::uint64_t{64} << 20;
    const Prepared flooded = prepare_racket(flooding_file(folder, row.catching), options);
    INFO(flooded.failure.details);
    CHECK(flooded.failure.verdict == Verdict::CE);
    CHECK(flooded.failure.reason == words);
  }
}

TEST_CASE("a Racket macro that leaves compiled/ as a link is CE, not the harness's fault",
          "[racket_program][process][slow]") {
  const TempDir temp_dir("racket-program-link");
  const fs::path& folder = temp_dir.path;
  // At compile time the file puts a link to another folder where raco make writes its .zo.
  const auto write = [&](const std::string& name, bool link) {
    std::ofstream(folder / name)
        << "#lang racket\n(require (for-syntax racket/base racket/file))\n(begin-for-syntax\n"
        << "  (let ([here (build-path (or (current-load-relative-directory) (current-directory)) \"compiled\")])\n"
        << (link ? "    (when (directory-exists? here) (delete-directory/files here))\n"
                   "    (unless (link-exists? here)\n"
                   "      (make-directory* \"/tmp/elsewhere\")\n"
                   "      (make-file-or-directory-link \"/tmp/elsewhere\" here))"
                 : "    (void here)")
        << "))\n(provide solve)\n(define (solve board) #f)\n";
    return folder / name;
  };
  CompileOptions options;
  options.cache_dir = folder / "cache";
  options.sandbox = probe_sandbox(SandboxLevel::Strict);
  const Prepared linked = prepare_racket(write("linked.rkt", true), options);
  CHECK(linked.failure.verdict == Verdict::CE);
  CHECK(linked.failure.reason == "the submission does not compile: its macros changed what raco make wrote (the "
                                 "build left 'src/compiled' as a symbolic link or a file, not a folder)");
  // The control: the same macro without the link compiles.
  const Prepared plain = prepare_racket(write("plain.rkt", false), options);
  INFO(plain.failure.reason << plain.failure.details);
  CHECK(plain.program.has_value());
}

TEST_CASE("a Racket bundle changed in the cache is compiled again, with a warning", "[racket_program][process][slow]") {
  const TempDir temp_dir("racket-program-tamper");
  const fs::path& folder = temp_dir.path;
  CompileOptions options;
  options.cache_dir = folder / "cache";
  std::vector<std::string> warnings;
  options.warn = [&](const std::string& line) { warnings.push_back(line); };
  const fs::path file = fs::path(SOURCE_DIR) / "examples/racket/sudoku.rkt";
  const Prepared first = prepare_racket(file, options);
  INFO(first.failure.reason << "\n" << first.failure.details);
  REQUIRE(first.program);
  // A compiled form planted beside the student's: Racket would load it first.
  std::ofstream(first.program->submission_dir / "src/compiled/sudoku_rkt.zo", std::ios::app) << "planted";
  const Prepared again = prepare_racket(file, options);
  REQUIRE(again.program);
  CHECK_FALSE(again.program->from_cache);
  REQUIRE(warnings.size() == 1);
  CHECK_THAT(warnings[0], Catch::StartsWith("the cache's Racket bundle of " + file.string() + " failed its check (") &&
                              Catch::EndsWith(": submission/src/compiled/sudoku_rkt.zo changed); building it again"));
  CHECK(prepare_racket(file, options).program->from_cache);
}
