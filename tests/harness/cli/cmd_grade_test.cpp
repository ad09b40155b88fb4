// The grade command in-process, end to end: a submission that prints forged
// report lines is graded, and what reaches the console (and GitHub's log and
// summary) shows them as escapes and lets none of them act; one that prints
// its input gives away no hidden case's puzzle in any report a student reads.
#include <catch2/catch.hpp>

#include <errno.h>
#include <pty.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "background_grader.h"
#include "cases/case_loader.h"
#include "cli/command.h"
#include "command_run.h"
#include "every_report.h"
#include "file_text.h"
#include "hidden_puzzles.h"
#include "hostile_text.h"
#include "report/github.h"
#include "support/scoped_env.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

const std::string kForger = std::string(SOURCE_DIR) + "/tests/submissions/presentation_error/forged_report_lines.cpp";
const std::string kCases = std::string(SOURCE_DIR) + "/tests/submissions/cases.yaml";
const std::string kCache = std::string(BINARY_DIR) + "/test-cache";

// A console wide enough for every reason to stay on its row, for the tests
// that look for a reason whole (the layout's own tests are report/text's).
struct WideConsole {
  WideConsole() { setenv("COLUMNS", "1000", 1); }
  ~WideConsole() { unsetenv("COLUMNS"); }
};

CommandRun grade_forger() {
  const WideConsole wide;
  return run_command(harness::run_grade, {"grade", kForger, "--cases", kCases, "--cache", kCache, "-j", "2"});
}

// The seven cases' lines, the reason quoting the forged first line as escapes.
void check_console(const std::string& out) {
  CHECK(hostile::first_raw_control(out) == std::string::npos);
  CHECK(hostile::lines_starting(out, "total ") == std::vector<std::string>{"total 0/7 points; 0 of 7 cases accepted"});
  CHECK(hostile::lines_starting(out, "  subtotal") == std::vector<std::string>{"  subtotal 0/7 points"});
  CHECK(hostile::lines_starting(out, "  solve lesson Test 1").size() == 1);
  CHECK_THAT(out, Catch::Contains("PE        "));
  CHECK_THAT(out,
             Catch::Contains("first line '\\x1b[2J\\x1b[1;1H\\rtotal 86/...' is neither True/False nor an integer"));
}

}  // namespace

TEST_CASE("grade shows a program's forged report lines as escapes on the console", "[cmd_grade][process]") {
  unsetenv("GITHUB_ACTIONS");
  const CommandRun run = grade_forger();
  CHECK(run.code == harness::kExitFailed);
  check_console(run.out);
  CHECK(hostile::lines_starting(run.out, "::", true).empty());
  CHECK(run.err.empty());
}

TEST_CASE("on GitHub Actions the forged lines sit between stop-commands and its token, annotations after",
          "[cmd_grade][process]") {
  const TempDir temp_dir("cmd-grade-summary");
  const fs::path summary = temp_dir / "summary.md";
  CommandRun run{};
  {
    OnGitHubActions actions(summary);
    run = grade_forger();
  }
  std::ostringstream summary_text;
  summary_text << std::ifstream(summary).rdbuf();
  CHECK(run.code == harness::kExitFailed);
  check_console(run.out);

  // Our commands only: stop, resume with the same token, then an ::error per failed case.
  const auto commands = hostile::lines_starting(run.out, "::", true);
  REQUIRE(commands.size() == 2 + 7);
  REQUIRE_THAT(commands[0], Catch::StartsWith("::stop-commands::"));
  const std::string token = commands[0].substr(17);
  CHECK(token.size() == 32);
  CHECK(commands[1] == "::" + token + "::");
  for (std::size_t i = 2; i < commands.size(); ++i) CHECK_THAT(commands[i], Catch::StartsWith("::error file="));
  // The whole console report, program's text and all, comes before commands resume.
  const std::size_t resumed = run.out.find("\n" + commands[1] + "\n");
  REQUIRE(resumed != std::string::npos);
  CHECK(run.out.find("\ngrading ") < resumed);
  CHECK(run.out.find("first line '") < resumed);
  CHECK(run.out.find("\ntotal 0/7 points") < resumed);

  CHECK(hostile::first_raw_control(summary_text.str()) == std::string::npos);
  CHECK_THAT(summary_text.str(), Catch::Contains("first line '\\\\x1b\\[2J\\\\x1b\\[1;1H\\\\rtotal 86/...'"));
}

