// Grid cases of a Python module answered by one warm runtime in the full box
// (docs/protocol.md, "One warm runtime per submission"): what carries from
// case to case, a fresh runtime after a failure, each case timed alone, and
// fresh_process. The modules here fill the lesson's Test 1 from its known
// solution: the grader, not the module, is under test. Needs root and
// cgroups, as CI has (probe_sandbox(Strict) says why not otherwise).
#include "judge/warm_runtime.h"

#include <filesystem>
#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "case_builders.h"
#include "judge/grade.h"
#include "run/sandbox_probe.h"
#include "temp_dir.h"

using namespace harness;
using namespace case_builders;
using namespace std::chrono_literals;

namespace {

// The module's prelude: SOLUTION is Test 1's, fill() writes it into the grid.
std::string module_text(const std::string& rest) {
  std::string digits;
  for (const char* c = kSolution; *c; ++c)
    if (*c != ' ') digits += *c;
  return "SOLUTION = '" + digits +
         "'\n"
         "def fill(grid):\n"
         "    for i in range(81):\n"
         "        grid[i // 9][i % 9] = int(SOLUTION[i])\n"
         "    return True\n" +
         rest;
}

struct Graded {
  TempDir dir{"warm-test"};
  GradeOptions options;
  GradeResult result;

  Graded(const std::string& module, std::vector<Case> cases) {
    options.sandbox = probe_sandbox(SandboxLevel::Strict);
    options.compile.cache_dir = std::filesystem::path(BINARY_DIR) / "test-cache";
    const std::filesystem::path file = dir / "sudoku.py";
    std::ofstream(file) << module;
    CaseFile cases_file;
    cases_file.path = "t.yaml";
    for (std::size_t i = 0; i < cases.size(); ++i) {
      cases[i].name = "case " + std::to_string(i + 1);
      cases_file.cases.push_back(cases[i]);
    }
    const Prepared prepared = prepare_submission(file, options);
    REQUIRE(prepared.program);
    REQUIRE_FALSE(prepared.program->serve_argv.empty());
    for (const Case& c : cases) REQUIRE(runs_warm(*prepared.program, c, options) == !c.fresh_process);
    result = grade_submission(file, prepared, {cases_file}, options);
  }
  const CaseResult& at(std::size_t i) const { return result.files.at(0).cases.at(i); }
};

std::vector<Case> solve_cases(int n, bool fresh = false) {
  std::vector<Case> cases;
  for (int i = 0; i < n; ++i) {
    Case c = solve_case(Entry::Solve, kPuzzle, true);
    c.limits.time = 1000ms;
    c.fresh_process = fresh;
    cases.push_back(c);
  }
  return cases;
}

}  // namespace

namespace {

// The units runtime_units makes of `shape`, one letter a case: v and h a
// warm visible and hidden case, V and H the same with another memory limit,
// p and q a visible and hidden case run as a process; '|' starts the next
// case file. Each unit as "w 0 3" (a runtime, its cases) or "p 5" (a process).
std::vector<std::string> units_of(const std::string& shape) {
  std::vector<Case> cases;
  std::vector<std::size_t> file_of;
  std::vector<bool> warm;
  std::size_t file = 0;
  for (char letter : shape) {
    if (letter == '|') {
      ++file;
      continue;
    }
    Case c = solve_case(Entry::Solve, kPuzzle, true);
    c.visibility = std::string("hHq").find(letter) != std::string::npos ? Visibility::Hidden : Visibility::Visible;
    if (letter == 'V' || letter == 'H') c.limits.memory_mb *= 2;
    cases.push_back(c);
    file_of.push_back(file);
    warm.push_back(letter != 'p' && letter != 'q');
  }
  std::vector<const Case*> pointers;
  for (const Case& c : cases) pointers.push_back(&c);
  std::vector<std::string> units;
  for (const RunUnit& unit : runtime_units(pointers, file_of, warm)) {
    std::string words = unit.warm ? "w" : "p";
    for (std::size_t i : unit.cases) words += " " + std::to_string(i);
    units.push_back(words);
  }
  return units;
}

}  // namespace

