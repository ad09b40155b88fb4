// prepare_python and the Python driver (harness/driver/sudoku_driver.py),
// every run of student code in the strict box, as grading runs it.
#include <sys/stat.h>

#include <fstream>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "cases/case_loader.h"
#include "driver/entries.h"
#include "driver/protocol_words.h"
#include "judge/grade.h"
#include "judge/protocol.h"
#include "lang/language.h"
#include "lang/language_programs.h"
#include "lang/prepare.h"
#include "prepare/runtime_figures.h"
#include "run/process.h"
#include "run/sandbox_probe.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

const TempDir& scratch() {
  static const TempDir dir("python-program-test");
  return dir;
}

std::shared_ptr<const Sandbox> strict_box() {
  static const auto box = probe_sandbox(SandboxLevel::Strict);
  return box;
}

CompileOptions options() {
  CompileOptions opts;
  opts.cache_dir = scratch().path / "cache";
  opts.driver_dir = fs::path(SOURCE_DIR) / "harness" / "driver";
  opts.sandbox = strict_box();
  return opts;
}

fs::path write_source(const std::string& name, const std::string& text) {
  const fs::path path = scratch().path / name;
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
  return path;
}

Program prepared(const fs::path& submission) {
  const Prepared result = prepare_python(submission, options());
  INFO(result.failure.reason << "\n" << result.failure.details);
  REQUIRE(result.program.has_value());
  return *result.program;
}

RunFacts run(const std::vector<std::string>& argv, const Program& program, std::vector<std::string> args,
             std::string grid) {
  RunSpec spec;
  spec.argv = argv;
  spec.argv.insert(spec.argv.end(), args.begin(), args.end());
  spec.stdin_text = std::move(grid);
  spec.submission_dir = program.submission_dir;
  spec.sandbox = strict_box().get();
  spec.limits.wall = 5000ms;
  spec.limits.cpu = 5000ms;
  return run_with_limits(spec);
}

RunFacts run(const Program& program, std::vector<std::string> args, std::string grid = "") {
  return run(program.argv, program, std::move(args), std::move(grid));
}

const char* const kGrid4 = "1200\n0000\n0000\n0000\n";

}  // namespace

TEST_CASE("a module of functions is called by the driver, in the box, and answers by the protocol",
          "[python_program][process]") {
  const Program program = prepared(write_source("tiny/tiny.py", "def solve(grid):\n"
                                                                "    grid[3][3] = 4\n"
                                                                "    return False\n"
                                                                "def checkSudoku(board):\n"
                                                                "    return len(board) == 4\n"));
  CHECK(program.kind == ProgramKind::Driver);
  CHECK(program.session_argv.empty());
  CHECK(program.argv.front() == "/usr/bin/python3");  // the box's interpreter, whatever PATH says
  CHECK(program.startup > 0ms);

  const RunFacts solved = run(program, {"solve"}, kGrid4);
  INFO(solved.stderr_text);
  CHECK(solved.exit_code == 0);
  CHECK(solved.stdout_text == "False\n1200\n0000\n0000\n0004\n");
  CHECK(entry_called(solved.stderr_text) == "solve");
  CHECK(run(program, {"checkSudoku"}, kGrid4).stdout_text == "True\n1200\n0000\n0000\n0000\n");

  SECTION("a function the module does not define answers NotImplemented") {
    const RunFacts facts = run(program, {"fillSudoku"}, kGrid4);
    CHECK(facts.exit_code == 0);
    CHECK(facts.stdout_text == std::string(sudoku::kNotImplementedLine) + "\n");
    CHECK(entry_called(facts.stderr_text).empty());
  }
  SECTION("the same module a second time comes from the cache") {
    const Program again = prepared(scratch().path / "tiny/tiny.py");
    CHECK(again.from_cache);
    CHECK(again.submission_dir == program.submission_dir);
  }
  SECTION("a call the harness got wrong is the driver's usage exit, never the student's") {
    CHECK(run(program, {"session"}, kGrid4).exit_code == sudoku::kDriverUsageExit);
    CHECK(run(program, {"solve"}, "12x0\n").exit_code == sudoku::kDriverUsageExit);
    const RunFacts no_limit = run(program, {"count_solutions"}, kGrid4);
    CHECK(no_limit.exit_code == sudoku::kDriverUsageExit);
    CHECK_THAT(no_limit.stderr_text, Catch::Contains("count_solutions needs its limit"));
  }
}

