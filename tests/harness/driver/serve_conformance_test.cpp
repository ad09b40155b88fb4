// The warm runtime's protocol (docs/protocol.md, "One warm runtime per
// submission") as one conformance suite, run on each language's driver in
// its --serve mode: sudoku_driver.py, SudokuDriver (on a class built by
// prepare_java) and racket_driver.rkt (on the bundle prepare_racket makes),
// each driven from outside the harness as the grader drives it
// (served_driver.h), unboxed, with the argv grading runs it with. A
// language's row holds what differs: its student files and what its own
// runtime is expected to say.
#include <sys/wait.h>

#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "judge/protocol.h"
#include "lang/language_programs.h"
#include "prepare/compile.h"
#include "prepare/explaining_build.h"
#include "run/run_spec.h"
#include "served_driver.h"
#include "temp_dir.h"

namespace fs = std::filesystem;
using served_driver::ServedDriver;

namespace {

/// A submission's files: name -> text.
using Files = std::map<std::string, std::string>;

/// How a call that ends the process ends it, after a first call that printed.
struct Ending {
  std::string name;
  std::string grid;  ///< the request's grid, whose first cell tells the call to end
  int exit_code;
  std::string after_line;  ///< what the ending call leaves on stderr after its "calling" line
};

/// One language's driver and everything the suite asks of it.
struct ServedLanguage {
  /// The driver's argv serving `files` from `dir`, as a grade runs it.
  std::function<std::vector<std::string>(const TempDir& dir, const Files& files)> words;
  /// The same from the build that explains a failure (Program::explaining,
  /// Racket's errortrace), whose words a failed case's rerun gives
  /// (judge/explain_failure.h); null when the language has none.
  std::function<std::vector<std::string>(const TempDir& dir, const Files& files)> explaining_words;

  /// Each call writes how many calls this process has seen into the grid;
  /// the entries it lacks are NotImplemented.
  Files counting;
  std::string counting_stderr;  ///< the four calls' lines and the student's prints between them

  /// 300 ms of CPU as it loads, 100 ms in each solve (CPU, not wall: the machine may be loaded).
  Files timed;
  std::string quick_request;  ///< an entry that returns at once, asked before each solve; "": none
  double quick_below_ms = 0;
  double start_above_ms = 0;  ///< the runtime's own start, before 'started'
  double load_at_least_ms = 0;
  /// Upper bounds on the load's and on each call's CPU, given the runtime's start.
  std::function<double(double started)> load_below, call_below;

  /// The call prints on the output, on the error stream, then on the output.
  Files printing;
  std::string printed;  ///< those prints on stderr, after the call's line
  std::vector<Ending> endings;

  /// The call raises when the grid's first cell is 9.
  Files raising;
  std::string raised;            ///< the end of stderr
  bool raised_is_all = false;    ///< `raised` is the whole of stderr, not just its end
  std::string raised_explained;  ///< the end of the explaining build's stderr, when there is one

  /// Reads its input in a call (and maybe at load) without taking a request.
  Files reading;
  std::string reading_answer;

  /// Reads its input as it loads, from the line `asking_line` (0: the run
  /// cannot tell which; the explaining build's says `asking_line_explained`).
  Files asking;
  int asking_line = 0;
  std::string asking_account;  ///< a piece of the account the grader reads; "": none checked
  int asking_line_explained = 0;

