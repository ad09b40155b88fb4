// What grade asks the runner for, case by case: run_spec_for is the one
// place a case's limits and input become a run.
#include "judge/grade.h"

#include <catch2/catch.hpp>

#include <sched.h>
#include <signal.h>
#include <sys/types.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <thread>
#include <vector>

#include "case_builders.h"
#include "report/redact.h"
#include "temp_dir.h"

using namespace harness;
using namespace case_builders;

TEST_CASE("a case's limits become the run's, the process cap and the box included", "[grade]") {
  Case c = solve_case(Entry::Solve, kPuzzle, true);
  c.limits.time = std::chrono::milliseconds(700);
  c.limits.memory_mb = 64;
  c.limits.processes = 200;
  Program program;
  program.argv = {"/cache/build-1/with-driver"};
  GradeOptions options;
  options.time_scale = 2.0;
  options.sandbox = std::make_shared<Sandbox>(SandboxLevel::Off, BoxFeatures{});
  const RunSpec spec = run_spec_for(program, c, options);
  CHECK(spec.argv == std::vector<std::string>{"/cache/build-1/with-driver", "solve"});
  CHECK(spec.limits.cpu.count() == 1400);
  CHECK(spec.limits.cpu_backstop.count() == 1681);     // a fifth past the limit
  CHECK(spec.limits.wall.count() == 3 * 1400 + 1000);  // the wall clock is only a backstop
  CHECK(spec.limits.memory_bytes == std::uint64_t{64} << 20);
  CHECK(spec.limits.processes == 200);
  CHECK(spec.sandbox == options.sandbox.get());
  CHECK(spec.stdin_text.rfind("000654001\n103000050\n", 0) == 0);
}

namespace {

// One core crowded by `spinners` busy threads, the calling thread (and so
// every process it starts, which inherits its affinity) pinned to it too:
// a program run meanwhile gets about 1 / (spinners + 1) of a core, starved by
// the machine as a busy one starves it, waiting runnable.
class CrowdedCore {
 public:
  explicit CrowdedCore(int spinners) {
    sched_getaffinity(0, sizeof before_, &before_);
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(sched_getcpu() < 0 ? 0 : sched_getcpu(), &one);
    sched_setaffinity(0, sizeof one, &one);
    for (int i = 0; i < spinners; ++i)
      threads_.emplace_back([this, one] {
        sched_setaffinity(0, sizeof one, &one);
        while (!done_.load(std::memory_order_relaxed)) {
        }
      });
  }
  ~CrowdedCore() {
    done_ = true;
    for (std::thread& thread : threads_) thread.join();
    sched_setaffinity(0, sizeof before_, &before_);
  }
  CrowdedCore(const CrowdedCore&) = delete;
  CrowdedCore& operator=(const CrowdedCore&) = delete;

 private:
  cpu_set_t before_{};
  std::atomic<bool> done_{false};
  std::vector<std::thread> threads_;
};

CaseFile two_count_cases() {
  CaseFile file;
  file.path = "t.yaml";
  for (const char* name : {"first", "second"}) {
    Case c = count_case(kPuzzle, 2, 1);
    c.name = name;
    c.points = 1;
    file.cases.push_back(c);
  }
  return file;
}

}  // namespace

TEST_CASE("a submission that did not build gets the build's failure on every case, and nothing runs", "[grade]") {
  const Judgement failure(Verdict::CE, "does not compile", "", "a.cpp:1:1: error: expected ';'");
  GradeOptions options;
  options.sandbox = std::make_shared<Sandbox>(SandboxLevel::Off, BoxFeatures{});
  // The path is only named in the result: grading builds nothing.
  const GradeResult graded = grade_submission("no/such/a.cpp", Prepared{std::nullopt, failure}, {two_count_cases()},
                                              options);
  CHECK(graded.submission == "no/such/a.cpp");
  REQUIRE(graded.build_failure);
  CHECK(*graded.build_failure == failure);
  REQUIRE(graded.files.at(0).cases.size() == 2);
  for (const CaseResult& c : graded.files[0].cases) {
    CHECK(c.verdict == Verdict::CE);
    CHECK(c.reason == "not run: the submission does not compile");
    CHECK(c.points == 0);
    CHECK(c.max_points == 1);
  }
}

