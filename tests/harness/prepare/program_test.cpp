// Which program runs a case, and whose exit code 125 is: one table, so the
// scheduler and the judging function cannot disagree.
#include "prepare/program.h"

#include <catch2/catch.hpp>

using namespace harness;
using sudoku::Entry;

TEST_CASE("each kind of program says which of its programs runs an entry and whether that is the driver", "[program]") {
  Program driver;
  driver.argv = {"with-driver"};
  driver.kind = ProgramKind::Driver;
  const Program own = own_main_program({"own-main", "--flag"}, true);
  Program both;
  both.argv = {"both-with-driver"};
  both.session_argv = {"both-own-main"};
  both.kind = ProgramKind::DriverAndOwnMain;

  struct Row {
    const Program* program;
    Entry entry;
    std::vector<std::string> argv;
    bool driver;
  };
  const Row rows[] = {
      {&driver, Entry::Solve, {"with-driver"}, true},
      {&driver, Entry::Session, {}, true},
      {&own, Entry::CheckSudoku, {"own-main", "--flag"}, false},
      {&own, Entry::Session, {"own-main", "--flag"}, false},
      {&both, Entry::CountSolutions, {"both-with-driver"}, true},
      {&both, Entry::Session, {"both-own-main"}, false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.program->argv.front(), sudoku::entry_row(row.entry).name);
    CHECK(argv_for(*row.program, row.entry) == row.argv);
    CHECK(runs_driver(row.program->kind, row.entry) == row.driver);
  }
  CHECK(own.kind == ProgramKind::OwnMain);
  CHECK(own.from_cache);
  CHECK_FALSE(takes_sessions(ProgramKind::Driver));
  CHECK(takes_sessions(ProgramKind::OwnMain));
  CHECK(takes_sessions(ProgramKind::DriverAndOwnMain));
}

TEST_CASE("a runtime with a heap flag gets its heap from the memory limit and no address-space cap", "[program]") {
  Program jvm;
  jvm.argv = {"java", "Main"};
  jvm.heap_flag = "-Xmx";
  const Program native = own_main_program({"a.out"}, true);
  struct Row {
    const Program* program;
    std::uint64_t memory_bytes;
    std::vector<std::string> argv;
    bool cap_address_space;
  };
  const Row rows[] = {
      {&jvm, std::uint64_t{256} << 20, {"java", "-Xmx192m", "Main"}, false},
      {&jvm, std::uint64_t{1} << 20, {"java", "-Xmx1m", "Main"}, false},  // never -Xmx0m
      {&jvm, 0, {"java", "Main"}, false},                                 // no limit: the JVM's own default
      {&native, std::uint64_t{256} << 20, {"a.out"}, true},
  };
  for (const Row& row : rows) {
    CAPTURE(row.program->argv.front(), row.memory_bytes);
    std::vector<std::string> argv = row.program->argv;
    Limits limits;
    limits.memory_bytes = row.memory_bytes;
    fit_heap(*row.program, argv, limits);
    CHECK(argv == row.argv);
    CHECK(limits.cap_address_space == row.cap_address_space);
    CHECK(limits.memory_bytes == row.memory_bytes);
  }
}

TEST_CASE("the build's name for a one-file submission reads as the student's in every message", "[program]") {
  const std::string built = harness::kBuiltSourceStem;
  struct Row {
    std::string text, own, expected;
  };
  const Row rows[] = {
      {"src/" + built + ".cpp:12:3: error: expected", "alice", "src/alice.cpp:12:3: error: expected"},
      {"/usr/bin/ld: ./" + built + ".o: in function `main':\n" + built + ".cpp:(.text+0x5): undefined", "bob",
       "/usr/bin/ld: ./bob.o: in function `main':\nbob.cpp:(.text+0x5): undefined"},
      {"with-driver: src/" + built + ".cpp:4: bool solve(): Assertion `x' failed.", "-o",
       "with-driver: src/-o.cpp:4: bool solve(): Assertion `x' failed."},
      // A folder submission (no own stem) and a text without the name are left as they are.
      {"src/" + built + ".cpp:1:1: error", "", "src/" + built + ".cpp:1:1: error"},
      {"src/a.cpp:1:1: error", "alice", "src/a.cpp:1:1: error"},
      {"", "alice", ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text, row.own);
    CHECK(harness::own_source_names(row.text, row.own) == row.expected);
  }
}
