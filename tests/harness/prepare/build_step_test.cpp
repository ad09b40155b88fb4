#include "prepare/build_step.h"

#include <signal.h>

#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "run/sandbox.h"
#include "temp_dir.h"

using namespace harness;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

RunFacts exited(int code, std::string stderr_text) {
  RunFacts facts;
  facts.end = RunFacts::End::Exited;
  facts.exit_code = code;
  facts.stderr_text = std::move(stderr_text);
  return facts;
}

}  // namespace

TEST_CASE("a limit reads as it was set", "[build_step]") {
  CHECK(size_words(std::uint64_t{1} << 30) == "1024 MiB");
  CHECK(size_words(256 << 10) == "256 KiB");
  CHECK(size_words(1000) == "1000 bytes");
}

TEST_CASE("a step that exits 0 within its limits has not failed", "[build_step]") {
  CHECK_FALSE(step_failure(exited(0, "warnings are no failure\n"), default_compile_limits()).has_value());
}

TEST_CASE("a failed step of the student's build is CE with the tool's words", "[build_step]") {
  const auto failure = step_failure(exited(1, "a.cpp:1: error: expected ';'\n"), default_compile_limits());
  REQUIRE(failure.has_value());
  const Prepared prepared = student_step_failed(*failure);
  CHECK_FALSE(prepared.program.has_value());
  CHECK(prepared.failure.verdict == Verdict::CE);
  CHECK(prepared.failure.reason == "the submission does not compile:");
  CHECK(prepared.failure.details == "a.cpp:1: error: expected ';'\n");
}

TEST_CASE("a step that hits a limit says which, in the student's terms", "[build_step]") {
  Limits limits = default_compile_limits();
  RunFacts slow;
  slow.end = RunFacts::End::WallTimeout;
  slow.signal = SIGKILL;
  slow.wall = limits.wall + 5ms;
  CHECK(student_step_failed(*step_failure(slow, limits)).failure.reason ==
        "the submission does not compile: the compiler took longer than 60000 ms");
  RunFacts killed_child = exited(4, "g++: internal compiler error: File size limit exceeded signal terminated "
                                    "program cc1plus\n");
  CHECK(step_failure(killed_child, limits)->limit == "the compiler wrote more than the 512 MiB limit for a file");
}

TEST_CASE("a step that could not start, or one of the harness's own, is JE", "[build_step]") {
  RunFacts unstarted;
  unstarted.end = RunFacts::End::SpawnFailed;
  unstarted.spawn_error = "no-such-tool not found on PATH";
  const auto failure = step_failure(unstarted, default_compile_limits());
  REQUIRE(failure.has_value());
  CHECK(student_step_failed(*failure).failure.verdict == Verdict::JE);
  const Judgement own = harness_step_failed("nm failed",
                                            *step_failure(exited(1, "nm: bad\n"), default_compile_limits()));
  CHECK(own.verdict == Verdict::JE);
  CHECK(own.reason == "nm failed");
  CHECK(own.details == "nm: bad\n");
}

TEST_CASE("a step is done, or stops the build with its failure worded as the student's or the harness's",
          "[build_step]") {
  const Limits limits = default_compile_limits();
  CHECK(student_step(exited(0, "warnings are no failure\n"), limits));
  CHECK(harness_step("nm failed", exited(0, ""), limits));
  const Done compile = student_step(exited(1, "a.cpp:1: error: expected ';'\n"), limits);
  REQUIRE_FALSE(compile);
  CHECK(compile.failure().verdict == Verdict::CE);
  CHECK(compile.failure().reason == "the submission does not compile:");
  CHECK(compile.failure().details == "a.cpp:1: error: expected ';'\n");
  const Done own = harness_step("nm failed", exited(1, "nm: bad\n"), limits);
  REQUIRE_FALSE(own);
  CHECK(own.failure().verdict == Verdict::JE);
  CHECK(own.failure().reason == "nm failed");
  CHECK(own.failure().details == "nm: bad\n");
  // The StepFacts overloads carry the full folder.
  StepFacts full;
  static_cast<RunFacts&>(full) = exited(0, "");
  full.disk_full = true;
  CHECK(student_step(full, limits).failure().reason ==
        "the submission does not compile: the compiler wrote more than 512 MiB of files (the limit for compiling)");
  CHECK(harness_step("the driver did not compile", full, limits).failure().verdict == Verdict::JE);
}

TEST_CASE("a tool that cannot be run has no identity, and says why", "[build_step]") {
  const auto why = [](const std::string& tool) {
    const auto identity = tool_identity(tool);
    CHECK_FALSE(identity);
    CHECK(identity.failure().verdict == harness::Verdict::JE);
    return identity.failure().reason;
  };
  CHECK(why("no-such-tool-anywhere") == "cannot run no-such-tool-anywhere: not found on PATH");
  CHECK_THAT(why("/no/such/tool"), Catch::StartsWith("cannot run /no/such/tool: "));
  const TempDir dir("tool-identity-refused");
  std::ofstream(dir.path / "notes") << "a file, not executable\n";
  fs::permissions(dir.path / "notes", fs::perms::owner_read | fs::perms::owner_write);
  CHECK_THAT(why((dir.path / "notes").string()), Catch::Contains("is no executable file"));
  CHECK_THAT(why(dir.path.string()), Catch::Contains("is no executable file"));  // a folder
}

