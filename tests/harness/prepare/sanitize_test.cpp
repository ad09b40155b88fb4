// grade --sanitize: the settings as data, then end to end with the
// submissions of tests/submissions/sanitize/, each compiled once sanitized
// (the build cache keeps it for the other tests of this file).
#include "prepare/sanitize.h"

#include <catch2/catch.hpp>
#include <filesystem>

#include "base/read_file.h"
#include "cases/case_loader.h"
#include "judge/grade.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const fs::path kSubmissions = fs::path(SOURCE_DIR) / "tests/submissions";

GradeOptions test_options(bool sanitize) {
  GradeOptions options;
  options.jobs = 2;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  options.compile.sanitize = sanitize;
  return options;
}

GradeResult grade(const std::string& submission, bool sanitize) {
  static const std::vector<CaseFile> cases = {load_case_file((kSubmissions / "sanitize.yaml").string())};
  const GradeOptions options = test_options(sanitize);
  const fs::path path = kSubmissions / submission;
  return grade_submission(path, prepare_submission(path, options), cases, options);
}

const CaseResult& case_named(const GradeResult& result, const std::string& name) {
  for (const auto& c : result.files.front().cases)
    if (c.name == name) return c;
  FAIL("no case " << name);
  return result.files.front().cases.front();
}

bool has(const std::vector<std::string>& variables, const std::string& name, const std::string& part) {
  for (const auto& v : variables)
    if (v.rfind(name + "=", 0) == 0 && v.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("a sanitized run gets the sanitizers' settings and no address-space cap", "[sanitize]") {
  const auto variables = sanitizer_environment(std::uint64_t{192} << 20);
  CHECK(has(variables, "ASAN_OPTIONS", "detect_leaks=0"));
  CHECK(has(variables, "ASAN_OPTIONS", "halt_on_error=1"));
  CHECK(has(variables, "ASAN_OPTIONS", "exitcode=86"));
  // Without a cgroup, ASan's own limits are the case's.
  CHECK(has(variables, "ASAN_OPTIONS", "hard_rss_limit_mb=192"));
  CHECK(has(variables, "ASAN_OPTIONS", "max_allocation_size_mb=192"));
  CHECK(has(variables, "UBSAN_OPTIONS", "halt_on_error=1"));
  CHECK(has(variables, "UBSAN_OPTIONS", "print_stacktrace=1"));
  CHECK(has(variables, "UBSAN_OPTIONS", "exitcode=86"));
  CHECK_FALSE(has(sanitizer_environment(0), "ASAN_OPTIONS", "hard_rss_limit_mb"));

  Program program;
  RunSpec plain;
  fit_sanitizer(program, plain);
  CHECK(plain.limits.cap_address_space);
  CHECK(plain.environment.empty());
  program.sanitized = true;
  RunSpec spec;
  spec.limits.memory_bytes = std::uint64_t{320} << 20;
  fit_sanitizer(program, spec);
  CHECK_FALSE(spec.limits.cap_address_space);
  CHECK(has(spec.environment, "ASAN_OPTIONS", "hard_rss_limit_mb=320"));
}

TEST_CASE("a sanitized program's case limits grow by the sanitizers' factors", "[sanitize]") {
  Program program;
  program.argv = {"/bin/true"};
  program.kind = ProgramKind::Driver;
  program.sanitized = true;
  program.time_factor = kSanitizeTimeFactor;
  program.runtime_bytes = kSanitizeRuntimeBytes;
  Case c;
  c.entry = Entry::CheckSudoku;
  c.limits.time = std::chrono::milliseconds(1000);
  c.limits.memory_mb = 128;
  c.expect = CheckExpect{};
  const RunSpec spec = run_spec_for(program, c, GradeOptions{});
  CHECK(spec.limits.cpu == std::chrono::milliseconds(4000));
  CHECK(spec.limits.wall == std::chrono::milliseconds(3 * 4000 + 1000));
  CHECK(spec.limits.memory_bytes == (std::uint64_t{128} << 20) + kSanitizeRuntimeBytes);
  CHECK_FALSE(spec.limits.cap_address_space);
  CHECK(has(spec.environment, "ASAN_OPTIONS", "hard_rss_limit_mb=192"));
}

TEST_CASE("grade --sanitize names the short row the reading-order checkSudoku reads past",
          "[sanitize][process][slow]") {
  // Unsanitized, the read past the row returns what lies there: the board is accepted (WA) or, by luck, refused.
  const GradeResult plain = grade("sanitize/check_reads_past_short_row.cpp", false);
  const CaseResult& plain_short = case_named(plain, "checkSudoku: a row of 8 cells");
  CHECK((plain_short.verdict == Verdict::WA || plain_short.verdict == Verdict::AC));

  const GradeResult sanitized = grade("sanitize/check_reads_past_short_row.cpp", true);
  const CaseResult& short_row = case_named(sanitized, "checkSudoku: a row of 8 cells");
  CHECK(short_row.verdict == Verdict::RTE);
  CHECK(short_row.reason == "reads past the end of row 5 (8 cells) in checkSudoku, check_reads_past_short_row.cpp:19");
  CHECK_THAT(short_row.details,
             Catch::Contains("ERROR: AddressSanitizer: heap-buffer-overflow") && !Catch::Contains("sudoku-driver"));
  // The full boards are read within their rows: no false alarm.
  CHECK(case_named(sanitized, "checkSudoku with blanks").verdict == Verdict::AC);
}

TEST_CASE("grade --sanitize names the row a read past a copy of it copied, in docs/student.md's words",
          "[sanitize][process][slow]") {
  const GradeResult sanitized = grade("sanitize/check_reads_past_copied_row.cpp", true);
  const CaseResult& short_row = case_named(sanitized, "checkSudoku: a row of 8 cells");
  CHECK(short_row.verdict == Verdict::RTE);
  CHECK(short_row.reason ==
        "reads past the end of a copy of row 5 (8 cells) in allowed, check_reads_past_copied_row.cpp:14");
  CHECK_THAT(short_row.reason, !Catch::Contains("block") && !Catch::Contains("bytes"));
  // The words docs/student.md lists for it.
  CHECK_THAT(read_file(fs::path(SOURCE_DIR) / "docs/student.md"), Catch::Contains("*... a copy of row R (N cells)*"));
}

TEST_CASE("grade --sanitize names a read of a freed row", "[sanitize][process][slow]") {
  const GradeResult sanitized = grade("sanitize/row_used_after_free.cpp", true);
  const CaseResult& board = case_named(sanitized, "checkSudoku with blanks");
  CHECK(board.verdict == Verdict::RTE);
  CHECK(board.reason == "reads memory after it was freed in checkSudoku, row_used_after_free.cpp:23");
  CHECK_THAT(board.details, Catch::Contains("freed by thread T0 here:"));
}

TEST_CASE("a correct submission in the document's slow style is accepted sanitized too", "[sanitize][process][slow]") {
  // java_style fills in reading order and checks the whole grid at each step: slow, and correct.
  const GradeResult sanitized = grade("accepted/java_style.cpp", true);
  for (const auto& c : sanitized.files.front().cases) {
    INFO(c.name << ": " << c.reason);
    CHECK(c.verdict == Verdict::AC);
  }
}
