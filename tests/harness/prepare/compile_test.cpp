#include "prepare/compile.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <functional>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "cache/cache_entry.h"
#include "judge/case_builders.h"
#include "judge/grade_case.h"
#include "judge/protocol.h"
#include "lang/prepare.h"
#include "prepare/build_step.h"
#include "run/process.h"
#include "run/sandbox.h"
#include "run/sandbox_probe.h"
#include "temp_dir.h"

using harness::CompileOptions;
using harness::prepare_program;
using harness::Prepared;
using harness::Verdict;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

// One cache for the whole test run, so the driver compiles once.
const TempDir& scratch() {
  static const TempDir dir("compile-test");
  return dir;
}

CompileOptions options() {
  CompileOptions opts;
  opts.cache_dir = scratch().path / "cache";
  opts.driver_dir = fs::path(SOURCE_DIR) / "harness" / "driver";
  opts.flags = {"-std=c++17", "-O0"};  // the tests check behaviour, not speed
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

std::shared_ptr<const harness::Sandbox> strict_box() {
  static const auto box = harness::probe_sandbox(harness::SandboxLevel::Strict);
  return box;
}

// A stand-in for g++ (a shell script: the test chooses what the "compiler"
// does), answering --version as a compiler does.
std::string fake_compiler(const std::string& name, const std::string& body) {
  const fs::path script = write_source(
      "compilers/" + name, "#!/bin/sh\nif [ \"$1\" = --version ]; then echo '" + name + " 1.0'; exit 0; fi\n" + body);
  chmod(script.c_str(), 0755);
  return script.string();
}

// Every program stored under the cache's build folders.
int cached_programs(const fs::path& cache) {
  int count = 0;
  for (const auto& entry : fs::recursive_directory_iterator(cache))
    if (entry.path().parent_path().filename().string().rfind("build-", 0) == 0 &&
        entry.path().filename() != harness::kManifestName)
      ++count;
  return count;
}

}  // namespace

TEST_CASE("a tiny correct submission compiles with the driver and answers by the protocol",
          "[compile][process][slow]") {
  const fs::path source = write_source(
      "tiny/check.cpp", "#include \"sudoku.h\"\n"
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
    const fs::path other = write_source("cached/cached.cpp",
                                        "#include <vector>\nbool solve(std::vector<std::vector<int>>&);\n");
    const Prepared first = prepare_program(other, options());
    const Prepared again = prepare_program(other, options());
    REQUIRE(first.program.has_value());
    REQUIRE(again.program.has_value());
    CHECK_FALSE(first.program->from_cache);
    CHECK(again.program->from_cache);
    CHECK(again.program->argv == first.program->argv);
  }
  SECTION("asked with --entries, the driver lists the entries defined, in the table's order, calling none") {
    const auto facts = run(*prepared.program, {"--entries"}, "");
    CHECK(facts.exit_code == 0);
    CHECK(facts.stdout_text == "solve\ncheckSudoku\n");
    CHECK(harness::entry_called(facts.stderr_text).empty());
  }
  SECTION("an entry the submission does not define answers NotImplemented") {
    const auto facts = run(*prepared.program, {"fillSudoku"}, kGrid4);
    CHECK(facts.exit_code == 0);
    CHECK(harness::read_program_output(facts.stdout_text, 4).kind == harness::ProgramOutput::Kind::NotImplemented);
  }
}