TEST_CASE("asked with --entries, the driver names the module's entries in the entry table's order, calling none",
          "[python_program][process]") {
  // Every entry of the table, defined in another order; one loops, one is no function.
  const Program all = prepared(write_source("entries/all.py", "def checkSudoku(board): raise ValueError('called')\n"
                                                              "def count_solutions(grid, limit): return 0\n"
                                                              "def solve_fast(grid):\n"
                                                              "    while True: pass\n"
                                                              "def solve(grid): return True\n"
                                                              "def fillSudoku(grid): return True\n"
                                                              "session = 'not an entry of a module'\n"));
  const RunFacts facts = run(all, {std::string(sudoku::kListEntriesArgument)});
  INFO(facts.stderr_text);
  std::string table;
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    if (row.takes != sudoku::Takes::TypedLines) table += std::string(row.name) + "\n";
  CHECK(facts.exit_code == 0);
  CHECK(facts.stdout_text == table);
  CHECK(entry_called(facts.stderr_text).empty());

  const Program some = prepared(
      write_source("entries/some.py", "solve = None\ndef count_solutions(grid, limit): pass\n"));
  CHECK(run(some, {std::string(sudoku::kListEntriesArgument)}).stdout_text == "count_solutions\n");
}

TEST_CASE("what the module prints, at import, while solving or in its main guard's tests, never reaches the answer",
          "[python_program][process]") {
  const Program program = prepared(write_source("chatty/chatty.py", "import os, sys\n"
                                                                    "print('True')\n"
                                                                    "def count_solutions(grid, limit):\n"
                                                                    "    print(99)\n"
                                                                    "    sys.stdout.write('7\\n')\n"
                                                                    "    sys.stdout.flush()\n"
                                                                    "    os.write(1, b'8\\n')\n"
                                                                    "    return 2\n"
                                                                    "if __name__ == '__main__':\n"
                                                                    "    print('main ran', input())\n"
                                                                    "    sys.exit(3)\n"));
  // The main guard makes the module a program of its own too: sessions run it.
  CHECK(program.kind == ProgramKind::DriverAndOwnMain);
  const RunFacts facts = run(program, {"count_solutions", "5"}, kGrid4);
  CHECK(facts.exit_code == 0);
  CHECK(facts.stdout_text == "2\n1200\n0000\n0000\n0000\n");
  CHECK_THAT(facts.stderr_text, Catch::Contains("True\n") && Catch::Contains("99\n") && Catch::Contains("8\n"));
  CHECK_THAT(facts.stderr_text + facts.stdout_text, !Catch::Contains("main ran"));

  const RunFacts session = run(program.session_argv, program, {}, "typed\n");
  CHECK(session.exit_code == 3);
  CHECK(session.stdout_text == "True\nmain ran typed\n");
}

TEST_CASE("a module that runs at its top level is a program too, and one that reads typed lines there a program only",
          "[python_program][process]") {
  // Its tests printed at the top, no guard: the functions are still the driver's to call.
  const Program tests_on_top = prepared(write_source("top_tests/top_tests.py", "def solve(grid):\n"
                                                                               "    return True\n"
                                                                               "print(solve([[0]]))\n"));
  CHECK(tests_on_top.kind == ProgramKind::DriverAndOwnMain);
  CHECK(run(tests_on_top, {"solve"}, kGrid4).stdout_text.substr(0, 5) == "True\n");
  // A menu at the top, as the helper document writes main.py: importing it
  // would run the menu, so every case runs it as a program, in its folder.
  write_source("menu/board.py", "def greeting():\n    return 'hello'\n");
  const Program menu = prepared(write_source("menu/main.py", "import board\n"
                                                             "def solve(state):\n"
                                                             "    return state\n"
                                                             "while True:\n"
                                                             "    line = input('> ')\n"
                                                             "    if line == 'q':\n"
                                                             "        break\n"
                                                             "    print(board.greeting(), line)\n")
                                    .parent_path());
  CHECK(menu.kind == ProgramKind::OwnMain);
  CHECK(menu.serve_argv.empty());
  const RunFacts session = run(menu.session_argv, menu, {}, "you\nq\n");
  CHECK(session.exit_code == 0);
  CHECK(session.stdout_text == "> hello you\n> ");
}

