// racket_driver.rkt --serve, the warm runtime's Racket driver (docs/protocol.md,
// "One warm runtime per submission"), driven from outside the harness as the
// grader drives it (served_driver.h), on the bundle a grade runs: prepare_racket
// compiles the files with racket_make.rkt and the driver with raco, unboxed.
#include <sys/wait.h>

#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "prepare/compile.h"
#include "lang/language_programs.h"
#include "judge/protocol.h"
#include "run/run_spec.h"
#include "served_driver.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

// The first three lines DrRacket writes when it saves a file in a teaching language.
std::string drracket_header(const std::string& reader, const std::string& modname) {
  return ";; The first three lines of this file were inserted by DrRacket. They record metadata\n"
         ";; about the language level of this file in a form that our tools can easily process.\n"
         "#reader(lib \"" + reader + "\" \"lang\")((modname " + modname +
         ") (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none "
         "#f () #t)))\n";
}

// The Racket driver serving a submission of `files` (name -> text: one file,
// or a folder whose sudoku.rkt is graded), as a grade runs it: the bundle's
// driver and files, the harness's argv with the box's /submission made the
// bundle's folder.
class ServedDriver : public served_driver::ServedDriver {
 public:
  ServedDriver(const TempDir& dir, const std::map<std::string, std::string>& files, bool channel = true)
      : served_driver::ServedDriver(dir, words(dir, files), channel) {}

 private:
  static std::vector<std::string> words(const TempDir& dir, const std::map<std::string, std::string>& files) {
    const fs::path folder = dir / "submission";
    fs::create_directories(folder);
    for (const auto& [name, text] : files) std::ofstream(folder / name) << text;
    CompileOptions options;
    options.cache_dir = fs::path(BINARY_DIR) / "test-cache";
    const Prepared prepared = prepare_racket(files.size() == 1 ? folder / files.begin()->first : folder, options);
    INFO(prepared.failure.reason << "\n" << prepared.failure.details);
    REQUIRE(prepared.program);
    std::vector<std::string> argv = prepared.program->argv;
    const std::string box = kSubmissionPath;
    for (std::string& word : argv)
      if (word.rfind(box + "/", 0) == 0) word = prepared.program->submission_dir.string() + word.substr(box.size());
    argv.push_back("--serve");
    return argv;
  }
};

const std::string kEmpty4 = "0000\n0000\n0000\n0000\n";

std::string solve_request(const std::string& grid = kEmpty4) { return "4 solve\n" + grid; }

}  // namespace

TEST_CASE("racket_driver.rkt --serve answers request after request in one process, whose module state lasts from "
          "one case to the next",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  // Advanced Student, as DrRacket saves it: each call writes how many calls this process has seen.
  ServedDriver driver(dir, {{"counts.rkt", drracket_header("htdp-advanced-reader.ss", "counts") +
                                               "(define calls 0)\n"
                                               "(define (solve bd)\n"
                                               "  (begin (set! calls (+ calls 1))\n"
                                               "         (cons calls (rest bd))))\n"}});
  CHECK(driver.next_mark() == "started");
  CHECK(driver.next_mark() == "ready");
  for (int call = 1; call <= 3; ++call) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "True\n" + std::to_string(call) + "000\n0000\n0000\n0000\n");
    CHECK(driver.next_mark() == "done");
  }
  // Entries the file lacks are NotImplemented, and the runtime goes on.
  driver.send("4 count_solutions 2\n" + kEmpty4);
  CHECK(driver.answer(1) == "NotImplemented\n");
  CHECK(driver.next_mark() == "done");
  driver.send("4 checkSudoku\n" + kEmpty4);
  CHECK(driver.answer(1) == "NotImplemented\n");
  CHECK(driver.next_mark() == "done");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n4000\n0000\n0000\n0000\n");
  CHECK(driver.next_mark() == "done");
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  CHECK(driver.next_mark().empty());
  CHECK(driver.stderr_text() == "\nsudoku-driver: calling solve\n\nsudoku-driver: calling solve\n"
                                "\nsudoku-driver: calling solve\n\nsudoku-driver: calling solve\n");
}