// A hidden case's grid must never reach a program's later visible case (a
// module that keeps every grid and raises there would put it in the reason).
TEST_CASE("visible and hidden cases never share a warm runtime, and each runtime keeps its file's order",
          "[warm_runtime]") {
  const auto [shape, units] = GENERATE(table<std::string, std::vector<std::string>>({
      {"vvv", {"w 0 1 2"}},
      {"hhh", {"w 0 1 2"}},
      {"vhhv", {"w 0 3", "w 1 2"}},
      {"vhvhv", {"w 0 2 4", "w 1 3"}},
      // lesson.yaml's shape: Test 1, Tests 2-5 hidden, two of ours, count_solutions Test 1's calls, then hidden.
      {"vhhhhvvvvhhh", {"w 0 5 6 7 8", "w 1 2 3 4 9 10 11"}},
      {"hv|hv", {"w 0", "w 1", "w 2", "w 3"}},  // a runtime serves one file
      {"vVv", {"w 0", "w 1", "w 2"}},           // other limits, another runtime, as before
      {"vHh", {"w 0", "w 1", "w 2"}},
      {"vpv", {"w 0", "p 1", "w 2"}},  // a process between ends the runtime, as before
      {"vqv", {"w 0 2", "p 1"}},       // a hidden process leaves the visible runtime be
      {"pq", {"p 0", "p 1"}},
  }));
  CAPTURE(shape);
  CHECK(units_of(shape) == units);
}

TEST_CASE("a warm runtime keeps the module's globals from case to case, and a failure starts a fresh one for the rest",
          "[warm_runtime][process][sandbox][slow]") {
  // Fails its second call in a process, and only that one.
  const std::string module = module_text("calls = 0\n"
                                         "def solve(grid):\n"
                                         "    global calls\n"
                                         "    calls += 1\n"
                                         "    if calls == 2:\n"
                                         "        raise ValueError('second call')\n"
                                         "    return fill(grid)\n");
  const Graded warm(module, solve_cases(4));
  CHECK(warm.at(0).verdict == Verdict::AC);
  CHECK(warm.at(1).verdict == Verdict::RTE);
  CHECK_THAT(warm.at(1).reason, Catch::Contains("ValueError: second call") &&
                                    Catch::EndsWith("; run alone in a fresh process it passes: case 'case 1', run "
                                                    "before it in the same process, left something behind that makes "
                                                    "it fail (a global variable, a cache, a thread still running)"));
  CHECK(warm.at(2).verdict == Verdict::AC);   // a fresh runtime: its first call
  CHECK(warm.at(3).verdict == Verdict::RTE);  // and its second
  CHECK_THAT(warm.at(3).reason, Catch::Contains("it passes: case 'case 3', run before it"));

  // Each case in a process of its own, when the case file asks.
  const Graded fresh(module, solve_cases(4, true));
  for (std::size_t i = 0; i < 4; ++i) CHECK(fresh.at(i).verdict == Verdict::AC);
}

TEST_CASE("in a warm runtime each case is charged its own CPU: the import to the first, a call to its case, never the "
          "interpreter's start",
          "[warm_runtime][process][sandbox][slow]") {
  const std::string module = module_text("import time\n"
                                         "def burn(seconds):\n"
                                         "    start = time.process_time()\n"
                                         "    while time.process_time() - start < seconds:\n"
                                         "        pass\n"
                                         "burn(0.3)\n"
                                         "def solve(grid):\n"
                                         "    burn(0.1)\n"
                                         "    return fill(grid)\n");
  const Graded graded(module, solve_cases(3));
  for (std::size_t i = 0; i < 3; ++i) {
    CAPTURE(i, graded.at(i).reason);
    CHECK(graded.at(i).verdict == Verdict::AC);
  }
  CHECK(graded.at(0).time >= 390ms);  // the import's 300 ms and the call's 100
  CHECK(graded.at(0).time < 700ms);
  for (std::size_t i = 1; i < 3; ++i) {
    CHECK(graded.at(i).time >= 95ms);
    CHECK(graded.at(i).time < 200ms);  // the call and the driver's few ms: no import, no start-up
  }
}