TEST_CASE("a function that raises is reported in the student's terms: their frames only, the last line Type: message",
          "[python_program][process]") {
  const Program program = prepared(write_source("raises/raises.py", "def helper(grid):\n"
                                                                    "    return grid[9][0]\n"
                                                                    "def solve(grid):\n"
                                                                    "    print('before')\n"
                                                                    "    return helper(grid)\n"
                                                                    "def solve_fast(grid, extra):\n"
                                                                    "    return True\n"));
  const RunFacts facts = run(program, {"solve"}, kGrid4);
  CHECK(facts.exit_code == 1);
  CHECK(facts.stdout_text.empty());
  const std::optional<DriverException> exception = driver_exception(facts.stderr_text);
  REQUIRE(exception.has_value());
  CHECK(exception->entry == "solve");
  CHECK(exception->summary == "IndexError: list index out of range");
  CHECK_THAT(exception->account, Catch::StartsWith("Traceback (most recent call last):\n"
                                                   "  File \"raises.py\", line 5, in solve\n"));
  CHECK_THAT(exception->account, Catch::Contains("  File \"raises.py\", line 2, in helper\n"));
  CHECK_THAT(facts.stderr_text, !Catch::Contains("sudoku_driver") && !Catch::Contains("importlib"));

  SECTION("a function of another signature raises at the call: the message alone, no frame of theirs") {
    const auto wrong = driver_exception(run(program, {"solve_fast"}, kGrid4).stderr_text);
    REQUIRE(wrong.has_value());
    CHECK(wrong->account == "TypeError: solve_fast() missing 1 required positional argument: 'extra'");
  }
  SECTION("an exception or sys.exit() at the module's top level is its import's") {
    const Program broken = prepared(
        write_source("import_error/top.py", "import sys\nsys.exit(0)\ndef solve(g): pass\n"));
    const RunFacts exited = run(broken, {"solve"}, kGrid4);
    CHECK(exited.exit_code == 1);
    const auto account = driver_exception(exited.stderr_text);
    REQUIRE(account.has_value());
    CHECK(account->entry == "importing top.py");
    CHECK(account->summary == "SystemExit: 0");
    // The probe's run imports too: it fails, and the probe says so.
    CHECK(run(broken, {std::string(sudoku::kListEntriesArgument)}).exit_code == 1);
  }
}

TEST_CASE("the answer is what the function returned and left, as it is", "[python_program][process]") {
  const Program program = prepared(write_source("shapes/shapes.py", "def solve(grid):\n"
                                                                    "    grid[0][0] = 12\n"
                                                                    "    return None\n"
                                                                    "def count_solutions(grid, limit):\n"
                                                                    "    return True\n"
                                                                    "def checkSudoku(board):\n"
                                                                    "    return board[0][0] == -1\n"));
  // None is no answer: the harness reads it as a presentation error.
  const RunFacts none = run(program, {"solve"}, kGrid4);
  CHECK(none.stdout_text == "None\n12 2 0 0\n0000\n0000\n0000\n");
  CHECK(read_program_output(none.stdout_text, 4).kind == ProgramOutput::Kind::Malformed);
  CHECK(run(program, {"count_solutions", "3"}, kGrid4).stdout_text.substr(0, 5) == "True\n");
  // A board with signs, in the spaced form, reaches the function as numbers.
  CHECK(run(program, {"checkSudoku"}, "-1 2\n3 4\n").stdout_text == "True\n-1 2\n34\n");
}

TEST_CASE("a syntax error is CE once, when the module is prepared, in Python's words", "[python_program][process]") {
  const fs::path source = write_source("syntax/broken.py", "def solve(grid)\n    return True\n");
  // Named as the student named the file (here by its whole path), not as the build folder's copy.
  const Prepared result = prepare_program(source, options());
  REQUIRE_FALSE(result.program.has_value());
  CHECK(result.failure.verdict == Verdict::CE);
  CHECK(result.failure.reason == "the submission does not compile:");
  CHECK(result.failure.details == "  File \"" + source.string() +
                                      "\", line 1\n"
                                      "    def solve(grid)\n"
                                      "                   ^\n"
                                      "SyntaxError: expected ':'\n");
  SECTION("a module it imports is checked too, and named as it sits in the folder") {
    write_source("syntax_folder/main.py", "from helpers import tools\ndef solve(grid): return True\n");
    write_source("syntax_folder/helpers/tools.py", "x = (\n");
    const fs::path folder_path = scratch().path / "syntax_folder";
    const Prepared folder = prepare_program(folder_path, options());
    CHECK(folder.failure.verdict == Verdict::CE);
    CHECK_THAT(folder.failure.details,
               Catch::StartsWith("  File \"" + (folder_path / "helpers/tools.py").string() + "\", line 1\n"));
  }
}