TEST_CASE("a change to sudoku.h or any other file of the driver's folder makes a new build",
          "[compile][process][slow]") {
  // A copy of the driver's folder, so the test may change it.
  const fs::path driver_dir = scratch().path / "driver_copy";
  fs::create_directories(driver_dir);
  for (const auto& file : fs::directory_iterator(fs::path(SOURCE_DIR) / "harness" / "driver"))
    fs::copy_file(file.path(), driver_dir / file.path().filename(), fs::copy_options::overwrite_existing);
  CompileOptions opts = options();
  opts.driver_dir = driver_dir;
  const fs::path source = write_source(
      "header_change/solve.cpp",
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
  const fs::path source = write_source(
      "noisy/noisy.cpp", "#include <iostream>\n#include <vector>\n"
                         "struct Early { Early() { std::cout << \"static init\\n\"; } } early;\n"
                         "bool solve(std::vector<std::vector<int>>&) { std::cout << \"thinking\\n\"; return true; }\n");
  const Prepared prepared = prepare_program(source, options());
  REQUIRE(prepared.program.has_value());
  const auto facts = run(*prepared.program, {"solve"}, kGrid4);
  CHECK(facts.stdout_text == std::string("True\n") + kGrid4);
  // The driver's line after a newline of its own, whatever came before (kDriverLineStart).
  CHECK(facts.stderr_text == "static init\n\nsudoku-driver: calling solve\nthinking\n");
  CHECK(harness::entry_called(facts.stderr_text) == "solve");
}

TEST_CASE("a compile error is CE with the compiler's first lines", "[compile][process]") {
  const fs::path source = write_source("broken/broken.cpp",
                                       "bool solve(std::vector<std::vector<int>>& g) { return }\n");
  const Prepared prepared = prepare_program(source, options());
  CHECK_FALSE(prepared.program.has_value());
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK(prepared.failure.details.find("broken.cpp:1:") != std::string::npos);
  CHECK(prepared.failure.details.find("error") != std::string::npos);
}

TEST_CASE("sources with their own main are a program of their own", "[compile][process]") {
  const fs::path folder = scratch().path / "own_main";
  write_source("own_main/main.cpp",
               "#include <cstdio>\nint helper();\nint main() { std::printf(\"%d\\n\", helper()); }\n");
  write_source("own_main/helper.cpp", "int helper() { return 42; }\n");
  const Prepared prepared = prepare_program(folder, options());
  INFO(prepared.failure.reason << prepared.failure.details);
  REQUIRE(prepared.program.has_value());
  CHECK(prepared.program->kind == harness::ProgramKind::OwnMain);
  CHECK(prepared.program->session_argv == prepared.program->argv);
  CHECK(run(*prepared.program, {}, "").stdout_text == "42\n");
}

namespace {

// Its main is no protocol speaker: it greets on stdout and fails, so a grid
// case that ran it could never be AC. A static initializer prints too, and a
// function of a namespace is also called main.
const char* const kMainAndFunctions = "#include <cstdio>\n#include <iostream>\n#include <string>\n#include <vector>\n"
                                      "struct Banner { Banner() { std::printf(\"static init\\n\"); } } banner;\n"
                                      "namespace app { int main() { return 1; } }\n"
                                      "bool solve(std::vector<std::vector<int>>& g) { g[3][3] = 4; return true; }\n"
                                      "int main() {\n"
                                      "  std::string line;\n"
                                      "  std::getline(std::cin, line);\n"
                                      "  std::cout << \"own main read '\" << line << \"'\\n\";\n"
                                      "  return app::main();\n"
                                      "}\n";

}  // namespace

TEST_CASE("sources with main and an entry make two programs: the functions with the driver, and their own main",
          "[compile][process][slow]") {
  const fs::path source = write_source("main_and_functions/helper.cpp", kMainAndFunctions);
  const Prepared prepared = prepare_program(source, options());
  INFO(prepared.failure.reason << prepared.failure.details);
  REQUIRE(prepared.program.has_value());
  const harness::Program& program = *prepared.program;
  CHECK(program.kind == harness::ProgramKind::DriverAndOwnMain);
  REQUIRE(program.session_argv.size() == 1);
  CHECK(program.session_argv != program.argv);

  // The grid entry: the driver's main, the student's never runs (it would write on stdout and exit 1).
  const auto solved = run(program, {"solve"}, kGrid4);
  CHECK(solved.exit_code == 0);
  CHECK(solved.stdout_text == "True\n1200\n0000\n0000\n0004\n");
  CHECK(solved.stderr_text == "static init\n\nsudoku-driver: calling solve\n");
  CHECK(run(program, {"fillSudoku"}, kGrid4).stdout_text == "NotImplemented\n");
  CHECK(run(program, {"--entries"}, "").stdout_text == "solve\n");

  // The session: the student's own program, as written, static initializer and all.
  harness::Program own = program;
  own.argv = program.session_argv;
  const auto session = run(own, {}, "8\n");
  CHECK(session.stdout_text == "static init\nown main read '8'\n");
  CHECK(session.exit_code == 1);

  SECTION("both come from the cache under one build key") {
    const Prepared again = prepare_program(source, options());
    REQUIRE(again.program.has_value());
    CHECK(again.program->from_cache);
    CHECK(again.program->kind == harness::ProgramKind::DriverAndOwnMain);
    CHECK(again.program->argv == program.argv);
    CHECK(again.program->session_argv == program.session_argv);
    CHECK(fs::path(program.argv.front()).parent_path() == fs::path(program.session_argv.front()).parent_path());
  }
  SECTION("a build folder holding one of the pair is no build: it is made again") {
    fs::remove(program.argv.front());
    const Prepared again = prepare_program(source, options());
    REQUIRE(again.program.has_value());
    CHECK_FALSE(again.program->from_cache);
    CHECK(again.program->kind == harness::ProgramKind::DriverAndOwnMain);
    CHECK(run(*again.program, {"solve"}, kGrid4).stdout_text == "True\n1200\n0000\n0000\n0004\n");
  }
}

TEST_CASE("in a folder, main is renamed where it is defined and where it is called, and nowhere else",
          "[compile][process][slow]") {
  const fs::path folder = scratch().path / "main_elsewhere";
  write_source("main_elsewhere/main.cpp",
               "#include <cstdio>\nvoid again();\n"
               "int main(int argc, char**) { if (argc > 5) again(); std::puts(\"menu\"); return 2; }\n");
  // A call to main from another file (which C++ forbids, and g++ compiles)
  // must reach the student's main in both programs, never the driver's.
  write_source("main_elsewhere/again.cpp", "int main(int, char**);\nvoid again() { main(0, nullptr); }\n");
  write_source("main_elsewhere/count.cpp",
               "#include \"sudoku.h\"\n"
               "int count_solutions(std::vector<std::vector<int>>&, int limit) { return limit; }\n");
  const Prepared prepared = prepare_program(folder, options());
  INFO(prepared.failure.reason << prepared.failure.details);
  REQUIRE(prepared.program.has_value());
  CHECK(prepared.program->kind == harness::ProgramKind::DriverAndOwnMain);
  CHECK(run(*prepared.program, {"count_solutions", "7"}, kGrid4).stdout_text == std::string("7\n") + kGrid4);
  harness::Program own = *prepared.program;
  own.argv = own.session_argv;
  const auto menu = run(own, {}, "");
  CHECK(menu.stdout_text == "menu\n");
  CHECK(menu.exit_code == 2);
}

TEST_CASE("with -flto in the flags, main cannot be renamed: JE, the grader's flags at fault",
          "[compile][process][slow]") {
  CompileOptions opts = options();
  opts.flags.push_back("-flto");
  const Prepared lto = prepare_program(write_source("lto/helper.cpp", kMainAndFunctions), opts);
  CHECK(lto.failure.verdict == Verdict::JE);
  CHECK(lto.failure.reason == "objcopy failed");
  CHECK_THAT(lto.failure.details, Catch::Contains("LTO"));
  // The control: the same flags build a file of functions alone, which needs no rename.
  CHECK(prepare_program(write_source("lto/solve.cpp", "#include \"sudoku.h\"\n"
                                                      "bool solve(std::vector<std::vector<int>>&) { return true; }\n"),
                        opts)
            .program.has_value());
}

TEST_CASE("sources with main and a function of another signature are a program of their own", "[compile][process]") {
  // solve taking its grid by value: the driver would answer NotImplemented, so nothing is linked with it.
  const fs::path source = write_source(
      "main_other_signature/main.cpp",
      "#include <vector>\nbool solve(std::vector<std::vector<int>> g) { return g.empty(); }\n"
      "int main() { return solve({}) ? 0 : 1; }\n");
  const Prepared prepared = prepare_program(source, options());
  REQUIRE(prepared.program.has_value());
  CHECK(prepared.program->kind == harness::ProgramKind::OwnMain);
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
                    Catch::Contains("the folder holds no .cpp, .py, .java or .rkt files"));
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

TEST_CASE("a change to a header of a folder submission makes a new build", "[compile][process][slow]") {
  const fs::path folder = scratch().path / "with_header";
  write_source(
      "with_header/solve.cpp",
      "#include \"sudoku.h\"\n#include \"rules.h\"\nbool solve(std::vector<std::vector<int>>&) { return kAnswer; }\n");
  write_source("with_header/rules.h", "constexpr bool kAnswer = false;\n");
  const Prepared first = prepare_program(folder, options());
  INFO(first.failure.reason << first.failure.details);
  REQUIRE(first.program.has_value());
  CHECK(run(*first.program, {"solve"}, kGrid4).stdout_text.rfind("False\n", 0) == 0);

  write_source("with_header/rules.h", "constexpr bool kAnswer = true;\n");
  const Prepared changed = prepare_program(folder, options());
  REQUIRE(changed.program.has_value());
  CHECK_FALSE(changed.program->from_cache);
  CHECK(changed.program->argv != first.program->argv);
  CHECK(run(*changed.program, {"solve"}, kGrid4).stdout_text.rfind("True\n", 0) == 0);
}

TEST_CASE("byte-identical one-file submissions under other names share one build, each named as its student named it",
          "[compile][process][slow]") {
  CompileOptions opts = options();
  // A fresh cache each time Catch enters the test (once for each section).
  static int entered = 0;
  opts.cache_dir = scratch().path / ("same_bytes_cache_" + std::to_string(++entered));
  // The key is the file's bytes (and its extension), not its name: bob's copy is alice's build.
  const std::string text = "#include <vector>\nbool solve(std::vector<std::vector<int>>& g) { return g.empty(); }\n";
  const Prepared alice = prepare_program(write_source("same_bytes/alice.cpp", text), opts);
  const Prepared bob = prepare_program(write_source("same_bytes/bob.cpp", text), opts);
  REQUIRE(alice.program.has_value());
  REQUIRE(bob.program.has_value());
  CHECK_FALSE(alice.program->from_cache);
  CHECK(bob.program->from_cache);
  CHECK(bob.program->argv == alice.program->argv);
  CHECK(cached_programs(opts.cache_dir) == 1);

  SECTION("a compile error names each student's own file, never the build's name for it") {
    const std::string broken = "#include <vector>\nbool solve(std::vector<std::vector<int>>& g) {\n  return }\n";
    for (const std::string name : {"alice", "bob"}) {
      const Prepared failed = prepare_program(write_source("same_broken/" + name + ".cpp", broken), opts);
      REQUIRE(failed.failure.verdict == Verdict::CE);
      CAPTURE(failed.failure.details);
      CHECK(failed.failure.details.find(name + ".cpp:3:") != std::string::npos);
      CHECK(failed.failure.details.find(harness::kBuiltSourceStem) == std::string::npos);
    }
  }
  SECTION("an assertion's place names each student's own file, from the one cached program") {
    const std::string asserting = "#include <cassert>\n#include <vector>\n"
                                  "bool solve(std::vector<std::vector<int>>& g) {\n  assert(g.size() == 1);\n"
                                  "  return true;\n}\n";
    harness::GradeOptions grading;
    grading.sandbox = std::make_shared<harness::Sandbox>(harness::SandboxLevel::Off, harness::BoxFeatures{});
    for (const std::string name : {"alice", "bob"}) {
      const Prepared prepared = prepare_program(write_source("same_assert/" + name + ".cpp", asserting), opts);
      REQUIRE(prepared.program.has_value());
      CHECK(prepared.program->from_cache == (name == "bob"));
      const harness::CaseResult result = harness::grade_case(
          *prepared.program, case_builders::solve_case(harness::Entry::Solve, case_builders::kPuzzle, true), grading);
      CAPTURE(result.reason, result.details);
      CHECK(result.verdict == Verdict::RTE);
      CHECK(result.details.find("src/" + name + ".cpp:4:") != std::string::npos);
      CHECK(result.details.find(harness::kBuiltSourceStem) == std::string::npos);
    }
  }
}

TEST_CASE("a change to the flags or the link flags makes a new build, the same files anywhere do not",
          "[compile][process][slow]") {
  const std::string text = "#include <vector>\nbool solve(std::vector<std::vector<int>>& g) { return g.empty(); }\n";
  const fs::path source = write_source("flags/flags.cpp", text);
  const Prepared first = prepare_program(source, options());
  REQUIRE(first.program.has_value());

  // The key is the files' names and contents, not where they are.
  const Prepared moved = prepare_program(write_source("flags_elsewhere/flags.cpp", text), options());
  REQUIRE(moved.program.has_value());
  CHECK(moved.program->from_cache);
  CHECK(moved.program->argv == first.program->argv);

  CompileOptions other_flags = options();
  other_flags.flags.push_back("-DGRADED");
  const Prepared flagged = prepare_program(source, other_flags);
  REQUIRE(flagged.program.has_value());
  CHECK_FALSE(flagged.program->from_cache);
  CHECK(flagged.program->argv != first.program->argv);

  CompileOptions other_link = options();
  other_link.link_flags = {"-static", "-s"};
  const Prepared stripped = prepare_program(source, other_link);
  REQUIRE(stripped.program.has_value());
  CHECK_FALSE(stripped.program->from_cache);
  CHECK(stripped.program->argv != first.program->argv);
}

TEST_CASE("a compile runs in the box: a grader's file named by an absolute include is not there",
          "[compile][process][slow]") {
  // World-readable, in a world-readable folder: only the box keeps it out.
  const fs::path grader = scratch().path / "grader_files";
  write_source("grader_files/secret.h", "constexpr bool kLeaked = true;\n");
  chmod(scratch().path.c_str(), 0755);
  chmod(grader.c_str(), 0755);
  chmod((grader / "secret.h").c_str(), 0644);
  const fs::path source = write_source("leak/leak.cpp",
                                       "#include \"" + (grader / "secret.h").string() +
                                           "\"\n#include <vector>\n"
                                           "bool solve(std::vector<std::vector<int>>&) { return kLeaked; }\n");
  CompileOptions boxed = options();
  boxed.sandbox = strict_box();
  const Prepared refused = prepare_program(source, boxed);
  CHECK_FALSE(refused.program.has_value());
  CHECK(refused.failure.verdict == Verdict::CE);
  CHECK_THAT(refused.failure.details, Catch::Contains("secret.h: No such file or directory"));

  const Prepared unboxed = prepare_program(source, options());
  INFO(unboxed.failure.reason << unboxed.failure.details);
  CHECK(unboxed.program.has_value());
}

TEST_CASE("a boxed compile of a correct submission makes the same program as an unboxed one",
          "[compile][process][slow]") {
  const fs::path source = write_source(
      "boxed_ok/boxed_ok.cpp",
      "#include \"sudoku.h\"\nbool solve(std::vector<std::vector<int>>& g) { g[3][3] = 4; return true; }\n");
  CompileOptions boxed = options();
  boxed.cache_dir = scratch().path / "boxed_cache";
  boxed.sandbox = strict_box();
  const Prepared prepared = prepare_program(source, boxed);
  INFO(prepared.failure.reason << prepared.failure.details);
  REQUIRE(prepared.program.has_value());
  CHECK_FALSE(prepared.program->from_cache);
  CHECK(run(*prepared.program, {"solve"}, kGrid4).stdout_text == "True\n1200\n0000\n0000\n0004\n");
  // The cache is the grader's alone.
  for (const fs::path& folder : {boxed.cache_dir, fs::path(prepared.program->argv.front()).parent_path()}) {
    struct stat info {};
    REQUIRE(lstat(folder.c_str(), &info) == 0);
    CHECK((info.st_mode & 0777) == 0700);
    CHECK(info.st_uid == geteuid());
  }
}

TEST_CASE("a link in a folder submission is not followed out of it", "[compile][process]") {
  write_source("outside/answer.h", "constexpr bool kAnswer = true;\n");
  const fs::path folder = scratch().path / "linked";
  write_source("linked/solve.cpp", "#include <vector>\n#include \"answer.h\"\n"
                                   "bool solve(std::vector<std::vector<int>>&) { return kAnswer; }\n");
  fs::create_symlink(scratch().path / "outside/answer.h", folder / "answer.h");
  const Prepared prepared = prepare_program(folder, options());
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK_THAT(prepared.failure.details, Catch::Contains("answer.h: No such file or directory"));
  // The control: the same header as a file of the folder compiles.
  fs::remove(folder / "answer.h");
  fs::copy_file(scratch().path / "outside/answer.h", folder / "answer.h");
  CHECK(prepare_program(folder, options()).program.has_value());
}

TEST_CASE("a compile-time memory bomb is CE with the compile's memory limit", "[compile][process][slow]") {
  // 10^8 tokens: g++ lexes a whole file before it parses, 1 GiB in about a second.
  std::string bomb = "#define A0 0,0,0,0,0,0,0,0,0,0\n";
  for (int i = 1; i <= 7; ++i) {
    bomb += "#define A" + std::to_string(i) + " ";
    for (int j = 0; j < 10; ++j) bomb += (j ? ",A" : "A") + std::to_string(i - 1);
    bomb += "\n";
  }
  bomb += "int bomb[] = {A7};\n";
  const fs::path source = write_source("bomb/bomb.cpp", bomb);
  CompileOptions opts = options();
  opts.limits.memory_bytes = std::uint64_t{256} << 20;  // a quarter of the default, so a quarter of the time
  const std::string reason =
      "the submission does not compile: the compiler ran out of memory (the 256 MiB limit for compiling)";

  SECTION("in a box, the cgroup counts and stops it") {
    opts.sandbox = strict_box();
    const Prepared prepared = prepare_program(source, opts);
    CHECK(prepared.failure.verdict == Verdict::CE);
    CHECK(prepared.failure.reason == reason);
  }
  SECTION("without a box, the address-space limit stops it") {
    const Prepared prepared = prepare_program(source, opts);
    CHECK(prepared.failure.verdict == Verdict::CE);
    CHECK(prepared.failure.reason == reason);
  }
  SECTION("the control: a hundredth of it (about 150 MiB) compiles under the same limit") {
    bomb.replace(bomb.rfind("{A7}"), 4, "{A5}");
    opts.sandbox = strict_box();
    const Prepared prepared = prepare_program(write_source("bomb/small.cpp", bomb), opts);
    INFO(prepared.failure.reason << prepared.failure.details);
    CHECK(prepared.program.has_value());
  }
}

TEST_CASE("a compiled file over the compile's file limit is CE with that limit", "[compile][process][slow]") {
  std::string big = "unsigned char big[] = {";
  for (int i = 0; i < 200000; ++i) big += std::to_string(i % 250 + 1) + ",";
  big += "};\n";
  // The driver's object first, under the usual limits (its key holds none).
  REQUIRE(prepare_program(write_source("big/small.cpp", "int small;\n"), options()).program.has_value());
  CompileOptions opts = options();
  opts.limits.output_bytes = 256 << 10;
  opts.sandbox = strict_box();
  const Prepared prepared = prepare_program(write_source("big/big.cpp", big), opts);
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK(prepared.failure.reason ==
        "the submission does not compile: the compiler wrote more than the 256 KiB limit for a file");
  opts.limits = options().limits;  // the control
  CHECK(prepare_program(scratch().path / "big/big.cpp", opts).program.has_value());
}

TEST_CASE("a compile that outlasts its wall time is CE with that limit", "[compile][process]") {
  CompileOptions opts = options();
  // Slow on the student's sources only; the driver's "object" is made at once.
  opts.compiler = fake_compiler("slow-cc",
                                "case \"$*\" in *driver/driver.cpp*) : > driver.o;; *) exec sleep 10;; esac\n");
  opts.limits.wall = 300ms;
  opts.sandbox = strict_box();
  const Prepared prepared = prepare_program(write_source("slow/slow.cpp", "int x;\n"), opts);
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK(prepared.failure.reason == "the submission does not compile: the compiler took longer than 300 ms");
}

TEST_CASE("a build that leaves the program as a link is JE, and nothing is cached", "[compile][process][slow]") {
  // As a hostile build could: a link to a grader's file, which the runner would show in the next box.
  CompileOptions opts = options();
  opts.cache_dir = scratch().path / "link_cache";
  opts.compiler = fake_compiler(
      "linking-cc", "g++ \"$@\" || exit $?\n"
                    "case \" $* \" in *\" -o program \"*) rm -f program; ln -s /etc/shadow program;; esac\n");
  opts.sandbox = strict_box();
  const Prepared prepared = prepare_program(
      write_source("hostile/hostile.cpp", "#include <vector>\n"
                                          "bool solve(std::vector<std::vector<int>>&) { return true; }\n"),
      opts);
  CHECK(prepared.failure.verdict == Verdict::JE);
  CHECK(prepared.failure.reason ==
        "the compiled program was not stored: the build left 'program' as a symbolic link, not a file");
  CHECK(cached_programs(opts.cache_dir) == 0);
  // The control: the same compiler without the link stores a program.
  opts.compiler = fake_compiler("honest-cc", "exec g++ \"$@\"\n");
  CHECK(prepare_program(scratch().path / "hostile/hostile.cpp", opts).program.has_value());
  CHECK(cached_programs(opts.cache_dir) == 1);
}

TEST_CASE("a submission over the size limit is CE before anything runs", "[compile]") {
  write_source("huge/solve.cpp", "int x;\n");
  write_source("huge/data.txt", std::string(2000, 'x'));
  CompileOptions opts = options();
  opts.compiler = "no-such-compiler";  // so a compile would be JE, not CE
  opts.source_bytes = 1000;
  const Prepared prepared = prepare_program(scratch().path / "huge", opts);
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK(prepared.failure.reason ==
        "the submission does not compile: its files hold more than the 1000 bytes limit for a submission");
  opts.source_bytes = 4000;
  CHECK(prepare_program(scratch().path / "huge", opts).failure.verdict == Verdict::JE);
}

TEST_CASE("the cache is the grader's own folder: made private, and never a link", "[compile]") {
  CompileOptions opts = options();
  opts.compiler = "no-such-compiler";  // stops right after the cache is checked
  const fs::path source = write_source("private/ok.cpp", "int x;\n");
  opts.cache_dir = scratch().path / "open_cache";
  fs::create_directories(opts.cache_dir);
  chmod(opts.cache_dir.c_str(), 0777);
  CHECK_THAT(prepare_program(source, opts).failure.reason, Catch::Contains("not found on PATH"));
  CHECK((fs::status(opts.cache_dir).permissions() & fs::perms::all) == fs::perms::owner_all);

  opts.cache_dir = scratch().path / "linked_cache";
  fs::create_directory_symlink(scratch().path / "open_cache", opts.cache_dir);
  const Prepared linked = prepare_program(source, opts);
  CHECK(linked.failure.verdict == Verdict::JE);
  CHECK(linked.failure.reason == "the cache " + opts.cache_dir.string() + " is not a folder (a link?)");
}

namespace {

// What a build's warnings said, for a test to read.
struct Warnings {
  std::vector<std::string> lines;
  std::function<void(const std::string&)> sink() {
    return [this](const std::string& line) { lines.push_back(line); };
  }
};

void change_one_byte(const fs::path& path, std::streamoff at) {
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekg(at);
  const char old = static_cast<char>(file.get());
  file.seekp(at);
  file.put(static_cast<char>(old ^ 0x20));
}

const char* const kSolve4 =
    "#include \"sudoku.h\"\nbool solve(std::vector<std::vector<int>>& g) { g[3][3] = 4; return true; }\n";

}  // namespace

TEST_CASE("a cached program changed after it was stored is built again, with a warning naming it",
          "[compile][process][slow]") {
  CompileOptions opts = options();
  opts.cache_dir = scratch().path / "tamper_cache";
  Warnings warnings;
  opts.warn = warnings.sink();
  const fs::path source = write_source("tampered/solve.cpp", kSolve4);
  const Prepared first = prepare_program(source, opts);
  REQUIRE(first.program.has_value());
  REQUIRE(prepare_program(source, opts).program->from_cache);
  CHECK(warnings.lines.empty());

  const fs::path program = first.program->argv.front();
  change_one_byte(program, 4000);
  const Prepared again = prepare_program(source, opts);
  REQUIRE(again.program.has_value());
  CHECK_FALSE(again.program->from_cache);
  REQUIRE(warnings.lines.size() == 1);
  CHECK(warnings.lines[0] == "the cache's C++ build of " + source.string() + " failed its check (" +
                                 program.parent_path().string() + ": with-driver changed); building it again");
  CHECK(run(*again.program, {"solve"}, kGrid4).stdout_text == "True\n1200\n0000\n0000\n0004\n");
  CHECK(prepare_program(source, opts).program->from_cache);
  CHECK(warnings.lines.size() == 1);
}

TEST_CASE("a damaged driver object is compiled again before a student's build links it", "[compile][process][slow]") {
  CompileOptions opts = options();
  opts.cache_dir = scratch().path / "driver_tamper_cache";
  Warnings warnings;
  opts.warn = warnings.sink();
  REQUIRE(prepare_program(write_source("driver_tamper/first.cpp", kSolve4), opts).program.has_value());
  fs::path object;
  for (const auto& entry : fs::directory_iterator(opts.cache_dir))
    if (entry.path().filename().string().rfind("driver-", 0) == 0) object = entry.path() / "driver.o";
  REQUIRE(fs::is_regular_file(object));
  // An object the linker would still take, with a function of the driver's changed: a byte of its code.
  change_one_byte(object, 200);
  // Other bytes: the same bytes under another name would be the first's build, linking nothing.
  const Prepared second = prepare_program(write_source("driver_tamper/second.cpp", std::string(kSolve4) + "// bob\n"),
                                          opts);
  INFO(second.failure.reason << second.failure.details);
  REQUIRE(second.program.has_value());
  REQUIRE(warnings.lines.size() == 1);
  CHECK(warnings.lines[0] == "the cache's C++ driver's object failed its check (" + object.parent_path().string() +
                                 ": driver.o changed); building it again");
  CHECK(run(*second.program, {"solve"}, kGrid4).stdout_text == "True\n1200\n0000\n0000\n0004\n");
}

TEST_CASE("a C++ compile that writes more than its folder holds is CE naming the limit, boxed or not",
          "[compile][process][slow]") {
  // No #include writes much, and RLIMIT_FSIZE caps each file: but each source of a folder makes an
  // object of its own, and an initialized array is bytes in it.
  const fs::path folder = scratch().path / "many_objects";
  for (int i = 0; i < 4; ++i)
    write_source("many_objects/part" + std::to_string(i) + ".cpp",
                 "char big" + std::to_string(i) + "[8 << 20] = {1};\n");
  write_source("many_objects/solve.cpp", kSolve4);
  const std::string words =
      "the submission does not compile: the compiler wrote more than 16 MiB of files (the limit for compiling)";
  for (const bool boxed : {true, false}) {
    INFO((boxed ? "in the strict box (a tmpfs folder)" : "unboxed (a folder on disk, watched)"));
    CompileOptions opts = options();
    opts.cache_dir = scratch().path / (boxed ? "objects_boxed_cache" : "objects_unboxed_cache");
    if (boxed) opts.sandbox = strict_box();
    opts.limits.work_bytes = std::uint64_t{16} << 20;
    const Prepared capped = prepare_program(folder, opts);
    CHECK(capped.failure.verdict == Verdict::CE);
    CHECK(capped.failure.reason == words);
    // The control: with room for them, the same sources compile.
    opts.limits.work_bytes = std::uint64_t{256} << 20;
    const Prepared roomy = prepare_program(folder, opts);
    INFO(roomy.failure.reason << roomy.failure.details);
    CHECK(roomy.program.has_value());
  }
}
