// SIGINT and SIGTERM sent to the sudoku-grade binary in the middle of its
// work: it stops without a hang, leaves no process, box or run folder
// behind, keeps every report it finished and writes no half one, says how
// to go on, and exits 128 + the signal; run again, it grades only the rest.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "background_grader.h"
#include "hostile/hostile_suite.h"

using namespace hostile_suite;

namespace {

const fs::path kCases = fs::path(SOURCE_DIR) / "tests/submissions/cases.yaml";

std::vector<std::string> files_ending(const fs::path& folder, const std::string& ending) {
  std::vector<std::string> found;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (name.size() >= ending.size() && name.compare(name.size() - ending.size(), ending.size(), ending) == 0)
      found.push_back(name);
  }
  return found;
}

}  // namespace

TEST_CASE("SIGINT mid-batch keeps the finished reports, stops the running student, and a rerun does the rest",
          "[stop_signal][process][slow]") {
  TempDir temp("stop-signal-batch");
  const fs::path klass = temp / "class", out = temp / "out", runs = temp / "runs";
  fs::create_directories(klass);
  fs::create_directories(runs);
  // alice quick, bob asleep in every case (until his time limit, a second each), carol never reached.
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", klass / "alice.cpp");
  fs::copy_file(fs::path(BINARY_DIR) / "fixtures/sleep_forever", klass / "bob");
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/python/sudoku.py", klass / "carol.py");
  const std::vector<std::string> batch = {
      "batch", klass.string(), "--cases", kCases.string(), "--out", out.string(), "--cache", kTestCache.string(), "-j",
      "1"};

  BackgroundGrader first(batch, runs, temp.path);
  const bool bob_running = wait_until([&] { return !first.running() || !processes_running(klass / "bob").empty(); }) &&
                           first.running();
  const std::string alice = text_of(out / "alice.json");
  kill(first.pid, SIGINT);
  const int code = first.wait();
  INFO(text_of(first.err));
  REQUIRE(bob_running);
  CHECK(code == 130);
  CHECK_THAT(text_of(first.err),
             Catch::EndsWith("sudoku-grade batch: interrupted (SIGINT): 1 of 3 students graded, their reports kept; "
                             "run the same command again to go on\n"));
  CHECK(text_of(out / "alice.json") == alice);
  CHECK_FALSE(fs::exists(out / "bob.json"));
  CHECK_FALSE(fs::exists(out / "carol.json"));
  CHECK(files_ending(out, ".tmp").empty());
  CHECK_THAT(text_of(out / "grades.csv"), Catch::Contains("\nalice,"));
  CHECK_THAT(text_of(out / "grades.csv"), !Catch::Contains("\nbob,"));
  // Nothing of the grader is left: bob's program, its box's cgroup, the run folders.
  CHECK(processes_running(klass / "bob").empty());
  CHECK(cgroups_named("sudoku-grade-" + std::to_string(first.pid) + "-").empty());
  CHECK(fs::is_empty(runs));

  // bob hands in a solution meanwhile; the rerun grades him and carol, not alice.
  fs::remove(klass / "bob");
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", klass / "bob.cpp");
  BackgroundGrader second(batch, runs, temp.path);
  CHECK(second.wait() == 0);
  CHECK_THAT(text_of(second.out), Catch::StartsWith("2 graded, 1 already done, "));
  CHECK(text_of(out / "alice.json") == alice);
  CHECK(fs::exists(out / "bob.json"));
  CHECK(fs::exists(out / "carol.json"));
}