TEST_CASE("a tool's identity is its real path, size and time, found as exec finds it, and changes when it is "
          "replaced, without running it",
          "[build_step]") {
  TempDir dir("tool-identity");
  const fs::path tool = dir.path / "cc";
  {
    std::ofstream out(tool);
    out << "#!/bin/sh\necho ran >> " << (dir.path / "ran").string() << "\n";
  }
  fs::permissions(tool, fs::perms::owner_all);
  fs::create_symlink(tool, dir.path / "cc-link");
  const auto first = tool_identity((dir.path / "cc-link").string());
  REQUIRE(first);
  CHECK_THAT(*first, Catch::StartsWith(fs::canonical(tool).string() + " "));
  CHECK_FALSE(fs::exists(dir.path / "ran"));  // never run
  CHECK(*tool_identity(tool.string()) == *first);
  const auto found = tool_identity("sh");  // on PATH
  REQUIRE(found);
  CHECK_THAT(*found, Catch::Contains("sh "));
  // Replaced (an upgrade): another time, so another key.
  fs::last_write_time(tool, fs::last_write_time(tool) - std::chrono::hours(24));
  const auto replaced = tool_identity(tool.string());
  REQUIRE(replaced);
  CHECK(*replaced != *first);
}

TEST_CASE("a step whose folder reached its cap is CE naming the cap, whatever the tool did", "[build_step]") {
  const Limits limits = default_compile_limits();
  const std::string words = "the compiler wrote more than 512 MiB of files (the limit for compiling)";
  struct Row {
    const char* what;
    RunFacts facts;
    bool disk_full;
    std::optional<std::string> limit;  // nullopt: no failure
  };
  RunFacts killed;
  killed.end = RunFacts::End::Signaled;
  killed.signal = SIGKILL;
  const std::vector<Row> rows = {
      {"exit 0, room left", exited(0, ""), false, std::nullopt},
      // A Racket macro may catch the refused write and go on: the folder still reached its cap.
      {"exit 0, folder full", exited(0, ""), true, words},
      {"a compile error, folder full",
       exited(1, "sudoku.rkt:3:0: error writing to stream port\n  system error: No space left on device; errno=28\n"),
       true, words},
      // The box's /tmp is a tmpfs of the same size, which the grader cannot look at afterwards: the tool's words tell.
      {"a tool that ran out of room in /tmp",
       exited(1, "cc1plus: fatal error: error writing to /tmp/ccA.s: No space "
                 "left on device\n"),
       false, words},
      {"killed by the folder's watch", killed, true, words},
      {"a plain compile error", exited(1, "a.cpp:1: error: expected ';'\n"), false, std::string()},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    const auto failure = step_failure(row.facts, limits, row.disk_full);
    REQUIRE(failure.has_value() == row.limit.has_value());
    if (!failure) continue;
    CHECK(failure->verdict == Verdict::CE);
    CHECK(failure->limit == *row.limit);
  }
  // The StepFacts overload carries the flag.
  StepFacts full;
  static_cast<RunFacts&>(full) = exited(0, "");
  full.disk_full = true;
  CHECK(student_step_failed(*step_failure(full, limits)).failure.reason == "the submission does not compile: " + words);
}

TEST_CASE("a tmpfs build folder only where the box takes its work folder with open_tree", "[build_step]") {
  struct Row {
    SandboxLevel level;
    BoxFeatures features;
    bool tmpfs;
  };
  BoxFeatures full;
  full.own_uid = full.namespaces = full.cgroup = full.seccomp = true;
  BoxFeatures user = full;
  user.own_uid = false;
  user.user_namespace = true;
  BoxFeatures no_namespaces = full;
  no_namespaces.namespaces = false;
  BoxFeatures no_slots = full;  // namespaces as root, but no slot and so no template: binds by path
  no_slots.own_uid = false;
  const std::vector<Row> rows = {
      {SandboxLevel::Strict, full, true},    {SandboxLevel::Auto, full, true},
      {SandboxLevel::Auto, user, false},     {SandboxLevel::Auto, no_namespaces, false},
      {SandboxLevel::Auto, no_slots, false}, {SandboxLevel::Off, full, false},
  };
  for (const Row& row : rows) {
    const Sandbox box(row.level, row.features);
    CHECK(tmpfs_folder_fits(&box) == row.tmpfs);
  }
  CHECK_FALSE(tmpfs_folder_fits(nullptr));
}