TEST_CASE("the grader times each Racket case from the boundaries: racket and the teaching language before "
          "'started', the file's top level between 'started' and 'ready', each call between one mark and the next",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  // Intermediate Student with lambda, as DrRacket saves it, requiring a
  // module of the student's own (`#lang racket`, to read the CPU clock) that
  // requires a library the teaching language does not load (2htdp/image,
  // 0.15 to 0.5 s of CPU): 200 ms of CPU at burn.rkt's top level, 100 ms at
  // sudoku.rkt's, 100 ms in each call.
  ServedDriver driver(dir, {{"burn.rkt", "#lang racket\n"
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
                                               "(check-expect (solve empty) false)\n"}});
  REQUIRE(driver.next_mark() == "started");
  const double started = driver.cpu_ms();
  REQUIRE(driver.next_mark() == "ready");
  const double ready = driver.cpu_ms();
  std::vector<double> cases;
  double before = ready;
  for (int i = 0; i < 3; ++i) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "False\n" + kEmpty4);
    REQUIRE(driver.next_mark() == "done");
    const double after = driver.cpu_ms();
    cases.push_back(after - before);
    before = after;
  }
  CAPTURE(started, ready, cases);
  // Racket, the driver, the teaching language and burn.rkt's libraries load
  // before 'started': 0.6 s of CPU on a quiet 2-core machine, 2 s under load.
  // What the runtime adds to the student's own CPU after 'started' (a few ms)
  // is bounded by a tenth of that, so the bounds scale with the machine; the
  // teaching language, or 2htdp/image, loaded after 'started' would put its
  // whole load there.
  const double startup = started;
  CHECK(startup > 200);
  CHECK(ready - started >= 295);   // both files' top levels: the student's instantiation
  CHECK(ready - started - 300 < startup / 10);
  for (double ms : cases) {
    CHECK(ms >= 95);                  // the call
    CHECK(ms - 100 < startup / 10);   // and the driver's own few ms
  }
  CHECK(driver.finish() == 0);
}

TEST_CASE("what a Racket call prints, on the output or the error port, is written in its order before the case's "
          "'done', through one block-buffered port, and Racket's exit writes it too",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  ServedDriver driver(dir, {{"student.rkt", "#lang racket\n"
                                            "(provide solve)\n"
                                            "(define (solve bd)\n"
                                            "  (printf \"out 1\\n\")\n"
                                            "  (eprintf \"err 2\\n\")\n"
                                            "  (printf \"out 3, ~a\\n\" (file-stream-buffer-mode (current-output-port)))\n"
                                            "  (when (equal? (first bd) 8)\n"
                                            "    (printf \"before exit\\n\")\n"
                                            "    (exit 4))\n"
                                            "  bd)\n"}});
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n" + kEmpty4);
  REQUIRE(driver.next_mark() == "done");
  // 'block': not a system call a printf, as Racket's own stderr would be.
  const std::string first = "\nsudoku-driver: calling solve\nout 1\nerr 2\nout 3, block\n";
  CHECK(driver.stderr_text() == first);
  driver.send(solve_request("8000\n0000\n0000\n0000\n"));
  CHECK(driver.next_mark().empty());
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 4));
  CHECK(driver.stderr_text() == first + "\nsudoku-driver: calling solve\nout 1\nerr 2\nout 3, block\nbefore exit\n");
}

