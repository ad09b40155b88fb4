#include "judge/judge.h"

#include <signal.h>

#include <catch2/catch.hpp>

#include "case_builders.h"
#include "grid_format.h"
#include "judge/protocol.h"
#include "prepare/sanitize.h"

using namespace harness;
using namespace case_builders;
using End = RunFacts::End;
using namespace std::chrono_literals;

namespace {

std::string grid_text(const char* grid) { return write_grid(ref::parse_grid(grid).rows()); }

// Asks for a number and says it back: the screen shows the typed "7" after the prompt.
Case session_case() {
  Case c;
  c.entry = Entry::Session;
  c.expect = SessionExpect{"7\n", "number? 7\nyou typed 7\n"};
  return c;
}

RunFacts exited(int code, std::string stdout_text, std::string stderr_text = "") {
  RunFacts facts;
  facts.end = End::Exited;
  facts.exit_code = code;
  facts.cpu = 5ms;
  facts.wall = 6ms;
  facts.peak_rss_kb = 4 * 1024;
  facts.stdout_text = std::move(stdout_text);
  facts.stderr_text = std::move(stderr_text);
  return facts;
}

RunFacts signaled(int signal, std::uint64_t peak_mib, std::string stderr_text = "") {
  RunFacts facts = exited(0, "", std::move(stderr_text));
  facts.end = End::Signaled;
  facts.signal = signal;
  facts.peak_rss_kb = peak_mib * 1024;
  return facts;
}

RunFacts with(RunFacts facts, void (*change)(RunFacts&)) {
  change(facts);
  return facts;
}

Limits limits() { return Limits{1000ms, 1000ms, std::uint64_t{256} << 20, 1 << 20}; }

const std::string kCallingSolve = std::string(kDriverCallingPrefix) + "solve\n";

// What grade_case does with a case, without the run: the judgement before
// one when there is one, else the run's.
Judgement judged(const Case& c, const RunFacts& facts, ProgramKind kind) {
  if (std::optional<Judgement> before = judge_before_run(c, kind)) return *before;
  return judge_run(c, facts, limits(), kind);
}

}  // namespace