TEST_CASE("without --cases, grade takes the bundled assignment the submission fits best, or says why it cannot",
          "[cmd_grade][process]") {
  const std::string examples = std::string(SOURCE_DIR) + "/examples/cpp/";
  const std::string lesson = std::string(SOURCE_DIR) + "/examples/python/lesson.py";
  const CommandRun chosen = run_command(harness::run_grade, {"grade", lesson, "--cache", kCache, "-j", "2"});
  CHECK(chosen.code == 0);
  // ./cases from a checkout, else the source tree's: either way the lesson's.
  CHECK_THAT(chosen.err, Catch::StartsWith("sudoku-grade: grading against "));
  CHECK_THAT(chosen.err, Catch::Contains("cases/lesson.yaml (Python lesson"));
  CHECK_THAT(chosen.out, Catch::Contains("total 21/21 points"));

  // Functions and a main: the helper's sessions would take the main but grade none of the functions, so
  // nothing fits in full, and the student is given each command (helper.yaml among them).
  const CommandRun helper = run_command(harness::run_grade, {"grade", examples + "helper.cpp", "--cache", kCache});
  CHECK(helper.code == harness::kExitUsage);
  CHECK_THAT(helper.err,
             Catch::Contains("fits no bundled assignment in full: it defines solve, count_solutions and a main; "));
  CHECK_THAT(helper.err,
             Catch::Contains("cases/helper.yaml runs your main's sessions, none of your functions:\n    ") &&
                 Catch::Contains(" grade " + examples + "helper.cpp --cache " + kCache + " --cases "));

  // fillSudoku alone in C++, whose language no document is written in: each assignment it could be, with the
  // command and what it still needs.
  const std::string fill_only = std::string(SOURCE_DIR) + "/tests/submissions/accepted/leaves_children_sleeping.cpp";
  const CommandRun none = run_command(harness::run_grade, {"grade", fill_only, "--cache", kCache});
  CHECK(none.code == harness::kExitUsage);
  CHECK_THAT(none.err, Catch::Contains("fits no bundled assignment in full: it defines fillSudoku; type one of:\n"));
  CHECK_THAT(none.err, Catch::Contains("cases/java.yaml needs checkSudoku too:\n"));

  const std::string broken = std::string(SOURCE_DIR) + "/tests/submissions/compile_error/missing_semicolon.cpp";
  const CommandRun ce = run_command(harness::run_grade, {"grade", broken, "--cache", kCache});
  CHECK(ce.code == harness::kExitUsage);
  // The file named as the student named it, not as the build folder's copy (src/missing_semicolon.cpp).
  CHECK_THAT(ce.err, Catch::Contains("the submission does not compile (" + broken + ":"));
}

TEST_CASE("without --cases, work in progress is graded against the assignment written in its language",
          "[cmd_grade][process][slow]") {
  const ScopedEnv wide("COLUMNS", "1000");  // the words, not where they wrap
  const std::string accepted = std::string(SOURCE_DIR) + "/tests/submissions/accepted/";
  // solve alone, in Python: the lesson's, said so, its other entries NI.
  const CommandRun solve_only = run_command(harness::run_grade,
                                            {"grade", accepted + "solve_only.py", "--cache", kCache});
  CHECK_THAT(solve_only.err, Catch::Contains("cases/lesson.yaml (Python lesson") &&
                                 Catch::Contains("the one written in Python: your file is Python and defines solve; "
                                                 "solve_fast and count_solutions, not defined yet, are NI"));
  CHECK_THAT(solve_only.out, Catch::Contains("total 7/21 points"));

  // A loop building constants at the top level is no main: count_solutions alone, the lesson's too.
  const CommandRun constants = run_command(harness::run_grade,
                                           {"grade", accepted + "constants_loop.py", "--cache", kCache});
  CHECK_THAT(constants.err, Catch::Contains("cases/lesson.yaml (Python lesson") &&
                                Catch::Contains("your file is Python and defines count_solutions;"));
  CHECK_THAT(constants.out, Catch::Contains("total 9/21 points"));
}

TEST_CASE("without --cases, an executable is asked what it answers: solve alone is no helper", "[cmd_grade][process]") {
  const std::string executable = std::string(SOURCE_DIR) + "/tests/submissions/run_time_error/solve_only_executable.py";
  const CommandRun run = run_command(harness::run_grade, {"grade", executable, "--cache", kCache});
  CHECK(run.code == harness::kExitUsage);
  CHECK_THAT(run.err, Catch::Contains("fits no bundled assignment in full: it defines solve; type one of:\n"));
  CHECK_THAT(run.err, Catch::Contains("cases/lesson.yaml needs solve_fast and count_solutions too:\n    ") &&
                          Catch::Contains(" grade " + executable + " --cache " + kCache + " --cases "));
  CHECK_THAT(run.err, !Catch::Contains("helper.yaml"));
  CHECK(run.out.empty());
}

