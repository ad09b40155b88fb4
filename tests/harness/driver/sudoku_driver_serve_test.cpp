// sudoku_driver.py --serve, the warm runtime's prototype (docs/protocol.md,
// "One warm runtime per submission"), driven from outside the harness as
// the grader is meant to drive it: requests on stdin one at a time, the
// answers on stdout, the boundaries on fd 3, and the process's CPU time
// read by this test (its CPU clock, not anything in the process) at each
// boundary. Unboxed: the box's part is not built yet.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "file_text.h"
#include "temp_dir.h"

extern char** environ;

namespace fs = std::filesystem;

namespace {

constexpr int kTimeoutMs = 20000;   // a hung driver fails the test instead of hanging it

// One served driver: the module imported once, then request after request.
class ServedDriver {
 public:
  /// Without `channel`, fd 3 is left closed.
  ServedDriver(const TempDir& dir, const std::string& module_text, bool channel = true)
      : stderr_path_(dir / "stderr") {
    const fs::path module = dir / "student.py";
    std::ofstream(module) << module_text;
    int in[2], out[2], marks[2];
    REQUIRE(pipe2(in, O_CLOEXEC) == 0);
    REQUIRE(pipe2(out, O_CLOEXEC) == 0);
    REQUIRE(pipe2(marks, O_CLOEXEC) == 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, stderr_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (channel) {
      posix_spawn_file_actions_adddup2(&actions, marks[1], 3);
    } else {   // closed whatever this process has there (ctest leaves one open): opened first, so the close cannot fail
      posix_spawn_file_actions_addopen(&actions, 3, "/dev/null", O_RDONLY, 0);
      posix_spawn_file_actions_addclose(&actions, 3);
    }
    const std::string driver = std::string(SOURCE_DIR) + "/harness/driver/sudoku_driver.py";
    std::vector<std::string> words = {"/usr/bin/python3", "-I", "-B", driver, module.string(), "--serve"};
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    const int spawned = posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    close(marks[1]);
    requests_ = in[1];
    answers_ = out[0];
    marks_ = marks[0];
    REQUIRE(spawned == 0);
  }
  ~ServedDriver() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    for (int fd : {requests_, answers_, marks_})
      if (fd >= 0) close(fd);
  }

  /// The next line on fd 3, "" at its end (or after kTimeoutMs).
  std::string next_mark() { return read_line(marks_); }

  /// The process's CPU time (every thread), as the grader reads it: the
  /// kernel's clock of the process, which nothing in it can set.
  double cpu_ms() const {
    clockid_t clock;
    REQUIRE(clock_getcpuclockid(pid_, &clock) == 0);
    timespec now{};
    REQUIRE(clock_gettime(clock, &now) == 0);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
  }

  void send(const std::string& request) {
    REQUIRE(write(requests_, request.data(), request.size()) == static_cast<ssize_t>(request.size()));
  }

  /// An answer's `lines` lines from stdout.
  std::string answer(int lines) {
    std::string text;
    for (int i = 0; i < lines; ++i) text += read_line(answers_) + "\n";
    return text;
  }

  /// No more requests: the exit status once the driver has ended.
  int finish() {
    close(requests_);
    requests_ = -1;
    int status = 0;
    REQUIRE(waitpid(pid_, &status, 0) == pid_);
    pid_ = -1;
    return status;
  }

  std::string stderr_text() const { return text_of(stderr_path_); }

 private:
  static std::string read_line(int fd) {
    std::string line;
    char c = 0;
    for (;;) {
      pollfd ready{fd, POLLIN, 0};
      if (poll(&ready, 1, kTimeoutMs) != 1) return line;
      if (read(fd, &c, 1) != 1 || c == '\n') return line;
      line += c;
    }
  }

  fs::path stderr_path_;
  pid_t pid_ = -1;
  int requests_ = -1, answers_ = -1, marks_ = -1;
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
  CHECK(driver.stderr_text() == "sudoku-driver: calling solve\nsudoku-driver: calling solve\n"
                                "sudoku-driver: calling solve\n");
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
  CHECK_THAT(err, Catch::EndsWith("sudoku-driver: calling solve\nsudoku-driver: exception in solve\n"
                                  "Traceback (most recent call last):\n"
                                  "  File \"student.py\", line 3, in solve\n"
                                  "    raise ValueError('nine')\n"
                                  "ValueError: nine\n"));
}

TEST_CASE("a module that reads stdin, at import or in a call, takes no request: it reads nothing",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "import sys\n"
                           "at_import = len(sys.stdin.read())\n"
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

TEST_CASE("sudoku_driver.py --serve exits 125, the grader's mistake, without fd 3 or on a malformed request",
          "[sudoku_driver_serve][process]") {
  const TempDir dir("serve-test");
  const std::string module = "def solve(grid):\n    return True\n";
  SECTION("no fd 3") {
    ServedDriver driver(dir, module, false);
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 125));
    CHECK(driver.stderr_text() == "sudoku-driver: --serve needs the boundary channel open on fd 3\n");
  }
  SECTION("a request line without its row count") {
    ServedDriver driver(dir, module);
    REQUIRE(driver.next_mark() == "started");
    REQUIRE(driver.next_mark() == "ready");
    driver.send("solve\n" + kEmpty4);
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 125));
    CHECK(driver.stderr_text() == "sudoku-driver: request line 'solve' is not ROWS ENTRY [ARGS...]\n");
  }
  SECTION("requests that end inside a grid") {
    ServedDriver driver(dir, module);
    REQUIRE(driver.next_mark() == "started");
    REQUIRE(driver.next_mark() == "ready");
    driver.send("4 solve\n0000\n");
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 125));
    CHECK(driver.stderr_text() == "sudoku-driver: the requests end inside a grid\n");
  }
}
