// SudokuDriver --serve, the warm runtime's Java driver (docs/protocol.md, "One
// warm runtime per submission"), driven from outside the harness as the
// grader drives it (served_driver.h), on a class built by prepare_java,
// unboxed, and run with the argv grading runs it with.
#include <sys/wait.h>

#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "lang/language_programs.h"
#include "judge/protocol.h"
#include "run/run_spec.h"
#include "served_driver.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

// The Java driver serving `source` as Sudoku.java.
class ServedDriver : public served_driver::ServedDriver {
 public:
  ServedDriver(const TempDir& dir, const std::string& source, bool channel = true)
      : served_driver::ServedDriver(dir, words(dir, source), channel) {}

 private:
  // prepare_java's argv for a run, its /submission where the bundle is, with
  // the heap flag as a 256 MiB case has it, and --serve for the entry.
  static std::vector<std::string> words(const TempDir& dir, const std::string& source) {
    const fs::path file = dir / "Sudoku.java";
    std::ofstream(file) << source;
    harness::CompileOptions options;   // no sandbox: unboxed
    options.cache_dir = fs::path(BINARY_DIR) / "test-cache";
    const harness::Prepared prepared = harness::prepare_java(file, options);
    INFO(prepared.failure.reason << "\n" << prepared.failure.details);
    REQUIRE(prepared.program);
    const harness::Program& program = *prepared.program;
    std::vector<std::string> argv = program.argv;
    const std::string box_path = harness::kSubmissionPath;
    for (std::string& word : argv)
      if (word.rfind(box_path + "/", 0) == 0) word = program.submission_dir.string() + word.substr(box_path.size());
    argv.insert(argv.begin() + 1, program.heap_flag + "192m");
    argv.push_back("--serve");
    return argv;
  }
};

const std::string kEmpty4 = "0000\n0000\n0000\n0000\n";

std::string solve_request(const std::string& grid = kEmpty4) { return "4 solve\n" + grid; }

// Burns `ms` of this thread's CPU (not wall: the machine may be loaded).
const std::string kBurn =
    "  static void burn(long ms) {\n"
    "    java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();\n"
    "    long start = bean.getCurrentThreadCpuTime();\n"
    "    while (bean.getCurrentThreadCpuTime() - start < ms * 1000000L) {}\n"
    "  }\n";

}  // namespace

TEST_CASE("SudokuDriver --serve answers request after request in one JVM, whose static fields last from one case to "
          "the next",
          "[SudokuDriver_serve][process][slow]") {
  const TempDir dir("serve-test");
  // Each call writes how many calls this JVM has seen into the grid. A
  // thread that never ends and a shutdown hook have no say in the end, and a
  // System.err of the student's own does not swallow the driver's lines.
  ServedDriver driver(dir, "public class Sudoku {\n"
                           "  static int calls = 0;\n"
                           "  static {\n"
                           "    System.setErr(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));\n"
                           "    new Thread(() -> { try { Thread.sleep(Long.MAX_VALUE); } catch (InterruptedException e) {} }).start();\n"
                           "    Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println(\"hook\")));\n"
                           "  }\n"
                           "  public static boolean solve(int[][] grid) {\n"
                           "    grid[0][0] = ++calls;\n"
                           "    System.out.println(\"call \" + calls);\n"
                           "    return true;\n"
                           "  }\n"
                           "}\n");
  CHECK(driver.next_mark() == "started");
  CHECK(driver.next_mark() == "ready");
  for (int call = 1; call <= 3; ++call) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "True\n" + std::to_string(call) + "000\n0000\n0000\n0000\n");
    CHECK(driver.next_mark() == "done");
  }
  // An entry the class lacks is NotImplemented, and the runtime goes on.
  driver.send("4 count_solutions 2\n" + kEmpty4);
  CHECK(driver.answer(1) == "NotImplemented\n");
  CHECK(driver.next_mark() == "done");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n4000\n0000\n0000\n0000\n");
  CHECK(driver.next_mark() == "done");
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  CHECK(driver.next_mark().empty());
  // The student's prints on stderr, each after its call's line, as in a run.
  CHECK(driver.stderr_text() == "\nsudoku-driver: calling solve\ncall 1\n\nsudoku-driver: calling solve\ncall 2\n"
                                "\nsudoku-driver: calling solve\ncall 3\n\nsudoku-driver: calling solve\ncall 4\n");
}