TEST_CASE("grade --fresh: a hard-coded answer fails puzzles nobody has seen, a real solver passes them",
          "[cmd_grade][process]") {
  const std::string cases = std::string(SOURCE_DIR) + "/cases/java.yaml";
  const auto graded = [&](const std::string& submission, std::vector<std::string> extra) {
    std::vector<std::string> args = {"grade",   std::string(SOURCE_DIR) + "/" + submission, "--cases", cases,
                                     "--cache", std::string(BINARY_DIR) + "/test-cache"};
    args.insert(args.end(), extra.begin(), extra.end());
    return run_command(harness::run_grade, args);
  };
  const CommandRun solver = graded("examples/cpp/sudoku.cpp", {"--fresh", "2", "--seed", "5"});
  CHECK(solver.code == 0);
  CHECK_THAT(solver.out, Catch::Contains("\nfresh cases, seed 5 - 2 generated puzzles per entry"));
  // fillSudoku: 2 and an unsolvable one; checkSudoku: 2 valid boards and 2 with a repeat
  CHECK_THAT(solver.out, Catch::Contains("hidden cases: 7 of 7 passed"));

  // It writes one fixed grid, the lesson's first answer, whatever the puzzle: no fresh puzzle takes it.
  const CommandRun cheat = graded("tests/submissions/wrong_answer/cheat_fixed_answer.cpp", {"--fresh", "2"});
  CHECK(cheat.code == harness::kExitFailed);
  CHECK_THAT(cheat.out, Catch::Contains("hidden cases: 0 of 7 passed"));  // and it defines no checkSudoku
  // The seed is the submission's: the report names it, and a regrade draws the same.
  const auto named = cheat.out.find("fresh cases, seed ");
  REQUIRE(named != std::string::npos);
  CHECK(graded("tests/submissions/wrong_answer/cheat_fixed_answer.cpp", {"--fresh", "2"})
            .out.find(cheat.out.substr(named, cheat.out.find(' ', named + 18) - named)) != std::string::npos);

  const CommandRun seed_alone = graded("examples/cpp/sudoku.cpp", {"--seed", "5"});
  CHECK(seed_alone.code == harness::kExitUsage);
  CHECK(seed_alone.err == "--seed is the seed of --fresh K: give --fresh too");
}

TEST_CASE("grade --html writes the student's page, the wrong grid drawn as a table with givens and marks",
          "[cmd_grade][process]") {
  const TempDir temp_dir("cmd-grade-html");
  const fs::path page = temp_dir / "page.html";
  const std::string unchoose = std::string(SOURCE_DIR) + "/tests/submissions/wrong_answer/missing_unchoose.cpp";
  const CommandRun run = run_command(harness::run_grade, {"grade", unchoose, "--cases", kCases, "--cache", kCache, "-j",
                                                          "2", "--html", page.string()});
  CHECK(run.code == 1);
  std::ostringstream html;
  html << std::ifstream(page).rdbuf();
  CHECK_THAT(html.str(), Catch::StartsWith("<!DOCTYPE html>"));
  CHECK_THAT(html.str(), Catch::Contains("<table class=\"grid\">"));
  CHECK_THAT(html.str(), Catch::Contains("<td class=\"given"));
  CHECK_THAT(html.str(), Catch::Contains(" wrong"));
  CHECK_THAT(html.str(), Catch::Contains("<ul class=\"legend\">"));
}

TEST_CASE("grade suggests --sanitize after a C++ WA, and --sanitize names the bug in the box",
          "[cmd_grade][process][slow]") {
  unsetenv("GITHUB_ACTIONS");
  const std::string submission = std::string(SOURCE_DIR) + "/tests/submissions/sanitize/check_reads_past_short_row.cpp";
  const std::string cases = std::string(SOURCE_DIR) + "/tests/submissions/sanitize.yaml";
  const CommandRun plain = run_command(harness::run_grade, {"grade", submission, "--cases", cases, "--cache", kCache});
  INFO(plain.out << plain.err);
  if (plain.out.find("WA ") != std::string::npos) {
    // The command as it was given, with --sanitize added, on a line of its own: a student can paste it.
    CHECK_THAT(plain.out, Catch::Contains("signs of a memory bug"));
    CHECK_THAT(plain.out, Catch::Contains("\n  " + std::string(program_invocation_name) + " grade " + submission +
                                          " --cases " + cases + " --cache " + kCache + " --sanitize\n"));
  }
  CHECK_THAT(plain.out, !Catch::Contains("sanitized: built with"));

  // The default box (auto): the sanitized program starts and reports inside it.
  const WideConsole wide;
  const CommandRun sanitized = run_command(harness::run_grade,
                                           {"grade", submission, "--cases", cases, "--cache", kCache, "--sanitize"});
  INFO(sanitized.out << sanitized.err);
  CHECK(sanitized.code == harness::kExitFailed);
  CHECK_THAT(
      sanitized.out,
      Catch::Contains("reads past the end of row 5 (8 cells) in checkSudoku, check_reads_past_short_row.cpp:19"));
  CHECK_THAT(sanitized.out, Catch::Contains("sanitized: built with -g -fsanitize=address,undefined") &&
                                !Catch::Contains("signs of a memory bug"));
}