TEST_CASE("grading runs the program it is given, and builds the submission no second time", "[grade][process]") {
  GradeOptions options;
  options.sandbox = std::make_shared<Sandbox>(SandboxLevel::Off, BoxFeatures{});
  // A path that is no submission: preparing it again would throw. The program
  // answers every count with 1, and the grid as it came.
  const Prepared prepared{own_main_program({"/bin/sh", "-c", "echo 1; cat"}, true), {}};
  const GradeResult graded = grade_submission("no/such/a.cpp", prepared, {two_count_cases()}, options);
  CHECK_FALSE(graded.build_failure);
  for (const CaseResult& c : graded.files.at(0).cases) {
    CAPTURE(c.name, c.reason);
    CHECK(c.verdict == Verdict::AC);
    CHECK(c.points == 1);
  }
}

TEST_CASE("a TLE says what the document's algorithm needs on the case, a hidden case does not show it",
          "[grade][process][slow]") {
  // A solve that busy-waits: TLE on any grid. The lesson's Test 1 takes
  // reading order about 3,000 placements, far within the limit.
  CaseFile file;
  file.path = "t.yaml";
  for (const auto visibility : {Visibility::Visible, Visibility::Hidden}) {
    Case c = solve_case(Entry::Solve, kPuzzle, true);
    c.name = visibility == Visibility::Visible ? "shown" : "hidden";
    c.visibility = visibility;
    c.limits.time = std::chrono::milliseconds(300);
    file.cases.push_back(c);
  }
  GradeOptions options;
  options.compile.cache_dir = std::filesystem::path(BINARY_DIR) / "test-cache";
  const std::filesystem::path loop = std::filesystem::path(SOURCE_DIR) /
                                     "tests/submissions/time_limit_exceeded/infinite_loop.cpp";
  const GradeResult graded = grade_submission(loop, prepare_submission(loop, options), {file}, options);
  for (const CaseResult& c : graded.files.at(0).cases) {
    CAPTURE(c.name, c.reason);
    CHECK(c.verdict == Verdict::TLE);
    CHECK(std::regex_match(
        c.reason,
        std::regex("cpu time 3[0-9]{2} ms, over the limit of 300 ms; "
                   "the document's reading order needs ([0-9]+ ms|less than 1 ms) here \\(the C\\+\\+ reference\\)")));
  }
  const GradeResult student = redacted_for(graded, Audience::Student);
  CHECK_THAT(student.files[0].cases[0].reason, Catch::Contains("the document's reading order needs"));
  const CaseResult& hidden = student.files[0].cases[1];
  CHECK(hidden.verdict == Verdict::TLE);
  CHECK(hidden.reason + hidden.hint + hidden.details == "");
}

TEST_CASE("a file with main and functions runs the driver's program for a grid case and its own for a session",
          "[grade]") {
  Program program;
  program.argv = {"/cache/build-1/both-with-driver"};
  program.session_argv = {"/cache/build-1/both-own-main"};
  program.kind = ProgramKind::DriverAndOwnMain;
  Case session;
  session.entry = Entry::Session;
  session.expect = SessionExpect{"1\n8\n", "choice> 1\n"};
  const GradeOptions options;
  const RunSpec grid_run = run_spec_for(program, count_case(kPuzzle, 2, 1), options);
  CHECK(grid_run.argv == std::vector<std::string>{"/cache/build-1/both-with-driver", "count_solutions", "2"});
  const RunSpec session_run = run_spec_for(program, session, options);
  CHECK(session_run.argv == std::vector<std::string>{"/cache/build-1/both-own-main"});
  CHECK(session_run.stdin_text == "1\n8\n");
}

