// The entry probe, for each kind of program, every run in the strict box:
// what a submission defines is learned by running student code.
#include "judge/entry_probe.h"

#include <stdlib.h>
#include <sys/stat.h>

#include <fstream>

#include <catch2/catch.hpp>

#include "lang/prepare.h"
#include "run/sandbox_probe.h"
#include "temp_dir.h"

using namespace harness;
using sudoku::Entry;
namespace fs = std::filesystem;

namespace {

// The box runs a program as another uid: TempDir is readable by any.
const TempDir& scratch() {
  static const TempDir dir("entry-probe-test");
  return dir;
}

const Sandbox* box() {
  static const auto strict = probe_sandbox(SandboxLevel::Strict);
  return strict.get();
}

fs::path write_file(const std::string& name, const std::string& text, bool executable = false) {
  const fs::path path = scratch().path / name;
  std::ofstream(path) << text;
  chmod(path.c_str(), executable ? 0755 : 0644);
  return path;
}

Program compiled(const std::string& name, const std::string& text) {
  CompileOptions options;
  options.cache_dir = scratch().path / "cache";
  options.driver_dir = fs::path(SOURCE_DIR) / "harness" / "driver";
  options.flags = {"-std=c++17", "-O0"};
  options.sandbox = probe_sandbox(SandboxLevel::Strict);
  const Prepared prepared = prepare_program(write_file(name, text), options);
  INFO(prepared.failure.reason << prepared.failure.details);
  REQUIRE(prepared.program.has_value());
  return *prepared.program;
}

// A script standing in for a program of a given kind: the probe trusts the kind.
Program script(const std::string& name, const std::string& body, ProgramKind kind) {
  Program program = own_main_program({write_file(name, body, true).string()}, true);
  program.kind = kind;
  if (kind == ProgramKind::Driver) program.session_argv.clear();
  return program;
}

DefinedEntries probed(const Program& program) {
  std::string why;
  const std::optional<DefinedEntries> defined = probe_entries(program, box(), &why);
  INFO(why);
  REQUIRE(defined.has_value());
  CHECK(why.empty());
  return *defined;
}

std::string probe_failure(const Program& program) {
  std::string why;
  CHECK_FALSE(probe_entries(program, box(), &why).has_value());
  return why;
}

}  // namespace

TEST_CASE("functions linked with the driver: the entries they define, and no sessions",
          "[entry_probe][process][slow]") {
  const Program program = compiled("functions.cpp",
                                   "#include \"sudoku.h\"\n"
                                   "#include <cstdlib>\n"
                                   "bool checkSudoku(const std::vector<std::vector<int>>&) { std::abort(); }\n"
                                   "bool solve(std::vector<std::vector<int>>&) { for (;;) {} }\n");
  REQUIRE(program.kind == ProgramKind::Driver);
  // Defined is defined, however they behave: the driver calls neither.
  const DefinedEntries defined = probed(program);
  CHECK(defined.grid == std::vector<Entry>{Entry::Solve, Entry::CheckSudoku});
  CHECK_FALSE(defined.sessions);
  CHECK(defined.defines(Entry::Solve));
  CHECK_FALSE(defined.defines(Entry::FillSudoku));
  CHECK_FALSE(defined.defines(Entry::Session));
}

TEST_CASE("a C++ program of its own that only talks defines no grid entry and takes sessions",
          "[entry_probe][process][slow]") {
  const Program program = compiled("talks.cpp",
                                   "#include <iostream>\n#include <string>\n"
                                   "int main() {\n"
                                   "  std::string line;\n"
                                   "  for (;;) {\n"
                                   "    std::cout << \"1) new puzzle  8) quit\\nchoice> \" << std::flush;\n"
                                   "    if (!std::getline(std::cin, line) || line == \"8\") return 0;\n"
                                   "    std::cout << \"Pick a number from 1 to 8.\\n\";\n"
                                   "  }\n"
                                   "}\n");
  REQUIRE(program.kind == ProgramKind::OwnMain);
  const DefinedEntries defined = probed(program);
  CHECK(defined.grid.empty());
  CHECK(defined.sessions);
}

TEST_CASE("a C++ file with main and functions: the functions' entries, and sessions", "[entry_probe][process][slow]") {
  std::ifstream example(fs::path(SOURCE_DIR) / "examples/cpp/helper.cpp");
  const std::string text((std::istreambuf_iterator<char>(example)), std::istreambuf_iterator<char>());
  REQUIRE_FALSE(text.empty());
  const Program program = compiled("helper.cpp", text);
  REQUIRE(program.kind == ProgramKind::DriverAndOwnMain);
  const DefinedEntries defined = probed(program);
  CHECK(defined.grid == std::vector<Entry>{Entry::Solve, Entry::CountSolutions});
  CHECK(defined.sessions);
  CHECK(defined.defines(Entry::Session));
}