TEST_CASE("a folder's module is its only .py at the top, and imports what sits beside it",
          "[python_program][process]") {
  write_source("folder/solution.py", "from helpers.rules import answer\ndef solve(grid): return answer()\n");
  write_source("folder/helpers/rules.py", "def answer(): return True\n");
  const Program program = prepared(scratch().path / "folder");
  CHECK(program.argv.back() == "/submission/src/solution.py");
  CHECK(run(program, {"solve"}, kGrid4).stdout_text.substr(0, 5) == "True\n");

  write_source("two/a.py", "def solve(grid): return True\n");
  write_source("two/b.py", "def solve(grid): return False\n");
  CHECK_THROWS_WITH(prepare_python(scratch().path / "two", options()),
                    Catch::Contains("the folder holds 2 Python files (a.py, b.py) and none is the program"));
}

TEST_CASE("the module and the driver are what the bundle is named by, and runs write nothing into it",
          "[python_program][process]") {
  const fs::path source = write_source("key/key.py", "def solve(grid): return True\n");
  const Program first = prepared(source);
  CHECK(run(first, {"solve"}, kGrid4).exit_code == 0);
  write_source("key/key.py", "def solve(grid): return False\n");
  const Program changed = prepared(source);
  CHECK_FALSE(changed.from_cache);
  CHECK(changed.submission_dir != first.submission_dir);
  // -B: no __pycache__ beside the module, which is read-only in the box and
  // the cache's own outside it.
  CompileOptions unboxed = options();
  unboxed.sandbox = nullptr;
  const Prepared off = prepare_python(source, unboxed);
  REQUIRE(off.program.has_value());
  RunSpec spec;
  spec.argv = off.program->argv;
  spec.argv.push_back("solve");
  spec.stdin_text = kGrid4;
  spec.submission_dir = off.program->submission_dir;
  CHECK(run_with_limits(spec).stdout_text.substr(0, 6) == "False\n");
  for (const auto& entry : fs::recursive_directory_iterator(first.submission_dir.parent_path().parent_path()))
    CHECK(entry.path().filename() != "__pycache__");
}

TEST_CASE("a module prepared again from the cache takes its start-up from the cache, starting no runtime",
          "[python_program][process]") {
  const fs::path source = write_source("figures/figures.py", "def solve(grid): return True\n");
  const Program first = prepared(source);
  const Program again = prepared(source);
  CHECK(again.from_cache);
  CHECK(again.startup == first.startup);
  // Figures no probe could measure: only a grade that reads them has them.
  const fs::path bundle = first.submission_dir.parent_path();
  fs::remove_all(figures_entry(bundle));
  store_figures(bundle, {12345ms, 0, false});
  const Program read = prepared(source);
  CHECK(read.from_cache);
  CHECK(read.startup == 12345ms);
  // A bundle kept before its figures were (no entry): measured and kept again.
  fs::remove_all(figures_entry(bundle));
  const Program measured = prepared(source);
  CHECK(measured.startup < 12345ms);
  CHECK(fs::exists(figures_entry(bundle)));
}

TEST_CASE("prepare_program sends a .py module to the Python driver and a script with a shebang to itself",
          "[python_program][process]") {
  const Prepared module = prepare_program(write_source("route/module.py", "def solve(grid): return True\n"), options());
  REQUIRE(module.program.has_value());
  CHECK(module.program->argv.back() == "/submission/src/module.py");
  REQUIRE(module.program->language);
  CHECK(module.program->language->name == std::string("Python"));
  CHECK(module.program->serve_argv.back() == "--serve");
  const Prepared script = prepare_program(fs::path(SOURCE_DIR) / "examples/python/sudoku.py", options());
  REQUIRE(script.program.has_value());
  CHECK(script.program->kind == ProgramKind::OwnMain);
  CHECK(script.program->submission_dir.empty());
  REQUIRE(script.program->language);
  CHECK(script.program->language->language == Language::Executable);
  CHECK(script.program->serve_argv.empty());
}

