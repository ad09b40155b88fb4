// The batch and merge commands in-process: files written, exit codes, what
// they print. The grading itself is batch_test's.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "base/error.h"
#include "cli/command.h"
#include "command_run.h"

namespace fs = std::filesystem;

namespace {

std::string text_of(const fs::path& path) {
  std::ostringstream text;
  text << std::ifstream(path, std::ios::binary).rdbuf();
  return text.str();
}

const fs::path kTmp = fs::temp_directory_path() / ("cmd-batch-test-" + std::to_string(getpid()));
const std::string kCases = std::string(SOURCE_DIR) + "/tests/submissions/cases.yaml";
const std::string kCache = std::string(BINARY_DIR) + "/test-cache";

// Two students: the example and a compile error.
fs::path small_class() {
  const fs::path dir = kTmp / "class";
  if (fs::exists(dir)) return dir;
  fs::create_directories(dir);
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", dir / "alice.cpp");
  fs::copy_file(fs::path(SOURCE_DIR) / "tests/submissions/compile_error/missing_semicolon.cpp", dir / "dave.cpp");
  return dir;
}

CommandRun batch(const std::string& out, std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"batch", small_class().string(), "--cases", kCases, "--out",
                                   (kTmp / out).string(), "--cache", kCache};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_command(harness::run_batch, args);
}

}  // namespace

TEST_CASE("batch writes the grade sheet, says what it did and exits 0", "[cmd_batch][process]") {
  const CommandRun first = batch("out");
  CHECK(first.code == 0);
  CHECK(first.out == "2 graded, 0 already done, 1 not fully accepted, of 2 students; grade sheet " +
                         (kTmp / "out/grades.csv").string() + "\n");
  CHECK_THAT(text_of(kTmp / "out/grades.csv"), Catch::Contains("\nalice,7,7,7,"));
  const CommandRun again = batch("out");
  CHECK_THAT(again.out, Catch::StartsWith("0 graded, 2 already done"));
}

TEST_CASE("batch --regrade names the students whose total changed", "[cmd_batch][process]") {
  fs::create_directories(kTmp);
  std::ofstream(kTmp / "old.csv") << "student,total,max\nalice,5,7\ndave,0,7\n";
  const CommandRun regraded = batch("regrade", {"--regrade", (kTmp / "old.csv").string()});
  CHECK(regraded.code == 0);
  CHECK_THAT(regraded.out, Catch::EndsWith("changed since " + (kTmp / "old.csv").string() + ":\nalice: 5 -> 7 (+2)\n"));
}

TEST_CASE("an --out inside the class folder is not taken for a student", "[cmd_batch][process]") {
  const fs::path dir = kTmp / "class-with-out";
  fs::create_directories(dir);
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", dir / "alice.cpp", fs::copy_options::skip_existing);
  const std::vector<std::string> args = {"batch", dir.string(), "--cases", kCases, "--out", (dir / "out").string(),
                                         "--cache", kCache};
  CHECK(run_command(harness::run_batch, args).code == 0);
  const CommandRun again = run_command(harness::run_batch, args);
  CHECK_THAT(again.out, Catch::StartsWith("0 graded, 1 already done, 0 not fully accepted, of 1 students"));
  CHECK_FALSE(fs::exists(dir / "out/out.json"));
}

TEST_CASE("a bad shard is a usage error before anything is graded", "[cmd_batch]") {
  const CommandRun bad = batch("bad-shard", {"--shard", "3/2"});
  CHECK(bad.code == harness::kExitUsage);
  CHECK(bad.err == "--shard '3/2': expected K/N with 1 <= K <= N, e.g. 2/3");
  CHECK_FALSE(fs::exists(kTmp / "bad-shard"));
}

TEST_CASE("merge of two shards writes the unsharded sheet into --out", "[cmd_batch][process]") {
  batch("whole");
  batch("part-1", {"--shard", "1/2"});
  batch("part-2", {"--shard", "2/2"});
  const CommandRun merged = run_command(harness::run_merge, {"merge", (kTmp / "part-1").string(), (kTmp / "part-2").string(),
                                              "--out", (kTmp / "merged").string()});
  CHECK(merged.code == 0);
  CHECK(text_of(kTmp / "merged/grades.csv") == text_of(kTmp / "whole/grades.csv"));
  CHECK(fs::exists(kTmp / "merged/alice.json"));
  CHECK(fs::exists(kTmp / "merged/dave.json"));
  fs::remove_all(kTmp);
}

TEST_CASE("batch names a skipped file a student named as escapes, on one line", "[cmd_batch]") {
  const fs::path dir = kTmp / "skipped";
  fs::create_directories(dir);
  std::ofstream(dir / "notes\x1b[2J\rtotal 86 of 86.txt") << "not a submission\n";
  const CommandRun run = run_command(harness::run_batch, {"batch", dir.string(), "--cases", kCases, "--out",
                                                          (kTmp / "skipped-out").string()});
  fs::remove_all(dir);
  fs::remove_all(kTmp / "skipped-out");
  CHECK(run.code == 0);
  CHECK(run.err == "sudoku-grade batch: skipping " + dir.string() +
                       "/notes\\x1b[2J\\rtotal 86 of 86.txt: not a source file (.cpp, .py, .java, .rkt), a folder or an executable\n");
}