TEST_CASE("a case that runs over its time in a warm runtime is TLE, timed by the grader, and the next case gets a "
          "fresh runtime",
          "[warm_runtime][process][sandbox][slow]") {
  const std::string module = module_text("calls = 0\n"
                                         "def solve(grid):\n"
                                         "    global calls\n"
                                         "    calls += 1\n"
                                         "    while calls == 2:\n"
                                         "        pass\n"
                                         "    return fill(grid)\n");
  std::vector<Case> cases = solve_cases(3);
  for (Case& c : cases) c.limits.time = 300ms;
  const Graded graded(module, cases);
  CHECK(graded.at(0).verdict == Verdict::AC);
  CHECK(graded.at(1).verdict == Verdict::TLE);
  CHECK_THAT(graded.at(1).reason, Catch::StartsWith("cpu time ") && Catch::Contains("over the limit of 300 ms"));
  CHECK(graded.at(1).time >= 300ms);
  CHECK(graded.at(1).time < 800ms);  // ended near its backstop (1.2 x 300 + 1), not the session's
  CHECK(graded.at(2).verdict == Verdict::AC);
}

TEST_CASE("a warm runtime's student who writes on the grader's channel gets RTE for that case",
          "[warm_runtime][process][sandbox]") {
  const std::string module = module_text("import os\n"
                                         "def solve(grid):\n"
                                         "    os.write(3, b'hello\\n')\n"
                                         "    return fill(grid)\n");
  const Graded graded(module, solve_cases(2));
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(graded.at(i).verdict == Verdict::RTE);
    CHECK(graded.at(i).reason == "wrote 'hello' on the grader's channel (fd 3), where only the driver marks its cases");
  }
}

TEST_CASE("a warm runtime's case that floods stdout and stderr keeps its answer, and the next case's output is its own",
          "[warm_runtime][process][sandbox][slow]") {
  // print() goes to stderr in the driver; 3 MB of it, more than a run keeps.
  const std::string module = module_text("import sys\n"
                                         "def solve(grid):\n"
                                         "    for i in range(60000):\n"
                                         "        print('progress line number', i, 'of the search', 'x' * 20)\n"
                                         "    sys.stderr.write('own note\\n')\n"
                                         "    return fill(grid)\n");
  const Graded graded(module, solve_cases(2));
  for (std::size_t i = 0; i < 2; ++i) {
    CAPTURE(graded.at(i).reason);
    CHECK(graded.at(i).verdict == Verdict::AC);
  }
}

TEST_CASE("a warm runtime that runs out of memory in one case is MLE there, and the next case gets a fresh runtime",
          "[warm_runtime][process][sandbox][slow]") {
  const std::string module = module_text("calls = 0\n"
                                         "def solve(grid):\n"
                                         "    global calls\n"
                                         "    calls += 1\n"
                                         "    if calls == 2:\n"
                                         "        hog = [bytearray(1 << 20) for _ in range(2000)]\n"
                                         "    return fill(grid)\n");
  std::vector<Case> cases = solve_cases(3);
  for (Case& c : cases) c.limits.memory_mb = 64;
  const Graded graded(module, cases);
  CHECK(graded.at(0).verdict == Verdict::AC);
  CHECK(graded.at(1).verdict == Verdict::MLE);
  CHECK(graded.at(2).verdict == Verdict::AC);
}

TEST_CASE("a submission whose runtimes fail their first case twice in a row gets the rest of its cases as processes",
          "[warm_runtime][process][sandbox][slow]") {
  // fd 3 is the grader's channel, a pipe, in a warm runtime only (a run's
  // driver keeps its stdout file there).
  const std::string module = module_text("import os\n"
                                         "def solve(grid):\n"
                                         "    pipe = os.readlink('/proc/self/fd/3').startswith('pipe:')\n"
                                         "    raise ValueError('warm' if pipe else 'process')\n");
  const Graded graded(module, solve_cases(5));
  for (std::size_t i = 0; i < 5; ++i) {
    CAPTURE(i, graded.at(i).reason);
    CHECK(graded.at(i).verdict == Verdict::RTE);
    CHECK_THAT(graded.at(i).reason, Catch::Contains(i < 2 ? "ValueError: warm" : "ValueError: process"));
  }
}