TEST_CASE("every verdict a run can get comes from the case, its facts and the kind of program", "[judge]") {
  struct Row {
    const char* what;
    Case c;
    RunFacts facts;
    ProgramKind kind;
    Verdict verdict;
    const char* reason;  // a part of the reason; "" for AC
  };
  const ProgramKind driver = ProgramKind::Driver, own_main = ProgramKind::OwnMain, both = ProgramKind::DriverAndOwnMain;
  const Case solve = solve_case(Entry::Solve, kPuzzle, true);
  const Case fill_dead_end = solve_case(Entry::FillSudoku, kDeadEnd, false);
  const std::string solved = "True\n" + grid_text(kSolution);
  const Row rows[] = {
      {"a solved grid", solve, exited(0, solved, kCallingSolve), driver, Verdict::AC, ""},
      {"a program of its own answers by the same protocol", solve, exited(0, solved), own_main, Verdict::AC, ""},
      {"False on a solvable puzzle", solve, exited(0, "False\n" + grid_text(kPuzzle)), driver, Verdict::WA,
       "returned False but the puzzle has a solution"},
      {"fillSudoku changed the grid and returned False", fill_dead_end,
       exited(0, "False\n" + grid_text("901234567 008000000 000000000 000000000 000000000 000000000 000000000 "
                                       "000000000 000000000")),
       driver, Verdict::WA, "grid changed although it returned False (row 1, column 1: 0 -> 9)"},
      {"a count over the expected", count_case(kPuzzle, 3, 1), exited(0, "5\n" + grid_text(kPuzzle)), driver,
       Verdict::WA, "returned 5, expected 1 (limit 3)"},
      {"checkSudoku's board is not read back", check_case(ref::parse_grid(kSolution).rows(), true),
       exited(0, "True\nnot a grid\n"), driver, Verdict::AC, ""},
      {"an answer that is no answer", solve, exited(0, "yes\n"), driver, Verdict::PE,
       "first line 'yes' is neither True/False nor an integer"},
      {"a count that is not a number", count_case(kPuzzle, 3, 1), exited(0, "True\n" + grid_text(kPuzzle)), driver,
       Verdict::PE, "count_solutions must answer a number, not True or False"},
      {"too few rows", solve, exited(0, "True\n123456789\n"), driver, Verdict::PE,
       "expected 9 grid rows after the answer, found 1"},
      {"waiting at the wall backstop", solve,
       with(exited(0, ""),
            [](RunFacts& f) {
              f.end = End::WallTimeout;
              f.wall = 4000ms;
              f.cpu = 5ms;
            }),
       driver, Verdict::TLE, "waited 4000 ms using 5 ms of CPU: sleeping, or blocked on input"},
      {"over the cpu limit after a right answer", solve, with(exited(0, solved), [](RunFacts& f) { f.cpu = 1500ms; }),
       driver, Verdict::TLE, "cpu time 1500 ms, over the limit of 1000 ms"},
      {"a crash near the memory limit", solve, signaled(SIGSEGV, 200, kCallingSolve), driver, Verdict::MLE,
       "killed by signal 11 (SIGSEGV) with peak memory 200 MiB of the 256 MiB limit"},
      {"too much output", solve, with(exited(0, solved), [](RunFacts& f) { f.stdout_truncated = true; }), driver,
       Verdict::OLE, "wrote more than the output limit"},
      {"a non-zero exit", solve, exited(3, ""), own_main, Verdict::RTE, "exit code 3"},
      {"a crash inside the student's function", solve, signaled(SIGSEGV, 4, kCallingSolve), driver, Verdict::RTE,
       "killed by signal 11 (SIGSEGV), inside solve"},
      {"exit(0) inside fillSudoku", fill_dead_end, exited(0, "", std::string(kDriverCallingPrefix) + "fillSudoku\n"),
       driver, Verdict::RTE, "the program ended inside fillSudoku (exit code 0) before it returned an answer"},
      {"an entry the submission lacks", solve, exited(0, "NotImplemented\n"), driver, Verdict::NI,
       "solve is not defined in the submission"},
      {"a session given to a file of functions", session_case(), RunFacts{}, driver, Verdict::NI,
       "a session needs a program with its own main"},
      // The harness checked what it sends (judge_before_run): whatever ends a run
      // before the driver's first line is the program's, at the driver's usage exit too.
      {"exit 125 before the driver's first line", solve, exited(kDriverUsageExit, ""), driver, Verdict::RTE,
       "exit code 125, before the driver called solve (in code that runs at start-up: a static initializer, a "
       "module's top level)"},
      {"exit 125 before the driver's first line, with the driver's refusal forged", solve,
       exited(kDriverUsageExit, "", "sudoku-driver: unknown entry 'solve'\n"), driver, Verdict::RTE,
       "exit code 125, before the driver called solve"},
      {"a crash before the driver's first line", fill_dead_end, signaled(SIGSEGV, 4), driver, Verdict::RTE,
       "killed by signal 11 (SIGSEGV), before the driver called fillSudoku"},
      {"exit(0) before the driver's first line", solve, exited(0, ""), driver, Verdict::RTE,
       "the program ended with exit code 0 before the driver called solve"},
      {"exit 125 with the driver's calling line forged is inside the function", solve,
       exited(kDriverUsageExit, "", kCallingSolve), driver, Verdict::RTE, "exit code 125, inside solve"},
      {"a case the drivers cannot be sent: a board row of one number over 9", check_case({{10}, {1, 2}}, false),
       RunFacts{}, driver, Verdict::JE,
       "the harness cannot send this case to the drivers: row 1 of the grid, [10], reaches the drivers as [1 0]"},
      {"a program of its own exiting 125 is the student's", solve, exited(kDriverUsageExit, ""), own_main, Verdict::RTE,
       "exit code 125"},
      {"a program that could not start", solve,
       with(RunFacts{}, [](RunFacts& f) { f.spawn_error = "execve(/x): No such file or directory"; }), own_main,
       Verdict::JE, "could not run the program: execve(/x)"},
      {"a session's screen as expected", session_case(), exited(0, "number? you typed 7\n"), own_main, Verdict::AC, ""},
      {"a session's screen differing", session_case(), exited(0, "number? you typed 8\n"), own_main, Verdict::WA,
       "the screen differs at line 2"},
      // A file with main and functions: the driver answers grid entries, the student's main sessions.
      {"main and functions: a session runs the student's main", session_case(), exited(0, "number? you typed 7\n"),
       both, Verdict::AC, ""},
      {"main and functions: a grid entry answered by the driver", solve, exited(0, solved, kCallingSolve), both,
       Verdict::AC, ""},
      {"main and functions: exit 125 before the driver's first line is the student's", solve,
       exited(kDriverUsageExit, "", "sudoku-driver: unknown entry 'solve'\n"), both, Verdict::RTE,
       "exit code 125, before the driver called solve"},
      {"main and functions: the student's board the drivers cannot be sent is not run", check_case({{1}, {}}, false),
       RunFacts{}, both, Verdict::JE, "row 2 of the grid is empty"},
      {"nor is a program of its own, which reads the protocol as the drivers do", check_case({{10}, {1, 2}}, false),
       RunFacts{}, own_main, Verdict::JE, "row 1 of the grid, [10], reaches the drivers as [1 0]"},
      {"main and functions: the student's main exiting 125 in a session is the student's", session_case(),
       exited(kDriverUsageExit, "number? "), both, Verdict::RTE, "exit code 125"},
      {"main and functions: an entry the functions lack", solve, exited(0, "NotImplemented\n"), both, Verdict::NI,
       "solve is not defined in the submission"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    const Judgement j = judged(row.c, row.facts, row.kind);
    CHECK(to_string(j.verdict) == std::string(to_string(row.verdict)));
    if (row.verdict == Verdict::AC) CHECK(j.reason.empty());
    CHECK_THAT(j.reason, Catch::Contains(row.reason));
  }
}

TEST_CASE("a wrong grid is drawn with the cells at fault marked, and a classic bug gets its hint", "[judge]") {
  std::string holes = "True\n" + grid_text(kSolution);
  holes[5] = '0';  // row 1, column 1
  const Judgement j = judge_run(solve_case(Entry::Solve, kPuzzle, true), exited(0, holes), limits(),
                                ProgramKind::Driver);
  CHECK(j.verdict == Verdict::WA);
  CHECK(j.reason == "returned True but 1 cell is still empty");
  CHECK_THAT(j.hint, Catch::Contains("right after the loop over the digits"));
  CHECK_THAT(j.details, Catch::Contains(" 1 |[.] 8  7 |"));
}

TEST_CASE("the session's diff is the judgement's details", "[judge]") {
  const Judgement j = judge_run(session_case(), exited(0, "number? you typed 8\n"), limits(), ProgramKind::OwnMain);
  CHECK_THAT(j.details, Catch::Contains("you typed 8"));
}

TEST_CASE("without a program, every case is not run, under the build's verdict", "[judge]") {
  const Judgement compile_error{Verdict::CE, "the submission does not compile:", "", "a.cpp:1: error\n"};
  const Judgement c = judge_without_program(compile_error);
  CHECK(c.verdict == Verdict::CE);
  CHECK(c.reason == "not run: the submission does not compile");
  CHECK(c.details.empty());
  const Judgement fault{Verdict::JE, "cannot run the compiler: g++ not found on PATH"};
  CHECK(judge_without_program(fault).verdict == Verdict::JE);
  CHECK(judge_without_program(fault).reason == "not run: the harness could not build the submission");
  CHECK(judge_without_program(fault).details.empty());
}

TEST_CASE("a run-time error shows what the program last said on stderr, without the driver's markers", "[judge]") {
  const Case solve = solve_case(Entry::Solve, kPuzzle, true);
  const Judgement crash = judge_run(
      solve, signaled(SIGABRT, 4, kCallingSolve + "sudoku.cpp:12: solve: Assertion `row < 9' failed.\n"), limits(),
      ProgramKind::Driver);
  CHECK(crash.verdict == Verdict::RTE);
  CHECK(crash.details == "stderr:\nsudoku.cpp:12: solve: Assertion `row < 9' failed.\n");

  const Judgement quiet = judge_run(solve, signaled(SIGSEGV, 4, kCallingSolve), limits(), ProgramKind::Driver);
  CHECK(quiet.verdict == Verdict::RTE);
  CHECK(quiet.details.empty());

  const Judgement exited_inside = judge_run(solve, exited(1, "", kCallingSolve + "giving up\n"), limits(),
                                            ProgramKind::Driver);
  CHECK(exited_inside.verdict == Verdict::RTE);
  CHECK(exited_inside.details == "stderr:\ngiving up\n");
}

TEST_CASE("a sanitized run stopped by its sanitizer is judged by the report", "[judge][sanitize]") {
  const std::string buffers = std::string(kDriverBufferPrefix) + "rows 0x611000000180 216\n" +
                              std::string(kDriverBufferPrefix) + "row 1 0x603000000280 32\n" +
                              std::string(kDriverCallingPrefix) + "checkSudoku\n";
  const std::string report =
      "==9==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6030000002a0 at pc 0x1 bp 0x2 sp 0x3\n"
      "READ of size 4 at 0x6030000002a0 thread T0\n"
      "    #0 0x55 in checkSudoku(std::vector<std::vector<int> > const&) src/sudoku.cpp:44\n"
      "\n"
      "0x6030000002a0 is located 0 bytes to the right of 32-byte region [0x603000000280,0x6030000002a0)\n";
  const Case board = check_case({{1, 2, 3, 4, 5, 6, 7, 8}}, false);
  const RunFacts stopped = exited(kSanitizerExitCode, "", buffers + report);

  const Judgement named = judge_run(board, stopped, limits(), ProgramKind::Driver, true);
  CHECK(named.verdict == Verdict::RTE);
  CHECK(named.reason == "reads past the end of row 1 (8 cells) in checkSudoku, sudoku.cpp:44");
  CHECK_THAT(named.details, Catch::StartsWith("==9==ERROR: AddressSanitizer: heap-buffer-overflow"));
  // Not sanitized: a program's report-like stderr is just stderr.
  CHECK(judge_run(board, stopped, limits(), ProgramKind::Driver, false).reason == "exit code 86, inside checkSudoku");
  // Another exit code: the report was the program's own printing, not the sanitizer's.
  CHECK(judge_run(board, exited(1, "", buffers + report), limits(), ProgramKind::Driver, true).reason ==
        "exit code 1, inside checkSudoku");
  // ASan's own memory limit (no cgroup) is MLE; the kernel's OOM kill stays the kernel's.
  const RunFacts rss = exited(kSanitizerExitCode, "",
                              "==9==AddressSanitizer: hard rss limit exhausted (256Mb vs 270Mb)\n");
  const Judgement memory = judge_run(board, rss, limits(), ProgramKind::Driver, true);
  CHECK(memory.verdict == Verdict::MLE);
  CHECK(memory.reason == "uses more memory than the limit (the sanitizer measured 270 MiB of 256 MiB)");
  const Judgement killed = judge_run(board, with(stopped, [](RunFacts& f) { f.oom_killed = true; }), limits(),
                                     ProgramKind::Driver, true);
  CHECK(killed.verdict == Verdict::MLE);
  CHECK_THAT(killed.reason, Catch::StartsWith("killed for memory"));
}

TEST_CASE("a sanitizer's report wins over the cpu its symbolizing cost", "[judge][sanitize]") {
  RunFacts slow = exited(kSanitizerExitCode, "",
                         "src/a.cpp:3:9: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented "
                         "in type 'int'\n");
  slow.cpu = 1500ms;  // over limits()' 1000 ms
  const Case board = check_case({{1}}, false);
  CHECK(judge_run(board, slow, limits(), ProgramKind::Driver, true).verdict == Verdict::RTE);
  CHECK(judge_run(board, slow, limits(), ProgramKind::Driver, false).verdict == Verdict::TLE);
}

TEST_CASE("a recursion too deep and a read of stdin while loading are named, and only for a run that failed",
          "[judge]") {
  const Case solve = solve_case(Entry::Solve, kPuzzle, true);
  const ProgramKind driver = ProgramKind::Driver;
  const std::string recursion = "\nsudoku-driver: recursion too deep in _Z4walkRSt6vectorIS_IiSaIiEESaIS1_EEi\n";

  const Judgement overflow = judge_run(solve, signaled(SIGSEGV, 9, "\n" + kCallingSolve + recursion), limits(), driver);
  CHECK(overflow.verdict == Verdict::RTE);
  CHECK(overflow.reason == "killed by signal 11 (SIGSEGV), recursion too deep or without end in walk");
  CHECK_THAT(overflow.hint, Catch::Contains("closer to a case that returns"));
  // Any other SIGSEGV stays a crash inside the function.
  CHECK(judge_run(solve, signaled(SIGSEGV, 9, kCallingSolve), limits(), driver).reason ==
        "killed by signal 11 (SIGSEGV), inside solve");

  // Python and Java: the exception's account is the details.
  const Judgement python = judge_run(
      solve,
      exited(1, "",
             kCallingSolve + "\nsudoku-driver: recursion too deep in walk\n\nsudoku-driver: exception in solve\n"
                             "Traceback (most recent call last):\n  File \"a.py\", line 2, in walk\n"
                             "RecursionError: maximum recursion depth exceeded\n"),
      limits(), driver);
  CHECK(python.reason == "exit code 1, recursion too deep or without end in walk");
  CHECK_THAT(python.details, Catch::EndsWith("RecursionError: maximum recursion depth exceeded"));

  const Judgement reads = judge_run(
      solve, exited(1, "", "size? \nsudoku-driver: reads standard input while loading, line 3\nEOF\n"), limits(),
      driver);
  CHECK(reads.verdict == Verdict::RTE);
  CHECK(reads.reason == "exit code 1, reads standard input while loading (line 3)");
  CHECK_THAT(reads.hint, Catch::Contains("__main__"));

  // The driver's words printed by a program that answered and exited 0 change nothing: forged, they
  // can make no verdict better or JE.
  const std::string solved = "True\n" + grid_text(kSolution);
  CHECK(judge_run(solve, exited(0, solved, kCallingSolve + recursion), limits(), driver).verdict == Verdict::AC);
  CHECK(judge_run(solve, exited(0, "False\n" + grid_text(kPuzzle), kCallingSolve + recursion), limits(), driver)
            .verdict == Verdict::WA);
}