  /// A plain solve, for the refusals.
  Files plain;
};

const std::string kEmpty4 = "0000\n0000\n0000\n0000\n";
const std::string kCalling = "\nsudoku-driver: calling solve\n";

std::string solve_request(const std::string& grid = kEmpty4) { return "4 solve\n" + grid; }

std::unique_ptr<ServedDriver> serve(const ServedLanguage& language, const TempDir& dir, const Files& files,
                                    bool channel = true) {
  return std::make_unique<ServedDriver>(dir, language.words(dir, files), channel);
}

std::unique_ptr<ServedDriver> serve_explaining(const ServedLanguage& language, const TempDir& dir, const Files& files) {
  return std::make_unique<ServedDriver>(dir, language.explaining_words(dir, files), true);
}

// The argv of `program`, with the box's /submission made the bundle's folder.
std::vector<std::string> unboxed_argv(const harness::Program& program) {
  std::vector<std::string> argv = program.argv;
  const std::string box = harness::kSubmissionPath;
  for (std::string& word : argv)
    if (word.rfind(box + "/", 0) == 0) word = program.submission_dir.string() + word.substr(box.size());
  return argv;
}

// The harness's argv for `prepared`, unboxed.
std::vector<std::string> unboxed_argv(const harness::Prepared& prepared) {
  INFO(prepared.failure.reason << "\n" << prepared.failure.details);
  REQUIRE(prepared.program);
  return unboxed_argv(*prepared.program);
}

harness::CompileOptions unboxed_options() {
  harness::CompileOptions options;  // no sandbox: unboxed
  options.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  return options;
}

// ---- The rows ----

ServedLanguage python() {
  ServedLanguage row;
  row.words = [](const TempDir& dir, const Files& files) -> std::vector<std::string> {
    const fs::path module = dir / files.begin()->first;
    std::ofstream(module) << files.begin()->second;
    const std::string driver = std::string(SOURCE_DIR) + "/harness/driver/sudoku_driver.py";
    return {"/usr/bin/python3", "-I", "-B", driver, module.string(), "--serve"};
  };
  row.counting = {{"student.py", "calls = 0\n"
                                 "def solve(grid):\n"
                                 "    global calls\n"
                                 "    calls += 1\n"
                                 "    grid[0][0] = calls\n"
                                 "    return True\n"}};
  // Each of the driver's lines after a newline of its own (protocol_words.h, kDriverLineStart).
  row.counting_stderr = kCalling + kCalling + kCalling + kCalling;

  row.timed = {{"student.py", "import time\n"
                              "def burn(seconds):\n"
                              "    start = time.process_time()\n"
                              "    while time.process_time() - start < seconds:\n"
                              "        pass\n"
                              "burn(0.3)\n"
                              "def solve(grid):\n"
                              "    burn(0.1)\n"
                              "    return False\n"}};
  row.start_above_ms = 0;  // the interpreter's start, tens of ms
  row.load_at_least_ms = 290;
  row.load_below = [](double) { return 2000.0; };
  row.call_below = [](double) { return 300.0; };

  row.printing = {{"student.py", "import os, sys\n"
                                 "def solve(grid):\n"
                                 "    print('out 1')\n"
                                 "    print('err 2', file=sys.stderr)\n"
                                 "    print('out 3')\n"
                                 "    if grid[0][0] == 9:\n"
                                 "        print('never written', file=sys.stderr)\n"
                                 "        os._exit(3)\n"
                                 "    return True\n"}};
  // sys.stderr, line-buffered, wrote 'err 2' first: the order is kept all the same.
  row.printed = "out 1\nerr 2\nout 3\n";
  row.endings = {{"os._exit ends the process before the next flush: what the call printed is lost, as outside",
                  "9000\n0000\n0000\n0000\n", 3, ""}};

  row.raising = {{"student.py", "def solve(grid):\n"
                                "    if grid[0][0] == 9:\n"
                                "        raise ValueError('nine')\n"
                                "    return True\n"}};
  row.raised = "\nsudoku-driver: calling solve\n\nsudoku-driver: exception in solve\n"
               "Traceback (most recent call last):\n"
               "  File \"student.py\", line 3, in solve\n"
               "    raise ValueError('nine')\n"
               "ValueError: nine\n";

  // fd 0 itself at import (sys.stdin raises there: `asking`), sys.stdin in a call.
  row.reading = {{"student.py", "import os, sys\n"
                                "at_import = len(os.read(0, 100))\n"
                                "def solve(grid):\n"
                                "    grid[0][0] = at_import + len(sys.stdin.read())\n"
                                "    return True\n"}};
  row.reading_answer = "True\n" + kEmpty4;

  row.asking = {{"student.py", "import sys\n"
                               "size = int(input('size? '))\n"
                               "def solve(grid):\n"
                               "    return True\n"}};
  row.asking_line = 2;
  row.asking_account = "line 2, in <module>";

  row.plain = {{"student.py", "def solve(grid):\n    return True\n"}};
  return row;
}

ServedLanguage java() {
  ServedLanguage row;
  // prepare_java's argv for a run, with the heap flag as a 256 MiB case has
  // it, and --serve for the entry.
  row.words = [](const TempDir& dir, const Files& files) {
    const fs::path file = dir / files.begin()->first;
    std::ofstream(file) << files.begin()->second;
    const harness::Prepared prepared = harness::prepare_java(file, unboxed_options());
    std::vector<std::string> argv = unboxed_argv(prepared);
    argv.insert(argv.begin() + 1, prepared.program->heap_flag + "192m");
    argv.push_back("--serve");
    return argv;
  };
  // A thread that never ends and a shutdown hook have no say in the end, and
  // a System.err of the student's own does not swallow the driver's lines.
  row.counting = {
      {"Sudoku.java",
       "public class Sudoku {\n"
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
       "}\n"}};
  // The student's prints on stderr, each after its call's line, as in a run.
  row.counting_stderr = kCalling + "call 1\n" + kCalling + "call 2\n" + kCalling + "call 3\n" + kCalling + "call 4\n";

  // Burns `ms` of this thread's CPU; nothing in checkSudoku.
  row.timed = {
      {"Sudoku.java",
       "public class Sudoku {\n"
       "  static { burn(300); }\n"
       "  static void burn(long ms) {\n"
       "    java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();\n"
       "    long start = bean.getCurrentThreadCpuTime();\n"
       "    while (bean.getCurrentThreadCpuTime() - start < ms * 1000000L) {}\n"
       "  }\n"
       "  public static boolean solve(int[][] grid) {\n"
       "    burn(100);\n"
       "    return false;\n"
       "  }\n"
       "  public static boolean checkSudoku(int[][] grid, boolean printErrors) {\n"
       "    return true;\n"
       "  }\n"
       "}\n"}};
  // A call that returns at once costs the driver's work alone (about 1 ms):
  // its classes were loaded and its code run before 'started', so not even
  // the first request pays for them (40 ms more if it did).
  row.quick_request = "4 checkSudoku\n" + kEmpty4;
  row.quick_below_ms = 15;
  // The JVM's start (150 ms or more of CPU here, with its JIT threads).
  row.start_above_ms = 60;
  row.load_at_least_ms = 290;
  row.load_below = [](double) { return 450.0; };  // the static initializer, not the JVM's start too
  row.call_below = [](double) { return 150.0; };

  row.printing = {{"Sudoku.java", "public class Sudoku {\n"
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
                                  "}\n"}};
  row.printed = "out 1\nerr 2\nout 3\n";
  row.endings = {{"System.exit: the shutdown hook writes what the call printed", "8000\n0000\n0000\n0000\n", 4,
                  row.printed + "before exit\n"},
                 {"Runtime.halt ends the JVM with the call's prints still in the buffer, not written a line at a time",
                  "9000\n0000\n0000\n0000\n", 5, ""}};

  row.raising = {{"Sudoku.java", "public class Sudoku {\n"
                                 "  public static boolean solve(int[][] grid) {\n"
                                 "    if (grid[0][0] == 9)\n"
                                 "      throw new IllegalStateException(\"nine\");\n"
                                 "    return true;\n"
                                 "  }\n"
                                 "}\n"}};
  row.raised = "\nsudoku-driver: calling solve\n\nsudoku-driver: calling solve\n"
               "\nsudoku-driver: exception in solve\n"
               "java.lang.IllegalStateException: nine\n"
               "\tat Sudoku.solve(Sudoku.java:4)\n"
               "\t... (the grader's frames left out)\n";
  row.raised_is_all = true;

  // System.in in a call, and through a Scanner made as the class initialized.
  row.reading = {{"Sudoku.java", "public class Sudoku {\n"
                                 "  static final java.util.Scanner KEPT = new java.util.Scanner(System.in);\n"
                                 "  static int read() {\n"
                                 "    try { return System.in.readAllBytes().length; }\n"
                                 "    catch (java.io.IOException e) { return -1; }\n"
                                 "  }\n"
                                 "  public static boolean solve(int[][] grid) {\n"
                                 "    grid[0][0] = read() + (KEPT.hasNextLine() ? 1 : 0);\n"
                                 "    return true;\n"
                                 "  }\n"
                                 "}\n"}};
  row.reading_answer = "True\n" + kEmpty4;

  row.asking = {{"Sudoku.java", "public class Sudoku {\n"
                                "  static final java.util.Scanner IN = new java.util.Scanner(System.in);\n"
                                "  static final int SIZE = IN.nextInt();\n"
                                "  public static boolean solve(int[][] grid) { return true; }\n"
                                "}\n"}};
  row.asking_line = 3;
  row.asking_account = "at Sudoku.<clinit>(Sudoku.java:3)";

  // Without fd 3, the JVM's own lib/modules takes it: open, but not for writing.
  row.plain = {{"Sudoku.java", "public class Sudoku {\n"
                               "  public static boolean solve(int[][] grid) { return true; }\n"
                               "}\n"}};
  return row;
}

// The first three lines DrRacket writes when it saves a file in a teaching language.
std::string drracket_header(const std::string& reader, const std::string& modname) {
  return ";; The first three lines of this file were inserted by DrRacket. They record metadata\n"
         ";; about the language level of this file in a form that our tools can easily process.\n"
         "#reader(lib \"" +
         reader + "\" \"lang\")((modname " + modname +
         ") (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none "
         "#f () #t)))\n";
}

ServedLanguage racket() {
  ServedLanguage row;
  // One file, or a folder whose sudoku.rkt is graded: the bundle's driver and files.
  auto prepared = [](const TempDir& dir, const Files& files) {
    const fs::path folder = dir / "submission";
    fs::create_directories(folder);
    for (const auto& [name, text] : files) std::ofstream(folder / name) << text;
    return harness::prepare_racket(files.size() == 1 ? folder / files.begin()->first : folder, unboxed_options());
  };
  row.words = [prepared](const TempDir& dir, const Files& files) {
    std::vector<std::string> argv = unboxed_argv(prepared(dir, files));
    argv.push_back("--serve");
    return argv;
  };
  // errortrace compiled in: the words of an RTE's rerun.
  row.explaining_words = [prepared](const TempDir& dir, const Files& files) {
    const harness::Prepared timed = prepared(dir, files);
    REQUIRE(timed.program);
    REQUIRE(timed.program->explaining);
    const harness::Program* explaining = timed.program->explaining->program();
    REQUIRE(explaining != nullptr);
    std::vector<std::string> argv = unboxed_argv(*explaining);
    argv.push_back("--serve");
    return argv;
  };
  // Advanced Student, as DrRacket saves it.
  row.counting = {{"counts.rkt", drracket_header("htdp-advanced-reader.ss", "counts") +
                                     "(define calls 0)\n"
                                     "(define (solve bd)\n"
                                     "  (begin (set! calls (+ calls 1))\n"
                                     "         (cons calls (rest bd))))\n"}};
  row.counting_stderr = kCalling + kCalling + kCalling + kCalling;

  // Intermediate Student with lambda, as DrRacket saves it, requiring a
  // module of the student's own (`#lang racket`, to read the CPU clock) that
  // requires a library the teaching language does not load (2htdp/image,
  // 0.15 to 0.5 s of CPU): 200 ms of CPU at burn.rkt's top level, 100 ms at
  // sudoku.rkt's, 100 ms in each call.
  row.timed = {{"burn.rkt", "#lang racket\n"
                            "(require 2htdp/image)\n"
                            "(provide burn)\n"
                            "(define (burn ms)\n"
                            "  (define start (current-process-milliseconds))\n"
                            "  (let loop () (when (< (- (current-process-milliseconds) start) ms) (loop)))\n"
                            "  ms)\n"
                            "(void (burn 200))\n"},
               {"sudoku.rkt", drracket_header("htdp-intermediate-lambda-reader.ss", "sudoku") +
                                  "(require \"burn.rkt\")\n"
                                  "(define burnt (burn 100))\n"
                                  "(define (solve bd)\n"
                                  "  (if (= (burn 100) 100) false bd))\n"
                                  "(check-expect (solve empty) false)\n"}};
  // Racket, the driver, the teaching language and burn.rkt's libraries load
  // before 'started': 0.6 s of CPU on a quiet 2-core machine, 2 s under load.
  // What the runtime adds to the student's own CPU after 'started' (a few ms)
  // is bounded by a tenth of that, so the bounds scale with the machine; the
  // teaching language, or 2htdp/image, loaded after 'started' would put its
  // whole load there.
  row.start_above_ms = 200;
  row.load_at_least_ms = 295;  // both files' top levels: the student's instantiation
  row.load_below = [](double started) { return 300 + started / 10; };
  row.call_below = [](double started) { return 100 + started / 10; };

  row.printing = {{"student.rkt", "#lang racket\n"
                                  "(provide solve)\n"
                                  "(define (solve bd)\n"
                                  "  (printf \"out 1\\n\")\n"
                                  "  (eprintf \"err 2\\n\")\n"
                                  "  (printf \"out 3, ~a\\n\" (file-stream-buffer-mode (current-output-port)))\n"
                                  "  (when (equal? (first bd) 8)\n"
                                  "    (printf \"before exit\\n\")\n"
                                  "    (exit 4))\n"
                                  "  bd)\n"}};
  // 'block': not a system call a printf, as Racket's own stderr would be.
  row.printed = "out 1\nerr 2\nout 3, block\n";
  row.endings = {
      {"Racket's exit writes what the call printed", "8000\n0000\n0000\n0000\n", 4, row.printed + "before exit\n"}};

  row.raising = {{"student.rkt", "#lang racket\n"
                                 "(provide solve)\n"
                                 "(define (solve bd)\n"
                                 "  (when (equal? (first bd) 9)\n"
                                 "    (error 'solve \"nine\"))\n"
                                 "  bd)\n"}};
  // The timed build's Racket words, with no place of the student's...
  row.raised = "\nsudoku-driver: calling solve\n\nsudoku-driver: exception in solve\nsolve: nine\n";
  // ...and the rerun's, in the student's terms.
  row.raised_explained = "\nsudoku-driver: calling solve\n\nsudoku-driver: exception in solve\n"
                         "  at student.rkt:5:4: (error (quote solve) \"nine\")\n"
                         "  at student.rkt:4:2: (when (equal? (first bd) 9) (error (quote solve) \"nine\"))\n"
                         "student.rkt:5:4: solve: nine\n";

  // /dev/stdin at the top level, stdin and /dev/stdin in a call. 1: the end
  // of the input at once; 2: nothing yet, where the next request would come;
  // 3: a line. Each of the first four cells says what one read got. (The
  // input port at the top level raises: `asking`.)
  row.reading = {{"reader.rkt", "#lang racket\n"
                                "(provide solve)\n"
                                "(define (what-stdin-gives in)\n"
                                "  (define line (sync/timeout 0.5 (read-line-evt in)))\n"
                                "  (cond [(eof-object? line) 1] [(not line) 2] [else 3]))\n"
                                "(define (what-fd-0-gives)\n"
                                "  (call-with-input-file \"/dev/stdin\" what-stdin-gives))\n"
                                "(define at-top-level (list (what-fd-0-gives) (what-fd-0-gives)))\n"
                                "(define (solve bd)\n"
                                "  (append at-top-level\n"
                                "          (list (what-stdin-gives (current-input-port)) (what-fd-0-gives))\n"
                                "          (drop bd 4)))\n"}};
  row.reading_answer = "True\n1111\n0000\n0000\n0000\n";

  row.asking = {{"asks.rkt", "#lang racket\n"
                             "(provide solve)\n"
                             "(define size (read-line))\n"
                             "(define (solve bd) bd)\n"}};
  row.asking_line = 0;  // the timed build knows no place of the student's; the rerun's does
  row.asking_line_explained = 3;

  row.plain = {{"plain.rkt", "#lang racket\n(provide solve)\n(define (solve bd) bd)\n"}};
  return row;
}

// ---- The suite ----

void answers_request_after_request(const ServedLanguage& language) {
  const TempDir dir("serve-test");
  const auto driver = serve(language, dir, language.counting);
  CHECK(driver->next_mark() == "started");
  CHECK(driver->next_mark() == "ready");
  for (int call = 1; call <= 3; ++call) {
    driver->send(solve_request());
    CHECK(driver->answer(5) == "True\n" + std::to_string(call) + "000\n0000\n0000\n0000\n");
    CHECK(driver->next_mark() == "done");
  }
  // Entries the submission lacks are NotImplemented, and the runtime goes on.
  for (const std::string entry : {"count_solutions 2", "checkSudoku"}) {
    driver->send("4 " + entry + "\n" + kEmpty4);
    CHECK(driver->answer(1) == "NotImplemented\n");
    CHECK(driver->next_mark() == "done");
  }
  driver->send(solve_request());
  CHECK(driver->answer(5) == "True\n4000\n0000\n0000\n0000\n");
  CHECK(driver->next_mark() == "done");
  const int status = driver->finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  CHECK(driver->next_mark().empty());
  CHECK(driver->stderr_text() == language.counting_stderr);
}

void times_each_case_from_the_boundaries(const ServedLanguage& language) {
  const TempDir dir("serve-test");
  const auto driver = serve(language, dir, language.timed);
  REQUIRE(driver->next_mark() == "started");
  const double started = driver->cpu_ms();
  REQUIRE(driver->next_mark() == "ready");
  const double ready = driver->cpu_ms();
  std::vector<double> solves, quick;
  double before = ready;
  auto timed_case = [&](const std::string& request, const std::string& expected) {
    driver->send(request);
    CHECK(driver->answer(5) == expected);
    REQUIRE(driver->next_mark() == "done");
    const double after = driver->cpu_ms();
    const double spent = after - before;
    before = after;
    return spent;
  };
  // A row's quick case first: the first request is where the driver's own start-up would show.
  for (int i = 0; i < 3; ++i) {
    if (!language.quick_request.empty()) quick.push_back(timed_case(language.quick_request, "True\n" + kEmpty4));
    solves.push_back(timed_case(solve_request(), "False\n" + kEmpty4));
  }
  CAPTURE(started, ready, solves, quick);
  // The runtime's start is before 'started': never a case's.
  CHECK(started > language.start_above_ms);
  CHECK(ready - started >= language.load_at_least_ms);  // the student's load
  CHECK(ready - started < language.load_below(started));
  for (double ms : solves) {
    CHECK(ms >= 95);                           // the call
    CHECK(ms < language.call_below(started));  // and the driver's own few ms, not the load nor the start
  }
  for (double ms : quick) CHECK(ms < language.quick_below_ms);
  CHECK(driver->finish() == 0);
}

void writes_prints_before_done(const ServedLanguage& language) {
  const TempDir dir("serve-test");
  const auto driver = serve(language, dir, language.printing);
  REQUIRE(driver->next_mark() == "started");
  REQUIRE(driver->next_mark() == "ready");
  driver->send(solve_request());
  CHECK(driver->answer(5) == "True\n" + kEmpty4);
  REQUIRE(driver->next_mark() == "done");
  // In their order, and all before 'done'.
  const std::string first = kCalling + language.printed;
  CHECK(driver->stderr_text() == first);
  for (const Ending& ending : language.endings) {
    DYNAMIC_SECTION(ending.name) {
      driver->send(solve_request(ending.grid));
      CHECK(driver->next_mark().empty());
      const int status = driver->finish();
      CHECK((WIFEXITED(status) && WEXITSTATUS(status) == ending.exit_code));
      CHECK(driver->stderr_text() == first + kCalling + ending.after_line);
    }
  }
}

// The stderr of a driver whose second call raises, after the first's answer stood.
std::string stderr_of_a_raise(ServedDriver* driver) {
  REQUIRE(driver->next_mark() == "started");
  REQUIRE(driver->next_mark() == "ready");
  driver->send(solve_request());
  CHECK(driver->answer(5) == "True\n" + kEmpty4);
  CHECK(driver->next_mark() == "done");
  driver->send(solve_request("9000\n0000\n0000\n0000\n"));
  CHECK(driver->next_mark().empty());  // no 'done': the channel ends with the process
  const int status = driver->finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  return driver->stderr_text();
}

void a_raise_ends_the_runtime(const ServedLanguage& language) {
  const TempDir dir("serve-test");
  const std::string said = stderr_of_a_raise(serve(language, dir, language.raising).get());
  if (language.raised_is_all) CHECK(said == language.raised);
  else CHECK_THAT(said, Catch::EndsWith(language.raised));
  if (language.explaining_words) {
    const TempDir explaining_dir("serve-test");
    CHECK_THAT(stderr_of_a_raise(serve_explaining(language, explaining_dir, language.raising).get()),
               Catch::EndsWith(language.raised_explained));
  }
}

void reading_input_takes_no_request(const ServedLanguage& language) {
  const TempDir dir("serve-test");
  const auto driver = serve(language, dir, language.reading);
  REQUIRE(driver->next_mark() == "started");
  REQUIRE(driver->next_mark() == "ready");
  for (int i = 0; i < 2; ++i) {
    driver->send(solve_request());
    CHECK(driver->answer(5) == language.reading_answer);
    CHECK(driver->next_mark() == "done");
  }
  CHECK(driver->finish() == 0);
}

// What a driver that reads its input as it loads tells the grader.
harness::InputWhileLoading told_of_reading(ServedDriver* driver) {
  REQUIRE(driver->next_mark() == "started");
  CHECK(driver->next_mark().empty());  // no 'ready'
  const int status = driver->finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  const std::optional<harness::InputWhileLoading> reads = harness::input_while_loading(driver->stderr_text());
  REQUIRE(reads);
  return *reads;
}

void reading_input_at_load_is_told(const ServedLanguage& language) {
  const TempDir dir("serve-test");
  const harness::InputWhileLoading reads = told_of_reading(serve(language, dir, language.asking).get());
  CHECK(reads.line == language.asking_line);
  if (!language.asking_account.empty()) CHECK_THAT(reads.account, Catch::Contains(language.asking_account));
  if (language.explaining_words) {
    const TempDir explaining_dir("serve-test");
    CHECK(told_of_reading(serve_explaining(language, explaining_dir, language.asking).get()).line ==
          language.asking_line_explained);
  }
}

// Each its exit 125 (the grader's mistake) and its words.
void refuses_the_graders_mistakes(const ServedLanguage& language) {
  const TempDir dir("serve-test");
  auto refused = [](ServedDriver& driver, const std::string& said) {
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 125));
    CHECK(driver.stderr_text() == "sudoku-driver: " + said + "\n");
  };
  SECTION("no fd 3") {
    const auto driver = serve(language, dir, language.plain, false);
    refused(*driver, "--serve needs the boundary channel open on fd 3");
  }
  SECTION("a request line without its row count") {
    const auto driver = serve(language, dir, language.plain);
    REQUIRE(driver->next_mark() == "started");
    REQUIRE(driver->next_mark() == "ready");
    driver->send("solve\n" + kEmpty4);
    refused(*driver, "request line 'solve' is not ROWS ENTRY [ARGS...]");
  }
  SECTION("requests that end inside a grid") {
    const auto driver = serve(language, dir, language.plain);
    REQUIRE(driver->next_mark() == "started");
    REQUIRE(driver->next_mark() == "ready");
    driver->send("4 solve\n0000\n");
    refused(*driver, "the requests end inside a grid");
  }
}