TEST_CASE("a language's toolchain is refused as JE naming the first thing missing", "[build_step][process]") {
  const TempDir scratch("toolchain");
  const std::filesystem::path drivers = scratch.path / "driver";
  std::filesystem::create_directories(drivers);
  std::ofstream(drivers / "driver.py") << "# the driver\n";
  harness::CompileOptions options;
  options.driver_dir = drivers;
  options.cache_dir = scratch.path / "cache";
  struct Row {
    harness::ToolchainNeeds needs;
    std::string why;  ///< "" when the toolchain is found
  };
  const Row rows[] = {
      {{"Python", {"driver.py"}, {"/bin/true"}, "coreutils", "/bin/true"}, ""},
      {{"Python", {"driver.py", "check.py"}, {"/bin/true"}, "coreutils", "/bin/true"},
       "the Python driver is not at " + (drivers / "check.py").string()},
      {{"Java", {"driver.py"}, {"/bin/true", "/no/such/javac"}, "default-jdk-headless", "/bin/true"},
       "no /no/such/javac (scripts/setup.sh installs default-jdk-headless)"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.why);
    const auto found = harness::find_toolchain(row.needs, options);
    if (row.why.empty()) {
      REQUIRE(found);
      CHECK(found->cache == options.cache_dir);
      CHECK(found->driver_dir == drivers);
      REQUIRE(found->drivers.size() == 1);
      CHECK(found->drivers[0].name == "driver.py");
      CHECK(found->drivers[0].bytes == "# the driver\n");
      CHECK_FALSE(found->version.empty());
    } else {
      CHECK_FALSE(found);
      CHECK(found.failure().verdict == harness::Verdict::JE);
      CHECK(found.failure().reason == row.why);
    }
  }
  // A cache that is a link is no folder of the grader's own.
  options.cache_dir = scratch.path / "linked";
  std::filesystem::create_directory_symlink(scratch.path / "cache", options.cache_dir);
  const harness::ToolchainNeeds python{"Python", {"driver.py"}, {"/bin/true"}, "coreutils", "/bin/true"};
  const auto linked = harness::find_toolchain(python, options);
  CHECK_FALSE(linked);
  CHECK(linked.failure().reason == "the cache " + options.cache_dir.string() + " is not a folder (a link?)");
}

TEST_CASE("a bundle's folder changes with its language, the tool's version, every source file, its main and "
          "the drivers",
          "[build_step]") {
  harness::Toolchain toolchain;
  toolchain.version = "Python 3.11.2";
  const std::vector<harness::SourceFile> sources = {{"sudoku.py", "def solve(g): pass\n"}};
  toolchain.cache = "/cache";
  toolchain.drivers = {{"sudoku_driver.py", "# the driver\n"}};
  const auto key = [&](const char* language, const std::vector<harness::SourceFile>& files,
                       const std::string& main = "sudoku") {
    const std::filesystem::path folder = harness::bundle_folder(language, toolchain, files, main);
    CHECK(folder.parent_path() == "/cache");
    return folder.filename().string();
  };
  const std::string first = key("python", sources);
  CHECK(first.rfind("python-", 0) == 0);
  CHECK(key("python", sources) == first);
  CHECK(key("racket", sources).rfind("racket-", 0) == 0);
  CHECK(key("racket", sources).substr(7) != first.substr(7));
  CHECK(key("python", {{"sudoku.py", "def solve(g): return\n"}}) != first);
  CHECK(key("python", {{"solver.py", "def solve(g): pass\n"}}) != first);
  CHECK(key("python", sources, "solver") != first);
  toolchain.drivers[0].bytes = "# the driver, changed\n";
  CHECK(key("python", sources) != first);
  toolchain.drivers[0].bytes = "# the driver\n";
  toolchain.version = "Python 3.12.0";
  CHECK(key("python", sources) != first);
}

TEST_CASE("a build's output names the student's files as they named them, not the build folder's copies",
          "[build_step]") {
  struct Row {
    std::string said, prefix, cited;
  };
  const std::vector<Row> rows = {
      {"src/syntax_error.cpp:22:24: error: expected ';'\n", "", "syntax_error.cpp:22:24: error: expected ';'\n"},
      {"src/Sudoku.java:5: error: ';' expected\n", "hw3/", "hw3/Sudoku.java:5: error: ';' expected\n"},
      {"In file included from src/board.h:3,\n                 from src/main.cpp:1:\n", "sub/",
       "In file included from sub/board.h:3,\n                 from sub/main.cpp:1:\n"},
      {"  File \"src/lesson.py\", line 4\n", "", "  File \"lesson.py\", line 4\n"},
      // Not a path's start: left as it is.
      {"mysrc/x.cpp and a/src/y.cpp\n", "hw3/", "mysrc/x.cpp and a/src/y.cpp\n"},
      {"", "hw3/", ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.said, row.prefix);
    CHECK(harness::cite_student_paths(row.said, row.prefix) == row.cited);
  }
}