TEST_CASE("an executable speaking the protocol defines the entries it answers", "[entry_probe][process][slow]") {
  SECTION("a Python script with solve and checkSudoku") {
    const Program program = script("subset.py",
                                   "#!/usr/bin/env python3\n"
                                   "import sys\n"
                                   "grid = [line.strip() for line in sys.stdin if line.strip()]\n"
                                   "if sys.argv[1] == 'solve':\n"
                                   "    print('False'); print('\\n'.join(grid))\n"
                                   "elif sys.argv[1] == 'checkSudoku':\n"
                                   "    print('True')\n"
                                   "else:\n"
                                   "    print('NotImplemented')\n",
                                   ProgramKind::OwnMain);
    const DefinedEntries defined = probed(program);
    CHECK(defined.grid == std::vector<Entry>{Entry::Solve, Entry::CheckSudoku});
    // Its main speaks the protocol: not taken for an interactive one.
    CHECK_FALSE(defined.sessions);
  }
  SECTION("a shell script: an answer counts, right or wrong; a crash, a flood or words do not") {
    const Program program = script("mixed.sh",
                                   "#!/bin/sh\n"
                                   "case \"$1\" in\n"
                                   "  count_solutions) [ \"$2\" = 2 ] && echo 2 && cat;;\n"  // the limit is passed
                                   "  fillSudoku) echo 0;;\n"                                // wrong, but an answer
                                   "  solve) exit 3;;\n"
                                   "  solve_fast) yes True;;\n"
                                   "  *) echo 'Pick a number from 1 to 8.';;\n"
                                   "esac\n",
                                   ProgramKind::OwnMain);
    const DefinedEntries defined = probed(program);
    CHECK(defined.grid == std::vector<Entry>{Entry::FillSudoku, Entry::CountSolutions});
  }
}

TEST_CASE("an executable written for 9x9 alone that refuses the other entries defines solve, and takes no sessions",
          "[entry_probe][process][slow]") {
  // tests/submissions' program: it reads 9 rows, answers solve, and exits 3 for every other entry.
  std::ifstream source(fs::path(SOURCE_DIR) / "tests/submissions/run_time_error/solve_only_executable.py");
  const std::string text((std::istreambuf_iterator<char>(source)), std::istreambuf_iterator<char>());
  REQUIRE_FALSE(text.empty());
  const DefinedEntries defined = probed(script("solve_only_executable.py", text, ProgramKind::OwnMain));
  CHECK(defined.grid == std::vector<Entry>{Entry::Solve});
  CHECK_FALSE(defined.sessions);

  // One that refuses every entry is no interactive helper either: a menu shows the same screen whatever it is asked.
  const DefinedEntries refuses = probed(
      script("refuses.sh", "#!/bin/sh\necho \"usage: $0 solve\" >&2\nexit 3\n", ProgramKind::OwnMain));
  CHECK(refuses.grid.empty());
  CHECK_FALSE(refuses.sessions);
  // The control: a menu, which reads no argument.
  const DefinedEntries menu = probed(
      script("menu.sh", "#!/bin/sh\necho '1) new puzzle  8) quit'\nwhile read line; do echo 'Pick 1 to 8.'; done\n",
             ProgramKind::OwnMain));
  CHECK(menu.grid.empty());
  CHECK(menu.sessions);
}

TEST_CASE("the probe says why when it cannot tell", "[entry_probe][process]") {
  CHECK_THAT(probe_failure(own_main_program({(scratch().path / "missing").string()}, true)),
             Catch::StartsWith("the program could not be started: "));
  // A driver's program whose static initializer ends it, or that answers no list of names.
  CHECK(probe_failure(script("ends.sh", "#!/bin/sh\nexit 3\n", ProgramKind::Driver)) ==
        "asked for its entries, the program failed: exit code 3");
  CHECK(
      probe_failure(script("talks.sh", "#!/bin/sh\necho solve; echo 'hello there'\n", ProgramKind::DriverAndOwnMain)) ==
      "asked for its entries, the program answered 'hello there', not an entry's name");
  CHECK(probe_failure(script("session.sh", "#!/bin/sh\necho session\n", ProgramKind::Driver)) ==
        "asked for its entries, the program answered 'session', not an entry's name");
  // The control: the same kind of script, answering names, is read.
  const DefinedEntries listed = probed(script("lists.sh",
                                              "#!/bin/sh\n[ \"$1\" = --entries ] && printf 'solve\\nfillSudoku\\n'\n",
                                              ProgramKind::DriverAndOwnMain));
  CHECK(listed.grid == std::vector<Entry>{Entry::FillSudoku, Entry::Solve});
  CHECK(listed.sessions);
}

TEST_CASE("a bundle's listing is kept beside it: the next probe starts no runtime", "[entry_probe][process]") {
  // A driver run from a bundle (BUNDLE/submission), as Python's, Java's and Racket's are.
  const fs::path bundle = scratch().path / "cache" / "listing-bundle";
  fs::create_directories(bundle / "submission");
  fs::permissions(bundle, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                              fs::perms::others_read | fs::perms::others_exec);
  Program program = script("bundle-lists.sh", "#!/bin/sh\n[ \"$1\" = --entries ] && printf 'fillSudoku\\nsolve\\n'\n",
                           ProgramKind::Driver);
  program.submission_dir = bundle / "submission";
  REQUIRE(listing_entry(program) == scratch().path / "cache" / "listing-bundle-entries-1");
  CHECK(probed(program).grid == std::vector<Entry>{Entry::FillSudoku, Entry::Solve});

  // The program can no longer answer: the kept listing does.
  program.argv = {(scratch().path / "missing").string()};
  CHECK(probed(program).grid == std::vector<Entry>{Entry::FillSudoku, Entry::Solve});

  // A record that is not the driver's words is asked again, never read as entries.
  fs::remove_all(listing_entry(program));
  fs::create_directories(listing_entry(program));
  std::ofstream(listing_entry(program) / "entries") << "hello\n";
  CHECK_FALSE(probe_failure(program).empty());

  // A failed probe keeps nothing, and a program without a bundle has no record.
  fs::remove_all(listing_entry(program));
  CHECK_FALSE(probe_failure(program).empty());
  CHECK_FALSE(fs::exists(listing_entry(program)));
  CHECK(listing_entry(script("plain.sh", "#!/bin/sh\n", ProgramKind::Driver)).empty());
}