TEST_CASE("a wrong answer does not end a warm runtime: the cases after it run in the same process",
          "[warm_runtime][process][sandbox][slow]") {
  const std::string module = module_text("calls = 0\n"
                                         "def solve(grid):\n"
                                         "    global calls\n"
                                         "    calls += 1\n"
                                         "    if calls == 2:\n"
                                         "        return False\n"
                                         "    if calls == 4:\n"
                                         "        raise ValueError('fourth call')\n"
                                         "    return fill(grid)\n");
  const Graded graded(module, solve_cases(4));
  CHECK(graded.at(0).verdict == Verdict::AC);
  CHECK(graded.at(1).verdict == Verdict::WA);
  CHECK_THAT(graded.at(1).reason, Catch::Contains("; run alone in a fresh process it passes: case 'case 1', run "));
  CHECK(graded.at(2).verdict == Verdict::AC);
  CHECK(graded.at(3).verdict == Verdict::RTE);
  CHECK_THAT(graded.at(3).reason,
             Catch::Contains("; run alone in a fresh process it passes: cases 'case 1', 'case 2' and 'case 3', run "));
}

// Issue 40: every failure of a warm runtime said "it ran in one process
// after cases ..." though most fail alone too; the cases before it are named
// only where they explain the failure.
TEST_CASE("a failure a case has alone too says nothing of the cases run before it",
          "[warm_runtime][process][sandbox][slow]") {
  const std::string module = module_text("def solve(grid):\n"
                                         "    return False\n");
  const Graded graded(module, solve_cases(4));
  for (std::size_t i = 0; i < 4; ++i) {
    CAPTURE(i, graded.at(i).reason);
    CHECK(graded.at(i).verdict == Verdict::WA);
    CHECK_THAT(graded.at(i).reason, !Catch::Contains("process") && !Catch::Contains("'case "));
  }
}

TEST_CASE("a warm runtime that exits 0 in the middle of a case has that case graded again as a process of its own",
          "[warm_runtime][process][sandbox][slow]") {
  const std::string module = module_text("import os\n"
                                         "calls = 0\n"
                                         "def solve(grid):\n"
                                         "    global calls\n"
                                         "    calls += 1\n"
                                         "    if calls == 2:\n"
                                         "        os._exit(0)\n"
                                         "    return fill(grid)\n");
  const Graded graded(module, solve_cases(3));
  for (std::size_t i = 0; i < 3; ++i) {
    CAPTURE(i, graded.at(i).reason);
    CHECK(graded.at(i).verdict == Verdict::AC);  // the second alone: its process's first call
  }
}

TEST_CASE("a warm runtime's student who floods the marks channel gets RTE saying so, and the grader is not held",
          "[warm_runtime][process][sandbox][slow]") {
  // A pipe of 1 MiB, and four writers of a line without end: the grader
  // before read for as long as they wrote, kept it all, and took it 64 bytes
  // at a time (42 s here for one case; one writer of endless "ready" lines,
  // which the first case takes as marks, held it over 2 minutes).
  const std::string flood = "import fcntl, os\n"
                            "def solve(grid):\n"
                            "    try:\n"
                            "        fcntl.fcntl(3, 1031, 1 << 20)\n"
                            "    except OSError:\n"
                            "        pass\n"
                            "    for _ in range(WRITERS):\n"
                            "        if os.fork() == 0:\n"
                            "            break\n"
                            "    chunk = CHUNK\n"
                            "    while True:\n"
                            "        os.write(3, chunk)\n";
  // One writer of lines: more would cut one another's lines.
  struct Row {
    const char* chunk;
    const char* writers;
    std::string text;
  };
  const std::vector<Row> rows = {
      {"b'x' * (1 << 20)", "3", "wrote more than 64 bytes on the marks channel (fd 3) without a newline"},
      {"b'ready\\n' * 100000", "0", "wrote more than 4,096 bytes on the marks channel (fd 3) in one case"},
  };
  for (const auto& [chunk, writers, text] : rows) {
    INFO(chunk);
    std::string module = flood;
    module.replace(module.find("CHUNK"), 5, chunk);
    module.replace(module.find("WRITERS"), 7, writers);
    const auto start = std::chrono::steady_clock::now();
    const Graded graded(module_text(module), solve_cases(2));
    CHECK(std::chrono::steady_clock::now() - start < 30s);  // a hang detector
    for (std::size_t i = 0; i < 2; ++i) {
      CHECK(graded.at(i).verdict == Verdict::RTE);
      CHECK(graded.at(i).reason == text + ", where only the driver marks its cases");
    }
  }
}
