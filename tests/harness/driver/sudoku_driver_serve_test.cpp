// sudoku_driver.py --serve, the warm runtime's Python driver (docs/protocol.md,
// "One warm runtime per submission"), driven from outside the harness as the
// grader drives it (served_driver.h).
#include <sys/wait.h>

#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "judge/protocol.h"
#include "served_driver.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

// The Python driver serving `module_text` as student.py.
class ServedDriver : public served_driver::ServedDriver {
 public:
  ServedDriver(const TempDir& dir, const std::string& module_text, bool channel = true)
      : served_driver::ServedDriver(dir, words(dir, module_text), channel) {}

 private:
  static std::vector<std::string> words(const TempDir& dir, const std::string& module_text) {
    const fs::path module = dir / "student.py";
    std::ofstream(module) << module_text;
    const std::string driver = std::string(SOURCE_DIR) + "/harness/driver/sudoku_driver.py";
    return {"/usr/bin/python3", "-I", "-B", driver, module.string(), "--serve"};
  }
};

const std::string kEmpty4 = "0000\n0000\n0000\n0000\n";

std::string solve_request(const std::string& grid = kEmpty4) { return "4 solve\n" + grid; }

}  // namespace

TEST_CASE("sudoku_driver.py --serve answers request after request in one process, whose globals last from one case to the next",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  // Each call writes how many calls this process has seen into the grid.
  ServedDriver driver(dir, "calls = 0\n"
                           "def solve(grid):\n"
                           "    global calls\n"
                           "    calls += 1\n"
                           "    grid[0][0] = calls\n"
                           "    return True\n");
  CHECK(driver.next_mark() == "started");
  CHECK(driver.next_mark() == "ready");
  for (int call = 1; call <= 3; ++call) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "True\n" + std::to_string(call) + "000\n0000\n0000\n0000\n");
    CHECK(driver.next_mark() == "done");
  }
  // An entry the module lacks is NotImplemented, and the runtime goes on.
  driver.send("4 count_solutions 2\n" + kEmpty4);
  CHECK(driver.answer(1) == "NotImplemented\n");
  CHECK(driver.next_mark() == "done");
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  CHECK(driver.next_mark().empty());
  // Each of the driver's lines after a newline of its own (protocol_words.h, kDriverLineStart).
  CHECK(driver.stderr_text() == "\nsudoku-driver: calling solve\n\nsudoku-driver: calling solve\n"
                                "\nsudoku-driver: calling solve\n");
}

TEST_CASE("the grader times each case from the boundaries: the interpreter's start before 'started', the module's "
          "import between 'started' and 'ready', each call between one mark and the next",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  // 300 ms of CPU at import, 100 ms in each call (process_time: CPU, not wall).
  ServedDriver driver(dir, "import time\n"
                           "def burn(seconds):\n"
                           "    start = time.process_time()\n"
                           "    while time.process_time() - start < seconds:\n"
                           "        pass\n"
                           "burn(0.3)\n"
                           "def solve(grid):\n"
                           "    burn(0.1)\n"
                           "    return False\n");
  REQUIRE(driver.next_mark() == "started");
  const double started = driver.cpu_ms();
  REQUIRE(driver.next_mark() == "ready");
  const double ready = driver.cpu_ms();
  std::vector<double> cases;
  double before = ready;
  for (int i = 0; i < 2; ++i) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "False\n" + kEmpty4);
    REQUIRE(driver.next_mark() == "done");
    const double after = driver.cpu_ms();
    cases.push_back(after - before);
    before = after;
  }
  CAPTURE(started, ready, cases);
  // The interpreter's start (tens of ms) is before 'started': never a case's.
  CHECK(started > 0);
  CHECK(ready - started >= 290);   // the student's import
  CHECK(ready - started < 2000);
  for (double ms : cases) {
    CHECK(ms >= 95);                // the call
    CHECK(ms < 300);                // and the driver's own few ms, not the import nor the start
  }
  CHECK(driver.finish() == 0);
}

TEST_CASE("a call that raises ends the runtime: the answers before it stand, then exit 1 and the student's traceback",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "def solve(grid):\n"
                           "    if grid[0][0] == 9:\n"
                           "        raise ValueError('nine')\n"
                           "    return True\n");
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n" + kEmpty4);
  CHECK(driver.next_mark() == "done");
  driver.send(solve_request("9000\n0000\n0000\n0000\n"));
  CHECK(driver.next_mark().empty());   // no 'done': the channel ends with the process
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  const std::string err = driver.stderr_text();
  CHECK_THAT(err, Catch::EndsWith("\nsudoku-driver: calling solve\n\nsudoku-driver: exception in solve\n"
                                  "Traceback (most recent call last):\n"
                                  "  File \"student.py\", line 3, in solve\n"
                                  "    raise ValueError('nine')\n"
                                  "ValueError: nine\n"));
}

TEST_CASE("what a call prints, with print() or on sys.stderr, is written in its order before the case's 'done', "
          "through one block-buffered stream: what os._exit leaves in it is lost, as outside",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "import os, sys\n"
                           "def solve(grid):\n"
                           "    print('out 1')\n"
                           "    print('err 2', file=sys.stderr)\n"
                           "    print('out 3')\n"
                           "    if grid[0][0] == 9:\n"
                           "        print('never written', file=sys.stderr)\n"
                           "        os._exit(3)\n"
                           "    return True\n");
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n" + kEmpty4);
  REQUIRE(driver.next_mark() == "done");
  // In their order (sys.stderr, line-buffered, wrote 'err 2' first), and out before 'done'.
  CHECK(driver.stderr_text() == "\nsudoku-driver: calling solve\nout 1\nerr 2\nout 3\n");
  driver.send(solve_request("9000\n0000\n0000\n0000\n"));
  CHECK(driver.next_mark().empty());
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 3));
  // Buffered, not written a line at a time: os._exit ends the process before the next flush.
  CHECK(driver.stderr_text() ==
        "\nsudoku-driver: calling solve\nout 1\nerr 2\nout 3\n\nsudoku-driver: calling solve\n");
}

TEST_CASE("a module that reads stdin, at import or in a call, takes no request: it reads nothing",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  // fd 0 itself at import (sys.stdin raises there: the next test), sys.stdin in a call.
  ServedDriver driver(dir, "import os, sys\n"
                           "at_import = len(os.read(0, 100))\n"
                           "def solve(grid):\n"
                           "    grid[0][0] = at_import + len(sys.stdin.read())\n"
                           "    return True\n");
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  for (int i = 0; i < 2; ++i) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "True\n" + kEmpty4);
    CHECK(driver.next_mark() == "done");
  }
  CHECK(driver.finish() == 0);
}

TEST_CASE("a module that reads sys.stdin as it is imported is told so, with its line, and is never ready",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "import sys\n"
                           "size = int(input('size? '))\n"
                           "def solve(grid):\n"
                           "    return True\n");
  REQUIRE(driver.next_mark() == "started");
  CHECK(driver.next_mark().empty());   // no 'ready'
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  const std::optional<harness::InputWhileLoading> reads = harness::input_while_loading(driver.stderr_text());
  REQUIRE(reads);
  CHECK(reads->line == 2);
  CHECK_THAT(reads->account, Catch::Contains("line 2, in <module>"));
}

TEST_CASE("sudoku_driver.py --serve exits 125, the grader's mistake, without fd 3 or on a malformed request",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  const std::string module = "def solve(grid):\n    return True\n";
  served_driver::check_usage_refusals([&](bool channel) -> std::unique_ptr<served_driver::ServedDriver> {
    return std::make_unique<ServedDriver>(dir, module, channel);
  });
}
