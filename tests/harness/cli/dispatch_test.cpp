// sudoku-grade's main in-process: the command table, "did you mean", and
// the exit codes that say whose fault a failure is.
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <new>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "cli/command.h"
#include "cli/dispatch.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

struct Dispatched {
  int code;
  std::string out, err;
};

Dispatched sudoku_grade(std::vector<std::string> args) {
  args.insert(args.begin(), "sudoku-grade");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::ostringstream out, err;
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  const int code = harness::dispatch(static_cast<int>(argv.size()), argv.data());
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  return {code, out.str(), err.str()};
}

// A folder of this test process's own, made on first use, gone when it ends.
const fs::path& scratch() {
  static const TempDir dir("dispatch-test");
  return dir.path;
}
const std::string kCases = std::string(SOURCE_DIR) + "/tests/submissions/cases.yaml";
const std::string kExample = std::string(SOURCE_DIR) + "/examples/cpp/sudoku.cpp";

}  // namespace

TEST_CASE("a mistyped command is a usage error that names the closest command", "[dispatch]") {
  const Dispatched run = sudoku_grade({"grdae", "x.cpp"});
  CHECK(run.code == harness::kExitUsage);
  CHECK(run.err == "sudoku-grade: unknown command 'grdae' (did you mean 'grade'?)\n"
                   "try 'sudoku-grade --help'\n");
  CHECK(sudoku_grade({"check_cases"}).err.find("(did you mean 'check-cases'?)") != std::string::npos);
  CHECK(sudoku_grade({"frobnicate"}).err == "sudoku-grade: unknown command 'frobnicate'\ntry 'sudoku-grade --help'\n");
}

TEST_CASE("help lists every command of the table and the four exit codes", "[dispatch]") {
  const Dispatched run = sudoku_grade({"--help"});
  CHECK(run.code == harness::kExitOk);
  for (const auto& command : harness::commands())
    CHECK(run.out.find(std::string("\n  ") + command.name + " ") != std::string::npos);
  CHECK(run.out.find("3 a fault on the harness's side") != std::string::npos);
  CHECK(sudoku_grade({}).code == harness::kExitUsage);
}

// grade and batch probe the box (run/sandbox.h) before they read their input: a program starts.
TEST_CASE("bad input exits 2, a fault on the harness's side exits 3", "[dispatch][process]") {
  CHECK(sudoku_grade({"grade", "no-such-submission.cpp", "--cases", kCases}).code == harness::kExitUsage);
  CHECK(sudoku_grade({"grade", kExample, "--cases", "no-such-cases.yaml"}).code == harness::kExitUsage);
  // A report the harness cannot write is its own trouble (its disk's), not
  // the input's: the exit code says so. (A cache it cannot create is no
  // trouble at all: cli/cache_option_test.)
  const Dispatched not_written = sudoku_grade({"grade", kExample, "--cases", kCases, "--cache",
                                               std::string(BINARY_DIR) + "/test-cache", "--json", "/dev/null/r.json"});
  CHECK(not_written.code == harness::kExitFault);
  CHECK(not_written.err ==
        "sudoku-grade: error: /dev/null/r.json: cannot write the report: open(/dev/null/r.json.tmp): "
        "Not a directory\n");
}

TEST_CASE("an input error exits 2, and a fault, or anything else escaping a command, exits 3", "[dispatch]") {
  struct Row {
    const char* what;
    std::function<void()> thrown;
    int code;
  };
  const std::vector<Row> rows = {
      {"Error",
       [] {
         harness::fail({"cases.yaml", 3, 5}, "unknown key");
       },
       harness::kExitUsage},
      {"Fault", [] { harness::fault({"/sys/fs/cgroup/x"}, "cannot create"); }, harness::kExitFault},
      {"WriteError", [] { throw harness::WriteError({"r.json"}, "cannot write the report", ENOSPC); },
       harness::kExitFault},
      {"std::runtime_error", [] { throw std::runtime_error("internal"); }, harness::kExitFault},
      {"std::bad_alloc", [] { throw std::bad_alloc(); }, harness::kExitFault},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    try {
      row.thrown();
      FAIL("nothing thrown");
    } catch (const std::exception& e) {
      CHECK(harness::exit_code_of(e) == row.code);
    }
  }
}

TEST_CASE("a case file's mistake exits 2 at its line, an --out that cannot be made exits 3", "[dispatch][process]") {
  const fs::path bad = scratch() / "bad.yaml";
  fs::create_directories(scratch());
  {  // The tests' case file with a key no case has, on line 9 of it.
    std::ifstream in(kCases);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    text.insert(text.find("    entry: solve\n"), "    frobnicate: 1\n");
    std::ofstream(bad) << text;
  }
  const Dispatched input = sudoku_grade({"grade", kExample, "--cases", bad.string()});
  CHECK(input.code == harness::kExitUsage);
  CHECK_THAT(input.err, Catch::StartsWith("sudoku-grade: error: " + bad.string() + ":9:5: unknown key 'frobnicate'"));
  // The folder is the user's to name, but its making failed on the machine (a file is in the way): a fault.
  const fs::path dir = scratch() / "class";
  fs::create_directories(dir);
  fs::copy_file(kExample, dir / "alice.cpp", fs::copy_options::overwrite_existing);
  std::ofstream(scratch() / "a-file") << "x";
  const fs::path out = scratch() / "a-file" / "out";
  const Dispatched fault = sudoku_grade({"batch", dir.string(), "--cases", kCases, "--out", out.string()});
  fs::remove_all(scratch());
  CHECK(fault.code == harness::kExitFault);
  CHECK(fault.err == "sudoku-grade: error: " + out.string() + ": cannot create the output folder: Not a directory\n");
}