namespace {

const std::string kLesson = std::string(SOURCE_DIR) + "/cases/lesson.yaml";
const std::string kPrinter = std::string(SOURCE_DIR) + "/tests/submissions/run_time_error/prints_its_input.cpp";

// Every report grade writes of the submission that prints its input, by name,
// graded on GitHub Actions (so the annotations and the job summary are made too).
EveryReport grade_printer(const std::string& cases, std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"grade", kPrinter, "--cases", cases, "--cache", kCache, "-j", "2"};
  args.insert(args.end(), extra.begin(), extra.end());
  return grade_with_every_report(args, "cmd-grade-hidden");
}

// lesson.yaml with its first line saying `key_line`, in a file of its own
// in a folder of this test process's own, gone when it ends.
std::string lesson_saying(const std::string& key_line) {
  static const TempDir folder("cmd-grade-lessons");
  const fs::path copy = folder / ("lesson-" + std::to_string(std::hash<std::string>{}(key_line)) + ".yaml");
  std::ofstream(copy, std::ios::binary) << key_line << "\n" << text_of(kLesson);
  return copy.string();
}

// A Racket file whose macro, at compile time, replaces every cached C++
// program in `cache` with a script that answers nothing: what a hostile
// student's build did in a box without namespaces (issue 20).
std::string cache_poisoner(const fs::path& cache) {
  return "#lang racket\n"
         "(require (for-syntax racket/base racket/file))\n"
         "(begin-for-syntax\n"
         "  (for ([entry (in-list (directory-list " +
         std::string("\"") + cache.string() +
         "\" #:build? #t))])\n"
         "    (define program (build-path entry \"with-driver\"))\n"
         "    (when (file-exists? program)\n"
         "      (call-with-output-file program #:exists 'truncate\n"
         "        (lambda (out) (write-string \"#!/bin/sh\\nexit 3\\n\" out))))))\n"
         "(provide solve)\n"
         "(define (solve board) #f)\n";
}

}  // namespace

TEST_CASE("a program that prints its input gives away no hidden puzzle in any report a student reads",
          "[cmd_grade][process]") {
  const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(kLesson));
  REQUIRE(secrets.size() == 6);  // 15 hidden cases; 9 puzzles, of which 3 are visible cases' too
  const std::string visible = "000654001103000050000020000200871000540200170000009000305000090010008060008000007";
  const EveryReport graded = grade_printer(kLesson);
  CHECK(graded.run.code == harness::kExitFailed);
  auto reports = graded.reports;
  reports.emplace_back("Gradescope's results.json", graded.gradescope);
  for (const auto& [name, text] : reports) {
    INFO(name << ":\n" << text);
    CHECK(hidden_puzzles::given_away(text, secrets).empty());
  }
  // The program did print them, and the search finds a puzzle where one is shown: a visible case's.
  for (const char* shown : {"console", "--json", "--junit", "--html"}) {
    const auto report = std::find_if(reports.begin(), reports.end(), [&](const auto& r) { return r.first == shown; });
    INFO(shown);
    CHECK(hidden_puzzles::given_away(report->second, {visible}).size() == 1);
  }
  CHECK(hidden_puzzles::given_away(graded.gradescope, {visible}).size() == 1);
  // Each hidden test says its verdict, and no more.
  const nlohmann::json results = nlohmann::json::parse(graded.gradescope);
  int hidden = 0;
  for (const auto& test : results.at("tests")) {
    if (test.at("visibility") == "visible") continue;
    ++hidden;
    CHECK(test.at("visibility") == "after_published");
    CHECK(test.at("output") == "**RTE** (run-time error): a hidden case (its reason is not shown)\n");
  }
  CHECK(hidden == 15);
}