namespace {

// A short session at the helper, typed and shown as in its recorded sessions
// (cases/helper.yaml): a wrong choice, a command before any puzzle, the
// built-in 4 x 4, solve, quit.
const char* const kSessionInput = "0\n2\n1\n1\n6\n8\n";
const char* const kMenu =
    "1) new puzzle  2) put a number  3) clear a cell  4) check  5) hint  6) solve  7) show  8) quit\n";
std::string session_screen() {
  return std::string("== Sudoku helper ==\n"
                     "A 4 x 4 or 9 x 9 sudoku: every row, column and box holds each number once.\n\n") +
         kMenu + "choice> 0\nPick a number from 1 to 8.\n\n" + kMenu + "choice> 2\nChoose a puzzle first.\n\n" + kMenu +
         "choice> 1\n"
         "  1) 4 x 4, from the corpus case\n  2) 9 x 9, easy\n  3) 9 x 9, needs guessing\n  4) type one in\n"
         "puzzle> 1\n"
         "Puzzle: 4 x 4, from the corpus case.\n"
         "    1 2   3 4\n  +-----+-----+\n1 | 1 . | . . |\n2 | . . | 3 . |\n"
         "  +-----+-----+\n3 | . 4 | . . |\n4 | . . | . 2 |\n  +-----+-----+\nEmpty cells: 12.\n\n" +
         kMenu +
         "choice> 6\n"
         "Solved, trying 12 numbers along the way.\n"
         "    1 2   3 4\n  +-----+-----+\n1 | 1 3 | 2 4 |\n2 | 4 2 | 3 1 |\n"
         "  +-----+-----+\n3 | 2 4 | 1 3 |\n4 | 3 1 | 4 2 |\n  +-----+-----+\nEmpty cells: 0.\n"
         "This is the only solution.\n\n" +
         kMenu + "choice> 8\nBye.\n";
}

// The grid cases of the helper's 4 x 4 puzzle (cases/extra.yaml), and the session.
std::vector<CaseFile> helper_cases() {
  CaseFile file = load_case_file((fs::path(SOURCE_DIR) / "cases/extra.yaml").string());
  std::vector<Case> kept;
  for (const Case& c : file.cases)
    if (c.name == "helper: solve 4x4 corpus" || c.name == "helper: count 4x4 corpus") kept.push_back(c);
  REQUIRE(kept.size() == 2);
  Case session = kept.front();
  session.name = "session short";
  session.entry = Entry::Session;
  session.expect = SessionExpect{kSessionInput, session_screen()};
  kept.push_back(session);
  file.cases = kept;
  return {file};
}

GradeResult grade_helper(const fs::path& helper) {
  GradeOptions grading;
  grading.jobs = 2;
  grading.compile = options();
  grading.sandbox = strict_box();
  return grade_submission(helper, prepare_submission(helper, grading), helper_cases(), grading);
}

}  // namespace

TEST_CASE("a Python helper's main guard is a program of its own: `python3 helper.py` in the box passes a session",
          "[python_program][process]") {
  const fs::path helper = fs::path(SOURCE_DIR) / "examples/python/helper.py";
  const GradeResult result = grade_helper(helper);
  REQUIRE_FALSE(result.build_failure.has_value());
  int sessions = 0;
  for (const CaseResult& c : result.files.front().cases) {
    INFO(c.name << ": " << c.reason << "\n" << c.details);
    CHECK(c.verdict == Verdict::AC);
    sessions += c.entry == Entry::Session;
  }
  CHECK(sessions == 1);

  SECTION("one word of the screen wrong fails the session, and only it, saying where") {
    std::ifstream in(helper);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string right = "print(\"Choose a puzzle first.\")";
    REQUIRE(text.find(right) != std::string::npos);
    for (std::size_t at; (at = text.find(right)) != std::string::npos;)
      text.replace(at, right.size(), "print(\"Choose a puzzle first!\")");
    const GradeResult wrong = grade_helper(write_source("wrong_helper/helper.py", text));
    for (const CaseResult& c : wrong.files.front().cases) {
      INFO(c.name << ": " << c.reason << "\n" << c.details);
      if (c.entry != Entry::Session) {
        CHECK(c.verdict == Verdict::AC);
        continue;
      }
      CHECK(c.verdict == Verdict::WA);
      CHECK(c.reason == "the screen differs at line 10");
      CHECK_THAT(c.details, Catch::Contains("Choose a puzzle first!"));
    }
  }
}

TEST_CASE("a Python bundle whose module was changed in the cache is stored again, with a warning, and answers as "
          "written",
          "[python_program][process]") {
  CompileOptions opts = options();
  opts.cache_dir = scratch().path / "tamper_cache";
  std::vector<std::string> warnings;
  opts.warn = [&](const std::string& line) { warnings.push_back(line); };
  const fs::path source = write_source("tamper/tamper.py", "def solve(grid):\n    return True\n");
  const Prepared first = prepare_python(source, opts);
  REQUIRE(first.program.has_value());
  // The module in the cache, rewritten to answer otherwise.
  std::ofstream(first.program->submission_dir / "src/tamper.py") << "def solve(grid):\n    return False\n";
  const Prepared again = prepare_python(source, opts);
  REQUIRE(again.program.has_value());
  CHECK_FALSE(again.program->from_cache);
  REQUIRE(warnings.size() == 1);
  CHECK_THAT(warnings[0], Catch::EndsWith(": submission/src/tamper.py changed); building it again"));
  CHECK(run(*again.program, {"solve"}, kGrid4).stdout_text.substr(0, 5) == "True\n");
}