TEST_CASE("a Racket call that raises ends the runtime: the answers before it stand, then exit 1 and the error in "
          "the student's terms",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  ServedDriver driver(dir, {{"student.rkt", "#lang racket\n"
                                            "(provide solve)\n"
                                            "(define (solve bd)\n"
                                            "  (when (equal? (first bd) 9)\n"
                                            "    (error 'solve \"nine\"))\n"
                                            "  bd)\n"}});
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "True\n" + kEmpty4);
  CHECK(driver.next_mark() == "done");
  driver.send(solve_request("9000\n0000\n0000\n0000\n"));
  CHECK(driver.next_mark().empty());   // no 'done': the channel ends with the process
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  CHECK_THAT(driver.stderr_text(),
             Catch::EndsWith("\nsudoku-driver: calling solve\n\nsudoku-driver: exception in solve\n"
                             "  at student.rkt:5:4: (error (quote solve) \"nine\")\n"
                             "  at student.rkt:4:2: (when (equal? (first bd) 9) (error (quote solve) \"nine\"))\n"
                             "student.rkt:5:4: solve: nine\n"));
}

TEST_CASE("a Racket file that reads /dev/stdin at its top level, or stdin or /dev/stdin in a call, takes no request: "
          "it reads the end at once",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  // 1: the end of the input at once; 2: nothing yet, where the next request
  // would come; 3: a line. Each of the first four cells says what one read got.
  // (The input port at the top level raises: the next test.)
  ServedDriver driver(dir, {{"reader.rkt", "#lang racket\n"
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
                                           "          (drop bd 4)))\n"}});
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  for (int i = 0; i < 2; ++i) {
    driver.send(solve_request());
    CHECK(driver.answer(5) == "True\n1111\n0000\n0000\n0000\n");
    CHECK(driver.next_mark() == "done");
  }
  CHECK(driver.finish() == 0);
}

TEST_CASE("a Racket file that reads its input port at its top level is told so, with its line, and is never ready",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  ServedDriver driver(dir, {{"asks.rkt", "#lang racket\n"
                                         "(provide solve)\n"
                                         "(define size (read-line))\n"
                                         "(define (solve bd) bd)\n"}});
  REQUIRE(driver.next_mark() == "started");
  CHECK(driver.next_mark().empty());   // no 'ready'
  const int status = driver.finish();
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
  const std::optional<harness::InputWhileLoading> reads = harness::input_while_loading(driver.stderr_text());
  REQUIRE(reads);
  CHECK(reads->line == 3);
}

TEST_CASE("the Racket runtime ends at once, at the end of the requests or on a raise, whatever the file left to run "
          "at exit",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  // An exit handler and a flush callback that never return, and a thread
  // that never ends: Racket's own exit would wait on the first two.
  ServedDriver driver(dir, {{"stays.rkt", "#lang racket\n"
                                          "(provide solve)\n"
                                          "(define (forever . _) (let loop () (sleep 1) (loop)))\n"
                                          "(void (thread forever))\n"
                                          "(exit-handler forever)\n"
                                          "(void (plumber-add-flush! (current-plumber) forever))\n"
                                          "(define (solve bd) (if (first bd) (raise 'nine) #false))\n"}});
  REQUIRE(driver.next_mark() == "started");
  REQUIRE(driver.next_mark() == "ready");
  driver.send(solve_request());
  CHECK(driver.answer(5) == "False\n" + kEmpty4);
  CHECK(driver.next_mark() == "done");
  // finish() kills a driver still running after 20 s: its status is then SIGKILL, not an exit.
  SECTION("the end of the requests: exit 0") {
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  }
  SECTION("a call that raises: exit 1") {
    driver.send(solve_request("9000\n0000\n0000\n0000\n"));
    CHECK(driver.next_mark().empty());
    const int status = driver.finish();
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 1));
    CHECK_THAT(driver.stderr_text(), Catch::EndsWith("\nsudoku-driver: exception in solve\nuncaught exception: 'nine\n"));
  }
}

TEST_CASE("racket_driver.rkt --serve exits 125, the grader's mistake, without fd 3 or on a malformed request",
          "[racket_driver_serve][process][slow]") {
  const TempDir dir("racket-serve-test");
  const std::map<std::string, std::string> file = {{"plain.rkt", "#lang racket\n(provide solve)\n(define (solve bd) bd)\n"}};
  served_driver::check_usage_refusals([&](bool channel) -> std::unique_ptr<served_driver::ServedDriver> {
    return std::make_unique<ServedDriver>(dir, file, channel);
  });
}