void check_conformance(const ServedLanguage& language) {
  SECTION("it answers request after request in one process, whose state lasts from one case to the next") {
    answers_request_after_request(language);
  }
  SECTION("the grader times each case from the boundaries: the runtime's start before 'started', the student's "
          "load between 'started' and 'ready', each call between one mark and the next") {
    times_each_case_from_the_boundaries(language);
  }
  SECTION("what a call prints, on either stream, is written in its order before the case's 'done', through one "
          "buffered stream") {
    writes_prints_before_done(language);
  }
  SECTION("a call that raises ends the runtime: the answers before it stand, then exit 1 and the student's error") {
    a_raise_ends_the_runtime(language);
  }
  SECTION("a submission that reads its input in a call takes no request: it reads nothing") {
    reading_input_takes_no_request(language);
  }
  SECTION("a submission that reads its input as it loads is told so, with its line, and is never ready") {
    reading_input_at_load_is_told(language);
  }
  SECTION("--serve exits 125, the grader's mistake, without fd 3 or on a malformed request") {
    refuses_the_graders_mistakes(language);
  }
}

}  // namespace

TEST_CASE("sudoku_driver.py --serve keeps the warm runtime's protocol", "[sudoku_driver_serve][process][slow]") {
  check_conformance(python());
}

TEST_CASE("SudokuDriver --serve keeps the warm runtime's protocol", "[SudokuDriver_serve][process][slow]") {
  check_conformance(java());
}

