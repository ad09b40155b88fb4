#include "judge/compile.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "judge/protocol.h"

using harness::CompileOptions;
using harness::prepare_program;
using harness::Prepared;
using harness::Verdict;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

// One cache for the whole test run, so the driver compiles once.
struct Scratch {
  fs::path path;
  Scratch() {
    std::string pattern = (fs::temp_directory_path() / "compile-test-XXXXXX").string();
    if (mkdtemp(pattern.data())) path = pattern;
  }
  ~Scratch() { fs::remove_all(path); }
};

const Scratch& scratch() {
  static Scratch dir;
  return dir;
}

CompileOptions options() {
  CompileOptions opts;
  opts.cache_dir = scratch().path / "cache";
  opts.driver_dir = fs::path(SOURCE_DIR) / "harness" / "driver";
  opts.flags = {"-std=c++17", "-O0"};   // the tests check behaviour, not speed
  return opts;
}

fs::path write_source(const std::string& name, const std::string& text) {
  const fs::path path = scratch().path / name;
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
  return path;
}

harness::RunFacts run(const harness::Program& program, std::vector<std::string> args, std::string grid) {
  harness::RunSpec spec;
  spec.argv = program.argv;
  spec.argv.insert(spec.argv.end(), args.begin(), args.end());
  spec.stdin_text = std::move(grid);
  spec.limits.wall = 3000ms;
  return harness::run_with_limits(spec);
}

const char* const kGrid4 = "1200\n0000\n0000\n0000\n";

}  // namespace

TEST_CASE("a tiny correct submission compiles with the driver and answers by the protocol", "[compile][process][slow]") {
  const fs::path source = write_source("tiny/check.cpp",
      "#include \"sudoku.h\"\n"
      "bool checkSudoku(const std::vector<std::vector<int>>& g) { return g.size() == 4; }\n"
      "bool solve(std::vector<std::vector<int>>& g) { g[3][3] = 4; return false; }\n");
  const Prepared prepared = prepare_program(source, options());
  INFO(prepared.failure.reason << prepared.failure.details);
  REQUIRE(prepared.program.has_value());
  CHECK(prepared.program->kind == harness::ProgramKind::Driver);

  const auto checked = harness::read_program_output(run(*prepared.program, {"checkSudoku"}, kGrid4).stdout_text, 4);
  REQUIRE(checked.kind == harness::ProgramOutput::Kind::Answer);
  CHECK(std::get<bool>(checked.value) == true);
  CHECK(checked.rows[0] == std::vector<int>{1, 2, 0, 0});

  const auto solved = run(*prepared.program, {"solve"}, kGrid4);
  CHECK(solved.stdout_text == "False\n1200\n0000\n0000\n0004\n");
  CHECK(harness::entry_called(solved.stderr_text) == "solve");

  SECTION("the same sources a second time come from the cache") {
    const fs::path other = write_source("cached/cached.cpp", "#include <vector>\nbool solve(std::vector<std::vector<int>>&);\n");
    const Prepared first = prepare_program(other, options());
    const Prepared again = prepare_program(other, options());
    REQUIRE(first.program.has_value());
    REQUIRE(again.program.has_value());
    CHECK_FALSE(first.program->from_cache);
    CHECK(again.program->from_cache);
    CHECK(again.program->argv == first.program->argv);
  }
  SECTION("an entry the submission does not define answers NotImplemented") {
    const auto facts = run(*prepared.program, {"fillSudoku"}, kGrid4);
    CHECK(facts.exit_code == 0);
    CHECK(harness::read_program_output(facts.stdout_text, 4).kind == harness::ProgramOutput::Kind::NotImplemented);
  }
}

TEST_CASE("a change to sudoku.h or any other file of the driver's folder makes a new build", "[compile][process][slow]") {
  // A copy of the driver's folder, so the test may change it.
  const fs::path driver_dir = scratch().path / "driver_copy";
  fs::create_directories(driver_dir);
  for (const auto& file : fs::directory_iterator(fs::path(SOURCE_DIR) / "harness" / "driver"))
    fs::copy_file(file.path(), driver_dir / file.path().filename(), fs::copy_options::overwrite_existing);
  CompileOptions opts = options();
  opts.driver_dir = driver_dir;
  const fs::path source = write_source("header_change/solve.cpp",
      "#include \"sudoku.h\"\nbool solve(std::vector<std::vector<int>>& g) { return g.size() == 9; }\n");
  const Prepared first = prepare_program(source, opts);
  REQUIRE(first.program.has_value());

  std::ofstream(driver_dir / "sudoku.h", std::ios::app) << "// a teacher's note\n";
  const Prepared changed = prepare_program(source, opts);
  REQUIRE(changed.program.has_value());
  CHECK_FALSE(changed.program->from_cache);
  CHECK(changed.program->argv != first.program->argv);
  // Unchanged since, it is the cache's again.
  const Prepared again = prepare_program(source, opts);
  REQUIRE(again.program.has_value());
  CHECK(again.program->from_cache);
}