TEST_CASE("the grader times each Java case from the boundaries: the JVM's start before 'started', the static "
          "initializer between 'started' and 'ready', each call between one mark and the next",
          "[SudokuDriver_serve][process][slow]") {
  const TempDir dir("serve-test");
  // 300 ms of CPU in the static initializer, 100 ms in each solve, nothing in checkSudoku.
  ServedDriver driver(dir, "public class Sudoku {\n"
                           "  static { burn(300); }\n" +
                               kBurn +
                               "  public static boolean solve(int[][] grid) {\n"
                               "    burn(100);\n"
                               "    return false;\n"
                               "  }\n"
                               "  public static boolean checkSudoku(int[][] grid, boolean printErrors) {\n"
                               "    return true;\n"
                               "  }\n"
                               "}\n");
  REQUIRE(driver.next_mark() == "started");
  const double started = driver.cpu_ms();
  REQUIRE(driver.next_mark() == "ready");
  const double ready = driver.cpu_ms();
  std::vector<double> solves, checks;
  double before = ready;
  // A quick case first: the first request is where the driver's own start-up would show.
  for (int i = 0; i < 3; ++i) {
    driver.send("4 checkSudoku\n" + kEmpty4);
    CHECK(driver.answer(5) == "True\n" + kEmpty4);
    REQUIRE(driver.next_mark() == "done");
    double after = driver.cpu_ms();
    checks.push_back(after - before);
    before = after;
    driver.send(solve_request());
    CHECK(driver.answer(5) == "False\n" + kEmpty4);
    REQUIRE(driver.next_mark() == "done");
    after = driver.cpu_ms();
    solves.push_back(after - before);
    before = after;
  }
  CAPTURE(started, ready, solves, checks);
  // The JVM's start (150 ms or more of CPU here, with its JIT threads) is
  // before 'started': never a case's.
  CHECK(started >= 60);
  CHECK(ready - started >= 290);   // the static initializer
  CHECK(ready - started < 450);    // and not the JVM's start too
  for (double ms : solves) {
    CHECK(ms >= 95);    // the call
    CHECK(ms < 150);    // and the driver's own few ms, not the initializer nor the JVM's start
  }
  // A call that returns at once costs the driver's work alone (about 1 ms):
  // its classes were loaded and its code run before 'started', so not even
  // the first request pays for them (40 ms more if it did).
  for (double ms : checks) CHECK(ms < 15);
  CHECK(driver.finish() == 0);
}

TEST_CASE("what a Java call prints, on System.out or System.err, is written in its order before the case's 'done', "
          "through one buffered stream, and System.exit writes it too: only Runtime.halt loses it",
          "[SudokuDriver_serve][process][slow]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "public class Sudoku {\n"
                           "  public static boolean solve(int[][] grid) {\n"
                           "    System.out.println(\"out 1\");\n"
                           "    System.err.println(\"err 2\");\n"
                           "    System.out.println(\"out 3\");\n"
                           "    if (grid[0][0] == 8) {\n"
                           "      System.out.println(\"before exit\");\n"
                           "      System.exit(4);\n"
                           "    }\n"
                           "    if (grid[0][0] == 9) {\n"
                           "      System.out.println(\"never written\");\n"
                           "      Runtime.getRuntime().halt(5);\n"
                           "    }\n"
                           "    return true;\n"
                           "  }\n"
                           "}\n");
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n" + kEmpty4);
  REQUIRE(driver.next_mark() == "done");
  const std::string first = "\nsudoku-driver: calling solve\nout 1\nerr 2\nout 3\n";
  CHECK(driver.stderr_text() == first);
  SECTION("System.exit: the shutdown hook writes what the call printed") {
    driver.send(solve_request("8000\n0000\n0000\n0000\n"));
    CHECK(driver.next_mark().empty());
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 4));
    CHECK(driver.stderr_text() == first + "\nsudoku-driver: calling solve\nout 1\nerr 2\nout 3\nbefore exit\n");
  }
  SECTION("Runtime.halt ends the JVM with the call's prints still in the buffer, not written a line at a time") {
    driver.send(solve_request("9000\n0000\n0000\n0000\n"));
    CHECK(driver.next_mark().empty());
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 5));
    CHECK(driver.stderr_text() == first + "\nsudoku-driver: calling solve\n");
  }
}

