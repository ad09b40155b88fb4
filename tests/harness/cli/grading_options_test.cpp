// The flags grade and batch share, read into their GradeOptions and into the
// fingerprint a batch report is reused by. With --sandbox off nothing is
// probed, so no program starts.
#include "cli/grading_options.h"

#include <catch2/catch.hpp>

#include "lang/language.h"
#include "temp_dir.h"

using namespace harness;

namespace {

GradingFlags parsed(const std::string& words) {
  CLI::App app{"test", "grade"};
  GradingFlags flags;
  add_grading_options(app, flags);
  app.parse(words, false);
  return flags;
}

}  // namespace

TEST_CASE("the shared grading flags make the options every submission is built and run with", "[grading_options]") {
  TempDir cache("grading-options-cache");
  const GradingFlags flags = parsed("--time-scale 2.5 --cache " + cache.path.string() +
                                    " --sandbox off --language python --sanitize");
  const Grading grading = grading_from(flags, false);
  CHECK(grading.options.time_scale == 2.5);
  CHECK(grading.options.compile.cache_dir == cache.path);
  CHECK(grading.cache.dir == cache.path);
  CHECK(grading.options.compile.language == Language::Python);
  CHECK(grading.options.compile.sanitize);
  REQUIRE(grading.options.sandbox);
  CHECK(grading.options.sandbox->level() == SandboxLevel::Off);
  CHECK(fingerprint_settings(flags).grading == "time-scale 2.5, language python, sandbox off, sanitized");
  CHECK(fingerprint_settings(flags).harness_version == SUDOKU_GRADE_VERSION);
}

TEST_CASE("without the flags: the file says the language, nothing is sanitized, the box is auto", "[grading_options]") {
  const GradingFlags flags = parsed("");
  CHECK(flags.sandbox == "auto");
  CHECK(flags.cache.empty());
  // The words batch's reports were fingerprinted with before the flags were shared.
  CHECK(fingerprint_settings(flags).grading == "time-scale 1, language by the file, sandbox auto");
}

TEST_CASE("a language or a sandbox level the grader does not know is a usage error", "[grading_options]") {
  CHECK_THROWS_AS(parsed("--language cobol"), CLI::ValidationError);
  CHECK_THROWS_AS(parsed("--sandbox loose"), CLI::ValidationError);
  CHECK_THROWS_AS(parsed("--time-scale 0"), CLI::ValidationError);
}