TEST_CASE("SIGTERM during grade writes no report and leaves no process", "[stop_signal][process]") {
  TempDir temp("stop-signal-grade");
  const fs::path runs = temp / "runs";
  fs::create_directories(runs);
  fs::copy_file(fs::path(BINARY_DIR) / "fixtures/sleep_forever", temp / "sleeper");
  BackgroundGrader grader({"grade", (temp / "sleeper").string(), "--cases", kCases.string(), "--sandbox", "off", "-j",
                           "2", "--json", (temp / "report.json").string()},
                          runs, temp.path);
  const bool running = wait_until([&] { return !grader.running() || !processes_running(temp / "sleeper").empty(); }) &&
                       grader.running();
  kill(grader.pid, SIGTERM);
  const int code = grader.wait();
  INFO(text_of(grader.err));
  REQUIRE(running);
  CHECK(code == 143);
  CHECK_THAT(text_of(grader.err), Catch::EndsWith("sudoku-grade grade: interrupted (SIGTERM): no report written\n"));
  // Rows print as they are decided; none was, and no total is printed for a grade that did not end.
  CHECK_THAT(text_of(grader.out), !Catch::Contains("total ") && !Catch::Contains(" AC "));
  CHECK_FALSE(fs::exists(temp / "report.json"));
  CHECK_FALSE(fs::exists(temp / "report.json.tmp"));
  CHECK(processes_running(temp / "sleeper").empty());
  CHECK(fs::is_empty(runs));
}

namespace {

// Whether a process running `program` descends from `ancestor` (through the keeper and the box's init).
bool descendant_running(pid_t ancestor, const fs::path& program) {
  std::map<pid_t, pid_t> parent;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string stat = text_of(entry.path() / "stat");
    const auto paren = stat.rfind(')');
    if (paren == std::string::npos) continue;
    std::istringstream rest(stat.substr(paren + 2));
    char state = 0;
    pid_t ppid = 0;
    if (rest >> state >> ppid) parent[std::stoi(name)] = ppid;
  }
  for (const pid_t pid : processes_running(program))
    for (pid_t up = pid, steps = 0; up > 1 && steps < 16; ++steps) {
      const auto found = parent.find(up);
      if (found == parent.end()) break;
      up = found->second;
      if (up == ancestor) return true;
    }
  return false;
}

}  // namespace

TEST_CASE("SIGTERM while a warm runtime floods the marks channel ends the grader at once",
          "[stop_signal][process][slow]") {
  // One writer of endless "ready" lines, in a pipe of 1 MiB: the grader before took each, kept
  // the rest (read 256 bytes at a time) and, stopped, took what it had kept
  // 64 bytes at a time from the front: 4 minutes at 100% CPU for one
  // student, two of them after a SIGTERM. The flood students come first, a
  // sleeper keeps the grader busy after them.
  TempDir temp("stop-signal-flood");
  const fs::path klass = temp / "class", out = temp / "out", runs = temp / "runs";
  fs::create_directories(klass);
  fs::create_directories(runs);
  for (const char* student : {"a", "b", "c", "d"})
    std::ofstream(klass / (std::string(student) + "-flood.py"))
        << "import fcntl, os\n"
           "def solve(grid):\n"
           "    fcntl.fcntl(3, 1031, 1 << 20)   # F_SETPIPE_SZ\n"
           "    chunk = b'ready\\n' * 100000\n"
           "    while True:\n"
           "        os.write(3, chunk)\n";
  fs::copy_file(fs::path(BINARY_DIR) / "fixtures/sleep_forever", klass / "z-sleeper");
  BackgroundGrader grader({"batch", klass.string(), "--cases", kCases.string(), "--out", out.string(), "--cache",
                           kTestCache.string(), "-j", "1"},
                          runs, temp.path);
  const fs::path python = "/usr/bin/python3";
  const bool flooding = wait_until([&] {
                          return !grader.running() || descendant_running(grader.pid, python) ||
                                 !processes_running(klass / "z-sleeper").empty();
                        }) &&
                        grader.running();
  REQUIRE(flooding);
  // Long enough a flood for the grader before to keep a few hundred MB: a
  // minute's work after the signal, here. This one is at the sleeper by then.
  std::this_thread::sleep_for(4s);
  REQUIRE(grader.running());
  kill(grader.pid, SIGTERM);
  // A hang detector, not a timing: the runs end within the keeper's poll (50 ms).
  const std::optional<int> status = grader.ended_within(5s);
  INFO(text_of(grader.err));
  REQUIRE(status);
  CHECK(WIFEXITED(*status));
  CHECK(WEXITSTATUS(*status) == 143);
  CHECK(fs::is_empty(runs));
}