TEST_CASE("what the student prints while solving stays off the answer", "[compile][process][slow]") {
  const fs::path source = write_source("noisy/noisy.cpp",
      "#include <iostream>\n#include <vector>\n"
      "struct Early { Early() { std::cout << \"static init\\n\"; } } early;\n"
      "bool solve(std::vector<std::vector<int>>&) { std::cout << \"thinking\\n\"; return true; }\n");
  const Prepared prepared = prepare_program(source, options());
  REQUIRE(prepared.program.has_value());
  const auto facts = run(*prepared.program, {"solve"}, kGrid4);
  CHECK(facts.stdout_text == std::string("True\n") + kGrid4);
  CHECK(facts.stderr_text == "static init\nsudoku-driver: calling solve\nthinking\n");
  CHECK(harness::entry_called(facts.stderr_text) == "solve");
}

TEST_CASE("a compile error is CE with the compiler's first lines", "[compile][process]") {
  const fs::path source = write_source("broken/broken.cpp", "bool solve(std::vector<std::vector<int>>& g) { return }\n");
  const Prepared prepared = prepare_program(source, options());
  CHECK_FALSE(prepared.program.has_value());
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK(prepared.failure.details.find("broken.cpp:1:") != std::string::npos);
  CHECK(prepared.failure.details.find("error") != std::string::npos);
}

TEST_CASE("sources with their own main are a program of their own", "[compile][process]") {
  const fs::path folder = scratch().path / "own_main";
  write_source("own_main/main.cpp", "#include <cstdio>\nint helper();\nint main() { std::printf(\"%d\\n\", helper()); }\n");
  write_source("own_main/helper.cpp", "int helper() { return 42; }\n");
  const Prepared prepared = prepare_program(folder, options());
  INFO(prepared.failure.reason << prepared.failure.details);
  REQUIRE(prepared.program.has_value());
  CHECK(prepared.program->kind == harness::ProgramKind::OwnMain);
  CHECK(run(*prepared.program, {}, "").stdout_text == "42\n");
}

TEST_CASE("an executable that is not C++ is run as it is", "[compile][process]") {
  const fs::path script = write_source("script/solve.sh", "#!/bin/sh\necho NotImplemented\n");
  chmod(script.c_str(), 0755);
  const Prepared prepared = prepare_program(script, options());
  REQUIRE(prepared.program.has_value());
  CHECK(prepared.program->argv == std::vector<std::string>{script.string()});
  CHECK(run(*prepared.program, {"solve"}, kGrid4).stdout_text == "NotImplemented\n");
}

TEST_CASE("a path that is no submission is the grader's input error", "[compile]") {
  CHECK_THROWS_AS(prepare_program(scratch().path / "missing.cpp", options()), harness::Error);
  fs::create_directories(scratch().path / "empty_folder");
  CHECK_THROWS_WITH(prepare_program(scratch().path / "empty_folder", options()),
                    Catch::Contains("the folder holds no .cpp files"));
}

TEST_CASE("a missing compiler is a judge error, not the student's", "[compile]") {
  CompileOptions opts = options();
  opts.compiler = "no-such-compiler";
  const Prepared prepared = prepare_program(write_source("je/ok.cpp", "int x;\n"), opts);
  CHECK(prepared.failure.verdict == Verdict::JE);
  CHECK(prepared.failure.reason.find("not found on PATH") != std::string::npos);
}

TEST_CASE("a long compiler message keeps its first lines and says it was cut", "[compile]") {
  std::string text;
  for (int i = 1; i <= 20; ++i) text += "line " + std::to_string(i) + "\n";
  const std::string cut = harness::first_lines(text, 15);
  CHECK(cut.rfind("line 15\n[... truncated to 15 lines]\n") != std::string::npos);
  CHECK(cut.find("line 16") == std::string::npos);
  CHECK(harness::first_lines("a\nb\n", 15) == "a\nb\n");
}