TEST_CASE("racket_driver.rkt --serve keeps the warm runtime's protocol", "[racket_driver_serve][process][slow]") {
  check_conformance(racket());
}

TEST_CASE("the Racket runtime ends at once, at the end of the requests or on a raise, whatever the file left to run "
          "at exit",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("serve-test");
  // An exit handler and a flush callback that never return, and a thread
  // that never ends: Racket's own exit would wait on the first two.
  const auto driver = serve(racket(), dir,
                            {{"stays.rkt", "#lang racket\n"
                                           "(provide solve)\n"
                                           "(define (forever . _) (let loop () (sleep 1) (loop)))\n"
                                           "(void (thread forever))\n"
                                           "(exit-handler forever)\n"
                                           "(void (plumber-add-flush! (current-plumber) forever))\n"
                                           "(define (solve bd) (if (first bd) (raise 'nine) #false))\n"}});
  REQUIRE(driver->next_mark() == "started");
  REQUIRE(driver->next_mark() == "ready");
  driver->send(solve_request());
  CHECK(driver->answer(5) == "False\n" + kEmpty4);
  CHECK(driver->next_mark() == "done");
  // finish() kills a driver still running after 20 s: its status is then SIGKILL, not an exit.
  SECTION("the end of the requests: exit 0") {
    const int status = driver->finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  }
  SECTION("a call that raises: exit 1") {
    driver->send(solve_request("9000\n0000\n0000\n0000\n"));
    CHECK(driver->next_mark().empty());
    const int status = driver->finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
    CHECK_THAT(driver->stderr_text(),
               Catch::EndsWith("\nsudoku-driver: exception in solve\nuncaught exception: 'nine\n"));
  }
}