TEST_CASE("an error naming a file a student named prints it as escapes, on one line", "[dispatch][process]") {
  const fs::path dir = scratch() / "named";
  const std::string name = "x\x1b[2J\n::error::forged";
  fs::create_directories(dir / name);
  std::ofstream(dir / (name + ".cpp")) << "int main() {}\n";
  const Dispatched run = sudoku_grade(
      {"batch", dir.string(), "--cases", kCases, "--out", (scratch() / "out").string()});
  fs::remove_all(scratch());
  CHECK(run.code == harness::kExitUsage);
  CHECK_THAT(run.err, Catch::Contains("two submissions for student 'x\\x1b[2J\\n::error::forged'"));
  CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  CHECK(run.err.find('\x1b') == std::string::npos);
}

TEST_CASE("batch exits 3 when a student's report cannot be written", "[dispatch][process]") {
  const fs::path dir = scratch() / "class", out = scratch() / "out";
  fs::create_directories(dir);
  fs::copy_file(kExample, dir / "alice.cpp", fs::copy_options::overwrite_existing);
  fs::copy_file(kExample, dir / "bob.cpp", fs::copy_options::overwrite_existing);
  // A folder where alice's report goes: the rename over it fails.
  fs::create_directories(out / "alice.json" / "in-the-way");
  const Dispatched run = sudoku_grade({"batch", dir.string(), "--cases", kCases, "--out", out.string(), "--cache",
                                       std::string(BINARY_DIR) + "/test-cache", "-j", "1"});
  CHECK(run.code == harness::kExitFault);
  CHECK_THAT(run.err, Catch::Contains("sudoku-grade batch: error: " + (out / "alice.json").string() +
                                      ": cannot write the report: rename(" + (out / "alice.json.tmp").string() +
                                      "): Is a directory\n"));
  // One refusal of that kind is this file's alone: the run goes on with bob.
  CHECK(fs::exists(out / "bob.json"));
  CHECK_THAT(run.err, !Catch::Contains("go on"));
  fs::remove_all(scratch());
}

TEST_CASE("sudoku-grade --version says the project's version, from CMake", "[dispatch]") {
  const Dispatched run = sudoku_grade({"--version"});
  CHECK(run.code == harness::kExitOk);
  CHECK(run.out == std::string("sudoku-grade ") + SUDOKU_GRADE_VERSION + "\n");
  CHECK(run.out.find('.') != std::string::npos);
}

TEST_CASE("sudoku-grade -V is --version, and help COMMAND is COMMAND --help", "[dispatch]") {
  CHECK(sudoku_grade({"-V"}).out == sudoku_grade({"--version"}).out);
  CHECK(sudoku_grade({"-V"}).code == harness::kExitOk);
  const Dispatched help = sudoku_grade({"help", "grade"});
  CHECK(help.code == harness::kExitOk);
  CHECK(help.out == sudoku_grade({"grade", "--help"}).out);
  CHECK_THAT(help.out, Catch::Contains("Usage: sudoku-grade grade [OPTIONS]"));
  // An unknown command after help is named as one.
  CHECK(sudoku_grade({"help", "grdae"}).err.find("unknown command 'grdae' (did you mean 'grade'?)") !=
        std::string::npos);
}

TEST_CASE("every command's help fits in 80 columns when stdout is no terminal", "[dispatch]") {
  unsetenv("COLUMNS");
  for (const auto& command : harness::commands()) {
    CAPTURE(command.name);
    const Dispatched help = sudoku_grade({command.name, "--help"});
    std::istringstream lines(help.out);
    for (std::string line; std::getline(lines, line);) {
      CAPTURE(line);
      // Wider only where one word (an option and its argument's name) is.
      CHECK((line.size() <= 80 || line.find("  ", line.find_first_not_of(' ')) == std::string::npos));
    }
  }
}

TEST_CASE("a mistyped option is named with the option it most likely meant", "[dispatch]") {
  const Dispatched run = sudoku_grade({"grade", "x.cpp", "--cahce", "/tmp"});
  CHECK(run.code == harness::kExitUsage);
  CHECK(run.err == "sudoku-grade grade: unknown option '--cahce' (did you mean '--cache'?)\n"
                   "try 'sudoku-grade grade --help'\n");
  CHECK(sudoku_grade({"batch", "d", "--out=o", "--cases=c", "--jbos=2"})
            .err.find("unknown option '--jbos' (did you mean '--jobs'?)") != std::string::npos);
  CHECK(sudoku_grade({"solve", "--frobnicate"}).err.find("unknown option '--frobnicate'\n") != std::string::npos);
}

TEST_CASE("a command's usage line names it as it is typed", "[dispatch]") {
  CHECK(sudoku_grade({"grade", "--help"}).out.find("Usage: sudoku-grade grade [OPTIONS]") != std::string::npos);
}
