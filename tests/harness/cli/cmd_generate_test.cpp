// The generate command in-process: where it writes, what it refuses.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/command.h"
#include "command_run.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

TEST_CASE("generate writes the same file to --out as to stdout, naming the command that made it", "[cmd_generate]") {
  const TempDir temp_dir("cmd-generate-test");
  const fs::path out = temp_dir / "generated.yaml";
  const std::vector<std::string> args = {"generate", "--count", "2", "--seed", "9", "--size", "4"};
  const CommandRun printed = run_command(harness::run_generate, args);
  CHECK(printed.code == 0);
  CHECK_THAT(printed.out,
             Catch::StartsWith("# Made by: sudoku-grade generate --size 4 --count 2 --seed 9 --entry solve "
                               "--difficulty easy --kind unique\n"));
  auto to_file = args;
  to_file.insert(to_file.end(), {"--out", out.string()});
  CHECK(run_command(harness::run_generate, to_file).code == 0);
  std::ostringstream written;
  written << std::ifstream(out).rdbuf();
  CHECK(written.str() == printed.out);
}

TEST_CASE("generate refuses a kind its entry cannot use, in one line", "[cmd_generate]") {
  const CommandRun counted = run_command(harness::run_generate, {"generate", "--kind", "counted"});
  CHECK(counted.code == harness::kExitUsage);
  CHECK(counted.err == "--kind counted is for --entry count_solutions: solve returns a solution, not a count");
  const CommandRun speed = run_command(harness::run_generate,
                                       {"generate", "--entry", "count_solutions", "--difficulty", "speed"});
  CHECK(speed.code == harness::kExitUsage);
  CHECK_THAT(speed.err, Catch::StartsWith("--difficulty speed makes unique puzzles"));
  const CommandRun size = run_command(harness::run_generate, {"generate", "--size", "8"});
  CHECK(size.code == harness::kExitUsage);
}