TEST_CASE("a Java call that throws ends the runtime: the answers before it stand, then exit 1 and the student's "
          "frames",
          "[SudokuDriver_serve][process][slow]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "public class Sudoku {\n"
                           "  public static boolean solve(int[][] grid) {\n"
                           "    if (grid[0][0] == 9)\n"
                           "      throw new IllegalStateException(\"nine\");\n"
                           "    return true;\n"
                           "  }\n"
                           "}\n");
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n" + kEmpty4);
  CHECK(driver.next_mark() == "done");
  driver.send(solve_request("9000\n0000\n0000\n0000\n"));
  CHECK(driver.next_mark().empty());   // no 'done': the channel ends with the process
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  CHECK(driver.stderr_text() == "\nsudoku-driver: calling solve\n\nsudoku-driver: calling solve\n"
                                "\nsudoku-driver: exception in solve\n"
                                "\tat Sudoku.solve(Sudoku.java:4)\n"
                                "java.lang.IllegalStateException: nine\n");
}

TEST_CASE("a Java class that reads System.in in a call, or through a Scanner made as it initialized, takes no "
          "request: it reads nothing",
          "[SudokuDriver_serve][process][slow]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "public class Sudoku {\n"
                           "  static final java.util.Scanner KEPT = new java.util.Scanner(System.in);\n"
                           "  static int read() {\n"
                           "    try { return System.in.readAllBytes().length; }\n"
                           "    catch (java.io.IOException e) { return -1; }\n"
                           "  }\n"
                           "  public static boolean solve(int[][] grid) {\n"
                           "    grid[0][0] = read() + (KEPT.hasNextLine() ? 1 : 0);\n"
                           "    return true;\n"
                           "  }\n"
                           "}\n");
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  for (int i = 0; i < 2; ++i) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "True\n" + kEmpty4);
    CHECK(driver.next_mark() == "done");
  }
  CHECK(driver.finish() == 0);
}

TEST_CASE("a Java class that reads System.in in its static initializer is told so, with its line, and is never ready",
          "[SudokuDriver_serve][process][slow]") {
  const TempDir dir("serve-test");
  ServedDriver driver(dir, "public class Sudoku {\n"
                           "  static final java.util.Scanner IN = new java.util.Scanner(System.in);\n"
                           "  static final int SIZE = IN.nextInt();\n"
                           "  public static boolean solve(int[][] grid) { return true; }\n"
                           "}\n");
  REQUIRE(driver.next_mark() == "started");
  CHECK(driver.next_mark().empty());   // no 'ready'
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  const std::optional<harness::InputWhileLoading> reads = harness::input_while_loading(driver.stderr_text());
  REQUIRE(reads);
  CHECK(reads->line == 3);
  CHECK_THAT(reads->account, Catch::Contains("at Sudoku.<clinit>(Sudoku.java:3)"));
}

TEST_CASE("SudokuDriver --serve exits 125, the grader's mistake, without fd 3 or on a malformed request",
          "[SudokuDriver_serve][process][slow]") {
  const TempDir dir("serve-test");
  const std::string source = "public class Sudoku {\n"
                             "  public static boolean solve(int[][] grid) { return true; }\n"
                             "}\n";
  // Without fd 3, the JVM's own lib/modules takes it: open, but not for writing.
  served_driver::check_usage_refusals([&](bool channel) -> std::unique_ptr<served_driver::ServedDriver> {
    return std::make_unique<ServedDriver>(dir, source, channel);
  });
}