TEST_CASE("a case file saying 'hidden_details: after_published' shows them on Gradescope once published, nowhere else",
          "[cmd_grade][process][slow]") {
  const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(kLesson));
  const std::string open = lesson_saying("hidden_details: after_published");
  const EveryReport graded = grade_printer(open);
  CHECK(hidden_puzzles::given_away(graded.gradescope, secrets) == secrets);
  for (const auto& [name, text] : graded.reports) {
    INFO(name << ":\n" << text);
    CHECK(hidden_puzzles::given_away(text, secrets).empty());
  }
  const nlohmann::json results = nlohmann::json::parse(graded.gradescope);
  for (const auto& test : results.at("tests"))
    if (test.at("visibility") != "visible") CHECK(test.at("visibility") == "after_published");
  CHECK_THAT(graded.run.err, !Catch::Contains("hidden_details"));

  // Kept from the student for ever: as good.
  CHECK(hidden_puzzles::given_away(grade_printer(open, {"--gradescope-hidden", "hidden"}).gradescope, secrets) ==
        secrets);
  // Shown before grades are published: the file's word does not hold, and the instructor is told.
  for (const char* early : {"after_due_date", "visible"}) {
    const EveryReport before = grade_printer(open, {"--gradescope-hidden", early});
    CHECK(hidden_puzzles::given_away(before.gradescope, secrets).empty());
    CHECK_THAT(before.run.err,
               Catch::Contains("sudoku-grade: warning: " + open +
                               " says 'hidden_details: after_published', but --gradescope-hidden " + early +
                               " shows hidden tests before grades are published: their "
                               "details are left out of results.json\n"));
  }
  // And 'never', the default, said out loud.
  const std::string closed = lesson_saying("hidden_details: never");
  CHECK(hidden_puzzles::given_away(grade_printer(closed).gradescope, secrets).empty());
  fs::remove(open);
  fs::remove(closed);
}

TEST_CASE("a classmate's cached program replaced by a build is built again, with one warning, and keeps its grade",
          "[cmd_grade][process][slow]") {
  const TempDir temp("cmd-grade-poisoned-cache");
  const fs::path cache = temp / "cache";
  const std::string classmate = std::string(SOURCE_DIR) + "/examples/cpp/sudoku.cpp";
  const std::string lesson = std::string(SOURCE_DIR) + "/cases/lesson.yaml";
  const auto grade_classmate = [&] {
    return run_command(harness::run_grade, {"grade", classmate, "--cases", lesson, "--cache", cache.string()});
  };
  const CommandRun first = grade_classmate();
  REQUIRE(first.code == harness::kExitOk);
  CHECK_THAT(first.out, Catch::Contains("total 21/21 points"));

  // The attack, with --sandbox off so that its write lands in the cache.
  std::ofstream(temp / "poison.rkt") << cache_poisoner(cache);
  run_command(harness::run_grade,
              {"grade", (temp / "poison.rkt").string(), "--cases", std::string(SOURCE_DIR) + "/cases/htdp.yaml",
               "--cache", cache.string(), "--sandbox", "off"});
  fs::path program;
  for (const auto& entry : fs::directory_iterator(cache))
    if (fs::exists(entry.path() / "with-driver")) program = entry.path() / "with-driver";
  REQUIRE_FALSE(program.empty());
  REQUIRE(text_of(program) == "#!/bin/sh\nexit 3\n");  // the write landed: the test tests something

  const CommandRun again = grade_classmate();
  INFO(again.err);
  CHECK(again.code == harness::kExitOk);
  CHECK_THAT(again.out, Catch::Contains("total 21/21 points"));
  const auto warnings = output_lines(again.err);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == "sudoku-grade: warning: the cache's C++ build of " + classmate + " failed its check (" +
                           program.parent_path().string() + ": with-driver changed); building it again");
  CHECK(text_of(program) != "#!/bin/sh\nexit 3\n");

  // Built again, it is intact: the next grade takes it from the cache without a word.
  const CommandRun third = grade_classmate();
  CHECK(third.code == harness::kExitOk);
  CHECK(third.err.empty());
}

TEST_CASE("grade refuses a submission that is a symbolic link, and shows nothing of what it points at",
          "[cmd_grade][process]") {
  // Before, as root: `sudoku.cpp -> /etc/shadow` compiled, and shadow's first line in the compile error.
  TempDir temp("grade-link");
  std::ofstream(temp / "secret") << "root:THE-SECRET-HASH:19000:0:99999:7:::\n";
  fs::create_symlink(temp / "secret", temp / "sudoku.cpp");
  fs::create_directories(temp / "solver");
  fs::create_directory_symlink(temp / "solver", temp / "linked");
  const std::string refusal = "a symbolic link, which the grader never follows: hand in the file or folder itself";
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"grade", (temp / "sudoku.cpp").string()},
        std::vector<std::string>{"grade", (temp / "sudoku.cpp").string(), "--language", "cpp"},
        std::vector<std::string>{"grade", (temp / "linked").string() + "/"}}) {
    std::vector<std::string> full = args;
    full.insert(full.end(), {"--cases", kCases, "--cache", kCache});
    const CommandRun run = run_command(harness::run_grade, full);
    INFO(run.out << run.err);
    CHECK(run.code == harness::kExitUsage);
    CHECK_THAT(run.err, Catch::Contains(refusal));
    CHECK_THAT(run.out + run.err, !Catch::Contains("THE-SECRET"));
  }
}

