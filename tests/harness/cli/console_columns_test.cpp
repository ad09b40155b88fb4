// What every command prints fits an 80-column console (COLUMNS=80, as off a
// terminal): each command `sudoku-grade --help` lists, run as a student or
// an instructor would on the bundled examples and on the tests' wrong
// submissions (a few of each kind: one per language where the kind has one,
// to keep the run short; the cache is the tests' own). generate's stdout is
// no console text but a case file (a 16x16 puzzle is one YAML line of 271
// characters, and its "# Made by:" comment repeats the command), so only its
// stderr is held to the width. No mirror of a source file: it reads the
// console of the whole program.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/text_width.h"
#include "command_run.h"
#include "run/trusted_program.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

const std::string kSource = SOURCE_DIR;
const std::string kGrader = std::string(BINARY_DIR) + "/sudoku-grade";
const std::string kCache = std::string(BINARY_DIR) + "/test-cache";

// Not yet held to the width: an error stays one line, as the platforms'
// scripts (Gradescope's run_autograder) quote it whole into their output, and
// package's "wrote ..." line, which its tests and the class walkthrough read
// whole. Both are known to run past 80 columns with long paths.
bool exempt(const std::string& line) {
  return line.rfind("sudoku-grade: error: ", 0) == 0 || line.rfind("wrote ", 0) == 0;
}

// The lines of `text` wider than 80 columns, with the command that printed
// them. A command grade suggests (--sanitize, or each assignment to choose
// from) stays whole on its line, to be pasted: it is as long as the paths the
// student typed. An error's indented lines are the error's, exempt with it.
std::vector<std::string> too_wide(const std::string& command, const std::string& text) {
  std::vector<std::string> wide;
  bool in_error = false;
  for (const std::string& line : output_lines(text)) {
    in_error = line.rfind("sudoku-grade: error: ", 0) == 0 || (in_error && line.rfind(" ", 0) == 0);
    const std::size_t text_at = line.find_first_not_of(' ');
    const bool a_command = text_at != std::string::npos &&
                           line.compare(text_at, kGrader.size() + 7, kGrader + " grade ") == 0;
    if (harness::display_width(line) > 80 && !a_command && !in_error && !exempt(line))
      wide.push_back(command + ": " + std::to_string(harness::display_width(line)) + " columns: " + line);
  }
  return wide;
}

std::vector<std::string> wide_lines_of(std::vector<std::string> args) {
  const bool file_on_stdout = args.front() == "generate" && args.back() != "--help";
  std::string command = "sudoku-grade";
  for (const auto& arg : args) command += " " + arg;
  args.insert(args.begin(), kGrader);
  harness::TrustedCommand run(args, std::chrono::minutes(5));
  run.environment = {"COLUMNS=80", "NO_COLOR=1"};
  const harness::TrustedRun done = harness::run_trusted(run);
  INFO(command << "\n" << done.out << done.err);
  REQUIRE(done.end == harness::TrustedRun::End::Exited);
  std::vector<std::string> wide = file_on_stdout ? std::vector<std::string>{} : too_wide(command, done.out);
  for (auto& line : too_wide(command + " (stderr)", done.err)) wide.push_back(line);
  return wide;
}

}  // namespace

TEST_CASE("every command's console fits 80 columns on the examples and the wrong submissions",
          "[console_columns][process][slow]") {
  const TempDir temp_dir("console-columns");
  const fs::path out = temp_dir.path;
  // A class of two: the example and the lesson's classic bug.
  const fs::path class_folder = out / "class";
  fs::create_directories(class_folder);
  fs::copy_file(kSource + "/examples/cpp/sudoku.cpp", class_folder / "alice.cpp");
  fs::copy_file(kSource + "/tests/submissions/wrong_answer/missing_unchoose.cpp", class_folder / "bob.cpp");
  const std::string cases = kSource + "/tests/submissions/cases.yaml";
  const std::string lesson = kSource + "/cases/lesson.yaml";

  std::vector<std::vector<std::string>> commands = {{"--help"}};
  for (const char* command : {"grade", "batch", "merge", "similar", "check-cases", "audit", "generate", "solve",
                              "validate", "record", "package", "autograder"})
    commands.push_back({command, "--help"});
  // Each example on the assignment it is chosen for.
  for (const char* example : {"cpp/sudoku.cpp", "cpp/helper.cpp", "python/sudoku.py", "python/helper.py",
                              "python/lesson.py", "java/Sudoku.java", "racket/sudoku.rkt"})
    commands.push_back({"grade", kSource + "/examples/" + example, "--cache", kCache});
  // The wrong ones, each kind, on the assignment their bug is of.
  for (const char* wrong : {"wrong_answer/missing_unchoose.cpp", "wrong_answer/missing_unchoose.py",
                            "wrong_answer/java_missing_unchoose", "wrong_answer/htdp_ignores_boxes.rkt"})
    commands.push_back({"grade", kSource + "/tests/submissions/" + wrong, "--cases", lesson, "--cache", kCache});
  for (const char* wrong :
       {"run_time_error/multiline_exception.cpp", "run_time_error/raises_in_solve.py",
        "run_time_error/java_index_out_of_bounds", "run_time_error/racket_contract_violation.rkt",
        "compile_error/missing_semicolon.cpp", "compile_error/syntax_error.py", "compile_error/java_missing_semicolon",
        "compile_error/htdp_undefined_function.rkt", "time_limit_exceeded/infinite_loop.cpp",
        "not_implemented/misnamed.py", "presentation_error/forged_report_lines.cpp",
        "memory_limit_exceeded/unbounded_memory.cpp", "output_limit_exceeded/endless_output.cpp"})
    commands.push_back({"grade", kSource + "/tests/submissions/" + wrong, "--cases", cases, "--cache", kCache});
  // Without --cases: the choice said, or why none.
  commands.push_back({"grade", kSource + "/tests/submissions/wrong_answer/missing_unchoose.py", "--cache", kCache});
  commands.push_back(
      {"batch", class_folder.string(), "--cases", lesson, "--out", (out / "grades").string(), "--cache", kCache});
  commands.push_back({"merge", (out / "grades").string(), "--out", (out / "merged").string()});
  commands.push_back({"similar", class_folder.string(), "--out", (out / "similar").string()});
  commands.push_back({"check-cases", lesson, "--no-timing"});
  commands.push_back({"audit", lesson, "--cache", kCache});
  commands.push_back({"generate", "--seed", "1", "--count", "2"});
  commands.push_back(
      {"solve", "000654001 103000050 000020000 200871000 540200170 000009000 305000090 010008060 008000007"});
  commands.push_back({"validate", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                      "534678912672195348198342567859761423426853791713924856961537284287419635345286179"});
  commands.push_back({"validate", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                      (out / "none").string()});
  commands.push_back({"package", "--for", "vpl", lesson, "--out", (out / "vpl.zip").string()});

  std::vector<std::string> wide;
  for (const auto& command : commands)
    for (auto& line : wide_lines_of(command)) wide.push_back(line);
  for (const auto& line : wide) UNSCOPED_INFO(line);
  CHECK(wide.empty());
}