TEST_CASE("a language's program: its folder, its start-up on top of the limit, its heap from the case's memory",
          "[grade]") {
  Case c = solve_case(Entry::Solve, kPuzzle, true);
  c.limits.time = std::chrono::milliseconds(1000);
  c.limits.memory_mb = 256;
  Program program;
  program.argv = {"java", "-cp", "/submission", "SudokuDriver"};
  program.kind = ProgramKind::Driver;
  program.submission_dir = "/cache/build-2/submission";
  program.startup = std::chrono::milliseconds(350);
  program.heap_flag = "-Xmx";
  const RunSpec spec = run_spec_for(program, c, GradeOptions{});
  CHECK(spec.argv == std::vector<std::string>{"java", "-Xmx192m", "-cp", "/submission", "SudokuDriver", "solve"});
  CHECK(spec.limits.cpu.count() == 1350);
  CHECK(spec.limits.wall.count() == 3 * 1350 + 1000);
  CHECK(spec.submission_dir == "/cache/build-2/submission");
  // The heap flag caps the JVM's heap; an address-space cap would stop it starting.
  CHECK(spec.limits.memory_bytes == std::uint64_t{256} << 20);
  CHECK_FALSE(spec.limits.cap_address_space);
}

TEST_CASE("a language's time factor multiplies the case's limit, before its start-up is added, and its runtime's "
          "memory comes on top of the case's",
          "[grade]") {
  Case c = solve_case(Entry::Solve, kPuzzle, true);
  c.limits.time = std::chrono::milliseconds(1000);
  Program program;
  program.argv = {"racket", "/submission/driver/racket_driver.rkt", "/submission/src/sudoku.rkt"};
  program.kind = ProgramKind::Driver;
  program.startup = std::chrono::milliseconds(600);
  program.time_factor = 4;
  program.runtime_bytes = std::uint64_t{135} << 20;
  c.limits.memory_mb = 128;
  GradeOptions options;
  options.time_scale = 0.5;
  const RunSpec spec = run_spec_for(program, c, options);
  CHECK(spec.limits.cpu.count() == 2600);
  CHECK(spec.limits.wall.count() == 3 * 2600 + 1000);
  CHECK(spec.limits.memory_bytes == std::uint64_t{263} << 20);
}

TEST_CASE("a process the machine starves to a tenth of a core is not judged, never TLE, even one that loops for ever",
          "[grade][process][slow][serial]") {
  // Runs alone (ctest RUN_SERIAL): the starving is this test's, nine busy
  // threads on the program's one core.
  Case c = solve_case(Entry::Solve, kPuzzle, true);
  c.limits.time = std::chrono::milliseconds(300);
  GradeOptions options;
  options.sandbox = std::make_shared<Sandbox>(SandboxLevel::Off, BoxFeatures{});
  Program forever;
  forever.argv = {"/usr/bin/python3", "-c", "while True: pass\n"};
  CaseResult result;
  {
    const CrowdedCore crowded(9);
    result = grade_case(forever, c, options);
  }
  CHECK(result.verdict == Verdict::JE);
  CHECK_THAT(result.reason, Catch::StartsWith("not judged: the machine was overloaded (in 4 runs, each stopped at "
                                              "the wall backstop of 1900 ms"));
  CHECK_THAT(result.reason, !Catch::Contains("TLE"));
}

TEST_CASE("a process that works a while and then sleeps is TLE, never not judged, however busy the machine",
          "[grade][process][slow][serial]") {
  // 120 ms of work is more than a twentieth of the 1.9 s backstop: by the
  // CPU's share alone it looked starved, and a student could make any case
  // "not judged" (JE) by sleeping. The kernel says it waited asleep.
  Case c = solve_case(Entry::Solve, kPuzzle, true);
  c.limits.time = std::chrono::milliseconds(300);
  GradeOptions options;
  options.sandbox = std::make_shared<Sandbox>(SandboxLevel::Off, BoxFeatures{});
  Program sleeper;
  sleeper.argv = {"/usr/bin/python3", "-c",
                  "import time\n"
                  "start = time.process_time()\n"
                  "while time.process_time() - start < 0.12: pass\n"
                  "time.sleep(60)\n"};
  for (const int spinners : {0, 3}) {
    CAPTURE(spinners);
    CaseResult result;
    {
      const CrowdedCore crowded(spinners);
      result = grade_case(sleeper, c, options);
    }
    CHECK(result.verdict == Verdict::TLE);
    CHECK_THAT(result.reason, Catch::Contains("sleeping, or blocked on input"));
  }
}