namespace {

// grade on GitHub Actions, the workspace the source tree: what it annotates
// (its ::error and ::notice lines, after the console report), and its JSON report.
struct Annotated {
  CommandRun run;
  std::vector<std::string> annotations;
  nlohmann::json report;
};

Annotated annotated(const std::string& submission, const std::string& cases) {
  const TempDir temp_dir("cmd-grade-annotated");
  Annotated out;
  {
    OnGitHubActions actions(temp_dir / "summary.md");
    setenv("GITHUB_WORKSPACE", SOURCE_DIR, 1);
    out.run = run_command(harness::run_grade, {"grade", std::string(SOURCE_DIR) + "/" + submission, "--cases",
                                               std::string(SOURCE_DIR) + "/" + cases, "--cache", kCache, "--json",
                                               (temp_dir / "r.json").string()});
    unsetenv("GITHUB_WORKSPACE");
  }
  for (const std::string& line : hostile::lines_starting(out.run.out, "::", true))
    if (line.rfind("::error", 0) == 0 || line.rfind("::notice", 0) == 0) out.annotations.push_back(line);
  out.report = nlohmann::json::parse(text_of(temp_dir / "r.json"));
  return out;
}

// A case's hint as its annotation's second line.
std::string hint_line(const nlohmann::json& report, const std::string& name) {
  for (const auto& c : report.at("cases"))
    if (c.at("name") == name) return "%0A" + harness::workflow_command_data(c.at("hint").get<std::string>());
  return "(no case " + name + ")";
}

// The details' lines (behind the gutter) under the line of `out` starting with `heading`, up to
// the next blank line or row; its reason and hint, the harness's words, are left out.
std::vector<std::string> lines_under(const std::string& out, const std::string& heading) {
  std::istringstream in(out);
  std::vector<std::string> lines;
  bool found = false;
  for (std::string line; std::getline(in, line);) {
    if (!found) {
      found = line.rfind(heading, 0) == 0;
      continue;
    }
    if (line.empty() || line.rfind("      ", 0) != 0) break;
    if (line.rfind("      | ", 0) == 0) lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> all_lines(const std::string& out) {
  std::istringstream in(out);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A case the program answers at once (an entry it lacks: NI), then one it never finishes (TLE, run again).
fs::path quick_then_slow(const TempDir& temp_dir) {
  const fs::path cases = temp_dir / "cases.yaml";
  std::ofstream(cases) << "title: quick then slow\nsource: a test\n"
                          "defaults:\n  time_limit_ms: 2500\n"
                          "cases:\n"
                          "  - name: quick\n    entry: checkSudoku\n"
                          "    puzzle: \"780090020 170000964 000251000 006185000 504000302 000342500 000963000 "
                          "641000003 090010057\"\n"
                          "    expect:\n      valid: false\n"
                          "  - name: never ends\n    entry: solve\n"
                          "    puzzle: \"000654001 103000050 000020000 200871000 540200170 000009000 305000090 "
                          "010008060 008000007\"\n"
                          "    expect:\n      solvable: true\n";
  return cases;
}

const std::string kLoop = std::string(SOURCE_DIR) + "/tests/submissions/time_limit_exceeded/infinite_loop.cpp";

}  // namespace

TEST_CASE("on GitHub Actions a C++ compile error is annotated at the compiler's line in the student's file",
          "[cmd_grade][process]") {
  const Annotated out = annotated("tests/submissions/compile_error/missing_semicolon.cpp", "cases/lesson.yaml");
  INFO(out.run.out << out.run.err);
  REQUIRE(out.annotations.size() == 1);
  // g++ quotes with typographic quotes in a UTF-8 locale, with ' in C's.
  std::string line = out.annotations[0];
  for (const std::string quote : {"\xe2\x80\x98", "\xe2\x80\x99"})
    for (std::size_t at = line.find(quote); at != std::string::npos; at = line.find(quote)) line.replace(at, 3, "'");
  CHECK(line ==
        "::error file=tests/submissions/compile_error/missing_semicolon.cpp,line=6,col=3,title=CE the submission does "
        "not compile::expected ',' or ';' before 'return'%0A6 |   return grid.size() == 9 && empty == 0;");
}

TEST_CASE("on GitHub Actions a Java case that fails is annotated at the entry's definition, with its hint",
          "[cmd_grade][process][slow]") {
  const Annotated out = annotated("tests/submissions/wrong_answer/java_true_when_stuck", "cases/java.yaml");
  INFO(out.run.out << out.run.err);
  REQUIRE(out.annotations.size() >= 2);
  // Sudoku.java:46 is `public static boolean fillSudoku(int[][] sudoku) {`.
  const std::string at = "::error file=tests/submissions/wrong_answer/java_true_when_stuck/Sudoku.java,line=46,";
  CHECK_THAT(out.annotations[0], Catch::StartsWith(at + "title=WA example 1::returned True but ") &&
                                     Catch::EndsWith(hint_line(out.report, "example 1")));
  CHECK(hint_line(out.report, "example 1").size() > 20);
  for (const std::string& line : out.annotations) CHECK_THAT(line, !Catch::Contains("cases/java.yaml"));
}

TEST_CASE("on GitHub Actions a Python submission's failed hidden cases are one annotation after its visible ones",
          "[cmd_grade][process][slow]") {
  const Annotated out = annotated("tests/submissions/wrong_answer/missing_unchoose.py", "cases/lesson.yaml");
  INFO(out.run.out << out.run.err);
  int hidden = 0;
  for (const auto& c : out.report.at("cases")) hidden += c.at("visibility") == "hidden" && c.at("verdict") != "AC";
  CHECK(hidden > 1);
  const std::string file = "::error file=tests/submissions/wrong_answer/missing_unchoose.py,";
  REQUIRE(out.annotations.size() == 5);
  // missing_unchoose.py:22 is `def solve(grid):`; it defines no count_solutions nor solve_fast.
  CHECK_THAT(out.annotations[0], Catch::StartsWith(file + "line=22,title=WA solve Test 1::") &&
                                     Catch::EndsWith(hint_line(out.report, "solve Test 1")));
  CHECK_THAT(out.annotations[1], Catch::StartsWith(file + "title=NI count_solutions Test 1%2C call 1::"));
  CHECK_THAT(out.annotations[3], Catch::StartsWith(file + "title=NI solve_fast Test 1::"));
  CHECK(out.annotations[4] ==
        file + "title=hidden cases::" + std::to_string(hidden) + " hidden cases failed; their reasons are not shown");
}

TEST_CASE("grade shows a compile error in its language's own words, once, and the cases not run in one line",
          "[cmd_grade][process][slow]") {
  const ScopedEnv wide("COLUMNS", "1000");  // the compilers' lines whole, not where a path wraps them
  unsetenv("GITHUB_ACTIONS");
  const std::string ce = std::string(SOURCE_DIR) + "/tests/submissions/compile_error/";
  const std::string heading = "CE   the submission does not compile:";
  struct Expected {
    std::string submission;          // under compile_error/
    std::vector<std::string> words;  // what the tool said, behind the gutter (all of it; empty: unchecked)
  };
  const std::vector<Expected> table = {
      // Python's own SyntaxError: the file as the student named it, the line, the caret.
      {"syntax_error.py",
       {"      |   File \"" + ce + "syntax_error.py\", line 8", "      |     if grid[row][col] == 0",
        "      |                           ^", "      | SyntaxError: expected ':'"}},
      {"java_missing_semicolon",
       {"      | " + ce + "java_missing_semicolon/Sudoku.java:5: error: ';' expected", "      |     int filled = 0",
        "      |                   ^", "      | 1 error"}},
      // Racket's file:line:column, the file named as the student named it.
      {"racket_unclosed_paren.rkt",
       {"      | " + ce + "racket_unclosed_paren.rkt:6:0: read-syntax: expected a `)` to close `(`"}},
      // Not the grader's copy in its box (#<path:/box/src/racket_without_lang.rkt>).
      {"racket_without_lang.rkt",
       {"      | load-handler: expected a `module` declaration in " + ce +
        "racket_without_lang.rkt, but found something else"}},
      {"missing_semicolon.cpp", {}},
  };
  for (const auto& [submission, words] : table) {
    INFO(submission);
    const CommandRun run = run_command(harness::run_grade,
                                       {"grade", ce + submission, "--cases", kCases, "--cache", kCache, "-j", "2"});
    INFO(run.out << run.err);
    CHECK(run.code == harness::kExitFailed);
    if (!words.empty()) CHECK(lines_under(run.out, heading) == words);
    const std::vector<std::string> lines = all_lines(run.out);
    const auto said_once = std::count(lines.begin(), lines.end(), heading);
    CHECK(said_once == 1);
    // Every case of the file in one line, none on a line of its own.
    CHECK(hostile::lines_starting(run.out, "  7 cases not run") ==
          std::vector<std::string>{"  7 cases not run: the submission does not compile"});
    CHECK_THAT(run.out, !Catch::Contains("  not run:") && !Catch::Contains("CE        0 ms"));
  }
}

TEST_CASE("grade shows a Java exception as Java prints it: the exception, then its frames innermost first",
          "[cmd_grade][process][slow]") {
  const ScopedEnv wide("COLUMNS", "1000");  // the trace's lines whole, not where they wrap
  unsetenv("GITHUB_ACTIONS");
  const std::string submission = std::string(SOURCE_DIR) + "/tests/submissions/run_time_error/java_throws_in_helper";
  const CommandRun run = run_command(harness::run_grade,
                                     {"grade", submission, "--cases", kCases, "--cache", kCache, "-j", "2"});
  INFO(run.out << run.err);
  CHECK(run.code == harness::kExitFailed);
  const std::string thrown = "      | java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds for length 9";
  const std::string left_out = "      | \t... (the grader's frames left out)";
  CHECK(lines_under(run.out, "  checkSudoku box repeat") ==
        std::vector<std::string>{thrown, "      | \tat Sudoku.ok(Sudoku.java:36)",
                                 "      | \tat Sudoku.checkSudoku(Sudoku.java:28)", left_out});
  CHECK(lines_under(run.out, "  fillSudoku dead end") ==
        std::vector<std::string>{thrown, "      | \tat Sudoku.ok(Sudoku.java:36)",
                                 "      | \tat Sudoku.checkSudoku(Sudoku.java:28)",
                                 "      | \tat Sudoku.fillSudoku(Sudoku.java:7)", left_out});
  CHECK_THAT(run.out, Catch::Contains("fillSudoku raised java.lang.ArrayIndexOutOfBoundsException: Index 9 out of "
                                      "bounds for length 9"));
}

TEST_CASE("grade prints each case's row as it is decided, before a slow case ends, the totals last",
          "[cmd_grade][process][slow]") {
  const TempDir temp_dir("cmd-grade-as-it-comes");
  const fs::path cases = quick_then_slow(temp_dir);
  const std::string loop = kLoop;
  BackgroundGrader grader({"grade", loop, "--cases", cases.string(), "--cache", kCache}, temp_dir.path, temp_dir.path);
  // Not a timing: the quick row must be there while the slow case still runs.
  REQUIRE(wait_until([&] { return text_of(grader.out).find("  quick ") != std::string::npos || !grader.running(); }));
  const std::string early = text_of(grader.out);
  CHECK_THAT(early, Catch::Contains("  quick "));
  CHECK_THAT(early, !Catch::Contains("never ends"));
  CHECK_THAT(early, !Catch::Contains("total "));
  CHECK(grader.wait() == harness::kExitFailed);
  const std::string all = text_of(grader.out);
  CHECK_THAT(all, Catch::StartsWith(early));
  CHECK_THAT(all, Catch::Contains("  never ends "));
  CHECK_THAT(all, Catch::EndsWith("total 0/2 points; 0 of 2 cases accepted\n"));
  // Off a terminal: no progress line.
  CHECK(all.find('\r') == std::string::npos);
}

TEST_CASE("on a terminal, grade shows a progress line while a case runs long, erased before the next row",
          "[cmd_grade][process][slow]") {
  const TempDir temp_dir("cmd-grade-progress");
  const fs::path cases = quick_then_slow(temp_dir);
  std::vector<std::string> args = {
      std::string(BINARY_DIR) + "/sudoku-grade", "grade", kLoop, "--cases", cases.string(), "--cache", kCache};
  std::vector<std::string> env = {"NO_COLOR=1"};
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "COLUMNS=", 8) != 0 && std::strncmp(*e, "NO_COLOR=", 9) != 0) env.emplace_back(*e);
  std::vector<char*> argv, envp;
  for (auto& a : args) argv.push_back(a.data());
  for (auto& e : env) envp.push_back(e.data());
  argv.push_back(nullptr);
  envp.push_back(nullptr);
  struct winsize size {};
  size.ws_col = 80;
  size.ws_row = 24;
  int terminal = -1;
  const pid_t pid = forkpty(&terminal, nullptr, nullptr, &size);
  REQUIRE(pid >= 0);
  if (pid == 0) {
    execve(argv[0], argv.data(), envp.data());
    _exit(127);
  }
  std::string seen;
  char buffer[4096];
  for (ssize_t n; (n = read(terminal, buffer, sizeof buffer)) > 0 || (n < 0 && errno == EINTR);)
    if (n > 0) seen.append(buffer, static_cast<std::size_t>(n));
  close(terminal);
  int status = 0;
  waitpid(pid, &status, 0);
  INFO(seen);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == harness::kExitFailed);
  // The quick row, then the line drawn in place while 'never ends' runs, erased before its row.
  const std::size_t quick = seen.find("  quick ");
  const std::size_t progress = seen.find("\r1 of 2 cases, ");
  const std::size_t erased = seen.find("\r\033[K  never ends ");
  REQUIRE(quick != std::string::npos);
  REQUIRE(progress != std::string::npos);
  REQUIRE(erased != std::string::npos);
  CHECK(quick < progress);
  CHECK(progress < erased);
  // Nothing drawn after the totals, and the line fits the terminal.
  CHECK(seen.find("cases, ", seen.find("total 0/2 points")) == std::string::npos);
}
