// End to end, Kattis style: every program in tests/submissions/<verdict>/ is
// graded against tests/submissions/cases.yaml and must get its folder's
// verdict, with the reason that names its bug.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "cases/case_loader.h"
#include "judge/grade.h"
#include "lang/prepare.h"
#include "run/sandbox_probe.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const fs::path kSubmissions = fs::path(SOURCE_DIR) / "tests/submissions";

GradeOptions test_options() {
  GradeOptions options;
  options.jobs = 2;
  options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
  return options;
}

// The submission's verdict: its first case that is neither AC nor NI (Kattis'
// first failure); NI only when it defines no entry the cases call.
const CaseResult* first_failure(const GradeResult& grade) {
  for (const auto& file : grade.files)
    for (const auto& c : file.cases)
      if (c.verdict != Verdict::AC && c.verdict != Verdict::NI) return &c;
  return nullptr;
}

Verdict overall(const GradeResult& grade) {
  if (const CaseResult* failure = first_failure(grade)) return failure->verdict;
  for (const auto& c : grade.files.front().cases)
    if (c.verdict == Verdict::AC) return Verdict::AC;
  return Verdict::NI;
}

Verdict verdict_of_folder(const std::string& folder) {
  if (folder == "accepted") return Verdict::AC;
  if (folder == "wrong_answer") return Verdict::WA;
  if (folder == "time_limit_exceeded") return Verdict::TLE;
  if (folder == "memory_limit_exceeded") return Verdict::MLE;
  if (folder == "run_time_error") return Verdict::RTE;
  if (folder == "output_limit_exceeded") return Verdict::OLE;
  if (folder == "compile_error") return Verdict::CE;
  if (folder == "not_implemented") return Verdict::NI;
  if (folder == "presentation_error") return Verdict::PE;
  FAIL("unknown verdict folder " << folder);
  return Verdict::JE;
}

GradeResult grade(const fs::path& submission, const std::string& case_file = "cases.yaml") {
  const std::vector<CaseFile> cases = {load_case_file((kSubmissions / case_file).string())};
  const GradeOptions options = test_options();
  return grade_submission(submission, prepare_submission(submission, options), cases, options);
}

// The submissions whose point is their reason, graded against one case
// (fill_once.yaml: fillSudoku, solvable), which is all a reason needs.
const std::vector<std::pair<std::string, std::string>> kOneCaseReasons = {
    // The driver's marker on a line of its own after a print without a newline.
    {"run_time_error/prints_then_raises.py", "exit code 1, fillSudoku raised ValueError: no digit fits at row 3"},
    {"run_time_error/input_at_import.py", "exit code 1, reads standard input while loading (line 3)"},
    {"run_time_error/java_reads_input_while_loading", "exit code 1, reads standard input while loading (line 6)"},
    // Its type and first line, not the message's last line.
    {"run_time_error/multiline_exception.cpp",
     "exit code 1, fillSudoku raised NoDigitFits: no digit fits at row 3, column 4\n"},
    {"run_time_error/runaway_recursion.cpp",
     "killed by signal 11 (SIGSEGV), recursion too deep or without end in walk\n"},
    {"run_time_error/null_pointer.cpp", "killed by signal 11 (SIGSEGV), inside fillSudoku\n"},
    {"run_time_error/runaway_recursion.py", "exit code 1, recursion too deep or without end in walk\n"},
    {"run_time_error/java_runaway_recursion", "exit code 1, recursion too deep or without end in Sudoku.walk\n"},
    {"run_time_error/racket_arity_mismatch.rkt",
     "helper: arity mismatch; the expected number of arguments does not match the given number; expected: 2"},
    {"run_time_error/racket_runaway_recursion.rkt", "exit code 1, recursion too deep or without end in walk\n"},
    {"run_time_error/racket_reads_input_while_loading.rkt", "exit code 1, reads standard input while loading (line 4)"},
    {"accepted/java_with_bom", ""},
};

// Submissions graded against one case of a bundled assignment (cases/FILE),
// the case they were written for: a correct program that must be AC there.
struct AssignmentCase {
  std::string path;
  std::string cases;  // in cases/
  std::string name;
};
const std::vector<AssignmentCase> kAssignmentCases = {
    // Many small calls, which errortrace makes 3.1x slower: TLE when the timed run was instrumented.
    {"accepted/htdp_small_calls.rkt", "htdp.yaml", "fillSudoku BD6"},
};

// Every process still running whose executable is `program`.
std::vector<int> processes_running(const fs::path& program) {
  std::vector<int> pids;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::error_code error;
    const fs::path exe = fs::read_symlink(entry.path() / "exe", error);
    if (!error && exe == program) pids.push_back(std::stoi(name));
  }
  return pids;
}

// Every submission graded against tests/submissions/cases.yaml, with the
// reason (or hint, or details) each must show, so a right verdict for a wrong
// reason fails.
const std::vector<std::pair<std::string, std::string>>& whole_suite() {
  static const std::vector<std::pair<std::string, std::string>> expected = {
      {"accepted/prints_while_solving.cpp", ""},
      {"accepted/leaves_children_sleeping.cpp", ""},
      {"accepted/lesson_style.cpp", ""},
      {"accepted/java_style.cpp", ""},
      {"accepted/htdp_style.cpp", ""},
      {"accepted/htdp_isl.rkt", ""},
      {"accepted/racket_provide.rkt", ""},
      {"wrong_answer/htdp_true_when_stuck.rkt", "cells are still empty"},
      {"wrong_answer/htdp_ignores_boxes.rkt", "Box"},
      {"wrong_answer/java_unchoose_ij", "restore every cell you wrote"},
      {"compile_error/htdp_undefined_function.rkt",
       "htdp_undefined_function.rkt:11:3: solve-from: this function is not defined"},
      {"compile_error/racket_unclosed_paren.rkt",
       "/compile_error/racket_unclosed_paren.rkt:6:0: read-syntax: expected a `)` to close `(`"},
      {"compile_error/racket_without_lang.rkt", "expected a `module` declaration in " +
                                                    (kSubmissions / "compile_error/racket_without_lang.rkt").string() +
                                                    ", but found something else"},
      {"run_time_error/racket_contract_violation.rkt",
       "solve raised racket_contract_violation.rkt:10:2: car: contract violation"},
      {"run_time_error/racket_requires_gui.rkt", "Gtk initialization failed"},
      {"accepted/java_faithful", ""},
      // checkSudoku in the other shape: the Java assignment's (with printErrors) in C++ and Python, the lesson's in
      // Java.
      {"accepted/check_with_print_errors.cpp", ""},
      {"accepted/check_with_print_errors.py", ""},
      {"accepted/java_check_without_print_errors", ""},
      {"wrong_answer/missing_return_false.cpp", "cells are still empty"},
      {"wrong_answer/missing_unchoose.cpp", "returned False but the puzzle has a solution"},
      {"wrong_answer/wrong_box_formula.cpp", "returned False but the puzzle has a solution"},
      {"wrong_answer/digits_0_to_8.cpp", "returned False but the puzzle has a solution"},
      {"wrong_answer/fill_not_restored.cpp", "grid changed although it returned False (row 1, column 1: 0 -> 9)"},
      {"wrong_answer/count_ignores_limit.cpp", "returned 5, expected 3 (limit 3)"},
      {"wrong_answer/count_not_restoring.cpp", "grid not restored after count_solutions"},
      {"wrong_answer/check_ignores_boxes.cpp", "Box 1 has two 7s (cells 1-1 and 2-2)"},
      {"wrong_answer/cheat_fixed_answer.cpp", "changed the given 7 at row 1, column 1"},
      {"wrong_answer/java_missing_unchoose", "grid changed although it returned False (row 1, column 1: 0 -> 9)"},
      {"wrong_answer/java_true_when_stuck", "returned True but 19 cells are still empty"},
      {"time_limit_exceeded/infinite_loop.cpp", "over the limit of"},
      {"memory_limit_exceeded/unbounded_memory.cpp", "memory"},
      {"run_time_error/crash.cpp", "SIGSEGV"},
      // What it printed is the details, its input among it (which no report may show of a hidden case).
      {"run_time_error/prints_its_input.cpp",
       "stderr:\n000654001103000050000020000200871000540200170000009000305000090010008060008000007\n000654001\n"},
      {"run_time_error/exit_inside_fill.cpp", "ended inside fillSudoku"},
      {"run_time_error/uncaught_exception.cpp", "solve raised std::out_of_range: vector::_M_range_check"},
      {"run_time_error/java_index_out_of_bounds",
       "java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds for length 9\n"
       "\tat Sudoku.fillFrom(Sudoku.java:10)\n"},
      // Java's order: the exception, then the innermost frame first, the grader's frames said once.
      {"run_time_error/java_throws_in_helper",
       "java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds for length 9\n"
       "\tat Sudoku.ok(Sudoku.java:36)\n\tat Sudoku.checkSudoku(Sudoku.java:28)\n"
       "\tat Sudoku.fillSudoku(Sudoku.java:7)\n\t... (the grader's frames left out)"},
      {"output_limit_exceeded/endless_output.cpp", "output limit"},
      {"compile_error/missing_semicolon.cpp", "expected"},
      {"compile_error/java_missing_semicolon", "Sudoku.java:5: error: ';' expected"},
      {"not_implemented/no_entry.cpp", "is not defined in the submission"},
      // Near misses: what the submission defines that comes close, and the signature expected.
      {"not_implemented/grid_by_value.cpp",
       "grid_by_value.cpp:7 defines `bool solve(Grid grid)`, but it takes the grid by value, a copy the driver never "
       "sees: take it by reference (`&`). The assignment calls `bool solve(std::vector<std::vector<int>>& grid)`"},
      {"not_implemented/capital_solve.py",
       "capital_solve.py:4 defines `def Solve(grid)`, the name with other capitals or separators: the assignment "
       "calls `def solve(grid)`"},
      {"not_implemented/java_not_static", "Sudoku.java:4 defines `public boolean fillSudoku(int[][] sudoku)`, but it "
                                          "is not static"},
      {"not_implemented/java_other_class",
       "SudokuSolver.java:3 defines `public static boolean fillSudoku(int[][] sudoku)`, but it is in class "
       "SudokuSolver: the driver calls class Sudoku's"},
      {"not_implemented/java_solve_sudoku",
       "Sudoku.java:3 defines `public static boolean solveSudoku(int[][] sudoku)`, a near name: the assignment calls "
       "`static boolean fillSudoku(int[][] sudoku) in class Sudoku`"},
      {"not_implemented/solve_sudoku.rkt",
       "solve_sudoku.rkt:3 defines `(define (solve-sudoku bd) ...)`, a near name: the assignment calls `(define "
       "(solve bd) ...)`"},
      {"presentation_error/garbage.py", "neither True/False nor an integer"},
      {"presentation_error/forged_report_lines.cpp", "first line '\x1b[2J\x1b[1;1H\rtotal 86/...'"},
      // Python modules, called by the Python driver (a .py with a shebang and the run bit, as garbage.py, is a
      // program of its own).
      {"accepted/lesson_style.py", ""},
      {"accepted/prints_everywhere.py", ""},
      {"wrong_answer/missing_unchoose.py", "returned False but the puzzle has a solution"},
      {"wrong_answer/count_not_restoring.py", "grid not restored after count_solutions"},
      {"wrong_answer/true_when_stuck.py", "cells are still empty"},
      {"run_time_error/raises_in_solve.py",
       "solve raised TypeError: 'float' object cannot be interpreted as an integer"},
      {"compile_error/syntax_error.py", "SyntaxError: expected ':'"},
      {"not_implemented/misnamed.py", "solve is not defined in the submission"},
      // Work in progress, graded without --cases by the lesson (cmd_grade_test.cpp): the rest is NI.
      {"accepted/solve_only.py", ""},
      {"accepted/constants_loop.py", ""},
      // A program of its own that answers solve and exits 3 for the rest, which the protocol does not say so.
      {"run_time_error/solve_only_executable.py", "exit code 3"},
  };
  return expected;
}

// The hand-in shapes (docs/protocol.md, "A folder of several files"): each
// graded against a case file of one or two cases (tests/fixtures/handins/),
// with the words the report's notes must hold (what was graded as what).
struct Shape {
  std::string path;
  std::string cases;  // in tests/fixtures/handins/
  std::string notes;
};

const std::vector<Shape>& hand_in_shapes() {
  static const std::vector<Shape> shapes = {
      {"accepted/python_main_and_modules", "solve.yaml",
       "graded main.py as the program; board.py, rules.py, test_board.py as its modules"},
      {"accepted/python_helper_menu", "session.yaml",
       "graded main.py as the program; board.py, puzzles.py as its modules"},
      {"accepted/cpp_several_files", "solve.yaml", ""},
      {"accepted/java_several_classes", "solve.yaml", ""},
      {"accepted/racket_requires_sibling", "solve.yaml", "graded solver.rkt as the program; board.rkt as its module"},
      {"accepted/shebang_in_folder", "solve.yaml",
       "graded solver.py as a program of its own (#! and the execute bit), run in its folder beside README.md, rules.py"},
      {"accepted/cpp_with_notes", "solve.yaml",
       "graded the C++ files: the other sources define no entry\nleft out, as no source of the program: README.md, notes.py"},
      {"accepted/nested_source_folder", "solve.yaml",
       "graded the files in hw3/src/: the folder's top holds no sources"},
  };
  return shapes;
}

// Grades the shape at `index` of hand_in_shapes(): its folder's verdict, and its notes.
void check_hand_in_shape(std::size_t index) {
  const Shape& shape = hand_in_shapes().at(index);
  INFO("submission " << shape.path);
  const fs::path submission = kSubmissions / shape.path;
  const std::vector<CaseFile> cases = {
      load_case_file((fs::path(SOURCE_DIR) / "tests/fixtures/handins" / shape.cases).string())};
  const GradeOptions options = test_options();
  const GradeResult result = grade_submission(submission, prepare_submission(submission, options), cases, options);
  std::string notes;
  for (const auto& note : result.notes) notes += (notes.empty() ? "" : "\n") + note;
  const CaseResult* failure = first_failure(result);
  INFO("notes: " << notes << "\nfirst failure: " << (failure ? failure->reason + "\n" + failure->details : ""));
  CHECK(to_string(overall(result)) ==
        std::string(to_string(verdict_of_folder(fs::path(shape.path).parent_path().string()))));
  CHECK(notes == shape.notes);
}

}  // namespace

TEST_CASE("every test submission gets the verdict of its folder and names its bug", "[submissions][process][slow]") {
  const auto& expected = whole_suite();
  for (const auto& [path, words] : expected) {
    const fs::path submission = kSubmissions / path;
    const Verdict want = verdict_of_folder(fs::path(path).parent_path().string());
    INFO("submission " << path);
    REQUIRE(fs::exists(submission));
    const GradeResult result = grade(submission);
    CHECK(to_string(overall(result)) == std::string(to_string(want)));
    if (words.empty()) continue;
    if (result.build_failure) {
      const harness::Judgement& failure = *result.build_failure;
      CHECK_THAT(failure.reason + "\n" + failure.hint + "\n" + failure.details, Catch::Contains(words));
      continue;
    }
    const CaseResult* shown = first_failure(result);
    if (shown == nullptr && want == Verdict::NI) {
      // Each missing entry says its own near miss: any case may hold the words.
      std::string all;
      for (const auto& c : result.files.front().cases) all += c.reason + "\n" + c.hint + "\n";
      CHECK_THAT(all, Catch::Contains(words));
      continue;
    }
    if (shown == nullptr) shown = &result.files.front().cases.front();
    CHECK_THAT(shown->reason + "\n" + shown->hint + "\n" + shown->details, Catch::Contains(words));
  }
}

TEST_CASE("every test submission on disk is in the table of expected verdicts", "[submissions]") {
  std::set<std::string> listed;
  for (const auto& [path, words] : whole_suite()) listed.insert(path);
  for (const auto& shape : hand_in_shapes()) listed.insert(shape.path);
  for (const auto& [path, words] : kOneCaseReasons) listed.insert(path);
  for (const auto& one : kAssignmentCases) listed.insert(one.path);
  int programs = 0;
  for (const auto& folder : fs::directory_iterator(kSubmissions)) {
    if (!folder.is_directory()) continue;
    // Its verdicts depend on --sanitize: sanitize_test.cpp grades them both ways, against sanitize.yaml.
    if (folder.path().filename() == "sanitize") continue;
    verdict_of_folder(folder.path().filename().string());
    for (const auto& file : fs::directory_iterator(folder.path())) {
      const std::string path = (folder.path().filename() / file.path().filename()).string();
      // The document-style programs: bundled_suite_test.cpp grades each against its document's assignment.
      if (path == "accepted/document_style") continue;
      CHECK(listed.count(path) == 1);
      ++programs;
    }
  }
  CHECK(programs == 61 + static_cast<int>(kOneCaseReasons.size()) + static_cast<int>(hand_in_shapes().size()) +
                        static_cast<int>(kAssignmentCases.size()));
  CHECK(listed.size() == static_cast<std::size_t>(programs));
}

namespace {

// The submissions of kOneCaseReasons in one language (a file's extension, or a Java folder's "java_"
// prefix), each graded against its one case: its folder's verdict, and its reason.
void check_one_case_reasons(const std::string& language) {
  int checked = 0;
  for (const auto& [path, words] : kOneCaseReasons) {
    const std::string name = fs::path(path).filename().string();
    const bool java = name.rfind("java_", 0) == 0;
    if (language == "java" ? !java : java || fs::path(path).extension() != "." + language) continue;
    ++checked;
    const fs::path submission = kSubmissions / path;
    const Verdict want = verdict_of_folder(fs::path(path).parent_path().string());
    INFO("submission " << path);
    REQUIRE(fs::exists(submission));
    const GradeResult result = grade(submission, "fill_once.yaml");
    REQUIRE_FALSE(result.build_failure);
    const CaseResult& only = result.files.front().cases.front();
    CHECK(to_string(only.verdict) == std::string(to_string(want)));
    if (words.empty()) continue;
    // The reason first, so a check can end in "\n": the reason's whole end.
    CHECK_THAT(only.reason + "\n" + only.hint + "\n" + only.details, Catch::Contains(words));
    CHECK_THAT(only.reason, !Catch::Contains(";;") && !Catch::Contains("sudoku-driver"));
  }
  CHECK(checked > 0);
}

}  // namespace

// One test case a language, so that each stays short (a second or two from the build cache).
TEST_CASE("C++ test submissions of one case get their folder's verdict and the reason that names their bug",
          "[submissions][process][slow]") {
  check_one_case_reasons("cpp");
}

TEST_CASE("Python test submissions of one case get their folder's verdict and the reason that names their bug",
          "[submissions][process][slow]") {
  check_one_case_reasons("py");
}

TEST_CASE("Java test submissions of one case get their folder's verdict and the reason that names their bug",
          "[submissions][process][slow]") {
  check_one_case_reasons("java");
}

TEST_CASE("Racket test submissions of one case get their folder's verdict and the reason that names their bug",
          "[submissions][process][slow]") {
  check_one_case_reasons("rkt");
}

TEST_CASE("the timed run is the student's Racket as it is: a program of many small calls is AC on htdp.yaml's BD6",
          "[submissions][process][slow]") {
  for (const AssignmentCase& one : kAssignmentCases) {
    INFO("submission " << one.path << ", case '" << one.name << "' of " << one.cases);
    CaseFile file = load_case_file((fs::path(SOURCE_DIR) / "cases" / one.cases).string());
    std::vector<Case> kept;
    for (const Case& c : file.cases)
      if (c.name == one.name) kept.push_back(c);
    REQUIRE(kept.size() == 1);
    file.cases = kept;
    const fs::path submission = kSubmissions / one.path;
    const GradeOptions options = test_options();
    const GradeResult result = grade_submission(submission, prepare_submission(submission, options), {file}, options);
    REQUIRE_FALSE(result.build_failure);
    const CaseResult& only = result.files.front().cases.front();
    INFO(only.reason);
    CHECK(to_string(only.verdict) == std::string(to_string(Verdict::AC)));
  }
}

TEST_CASE("a compile error names the file as the student named it, not the build folder's copy",
          "[submissions][process]") {
  const fs::path broken = kSubmissions / "compile_error/missing_semicolon.cpp";
  const GradeResult result = grade(broken);
  REQUIRE(result.build_failure);
  CHECK_THAT(result.build_failure->details, Catch::Contains(broken.string() + ":"));
  CHECK_THAT(result.build_failure->details, !Catch::Contains("src/missing_semicolon.cpp"));
}

TEST_CASE("a Python folder: main.py graded as the program, its own modules and a test file beside it",
          "[submissions][process][slow]") {
  check_hand_in_shape(0);
}

TEST_CASE("a helper-shaped Python folder: its menu at main.py's top level runs its sessions, beside its modules",
          "[submissions][process][slow]") {
  check_hand_in_shape(1);
}

TEST_CASE("a C++ folder of two .cpp files and a header in a subfolder", "[submissions][process][slow]") {
  check_hand_in_shape(2);
}

TEST_CASE("a Java folder of two classes", "[submissions][process][slow]") { check_hand_in_shape(3); }

TEST_CASE("a Racket folder: the file no other requires is the program", "[submissions][process][slow]") {
  check_hand_in_shape(4);
}

TEST_CASE("a #! program in a folder with a README runs in its folder, beside its own module",
          "[submissions][process][slow]") {
  check_hand_in_shape(5);
}

TEST_CASE("an upload of C++ with notes.py and a README: graded as C++, the rest left out with a note",
          "[submissions][process][slow]") {
  check_hand_in_shape(6);
}

TEST_CASE("an upload whose sources are two folders down is graded from there, with a note",
          "[submissions][process][slow]") {
  check_hand_in_shape(7);
}

TEST_CASE("the classic bugs come with the lesson's hints", "[submissions][process]") {
  const GradeResult no_return = grade(kSubmissions / "wrong_answer/missing_return_false.cpp");
  CHECK_THAT(first_failure(no_return)->hint, Catch::Contains("`return false`"));
  const GradeResult no_unchoose = grade(kSubmissions / "wrong_answer/missing_unchoose.cpp");
  CHECK_THAT(first_failure(no_unchoose)->hint, Catch::Contains("un-choose"));
  const GradeResult not_restored = grade(kSubmissions / "wrong_answer/fill_not_restored.cpp");
  CHECK_THAT(first_failure(not_restored)->hint, Catch::Contains("restore every cell you wrote"));
  const GradeResult java_no_unchoose = grade(kSubmissions / "wrong_answer/java_missing_unchoose");
  CHECK_THAT(first_failure(java_no_unchoose)->hint, Catch::Contains("restore every cell you wrote"));
}

TEST_CASE("a Java student's un-choose hint speaks of their own cell as written and of the Java assignment, not the "
          "lesson",
          "[submissions][process][slow]") {
  // Graded on the Java assignment itself: its example 2 needs a digit taken back.
  const GradeResult graded = grade(kSubmissions / "wrong_answer/java_unchoose_ij", "../../cases/java.yaml");
  const CaseResult* failure = first_failure(graded);
  REQUIRE(failure != nullptr);
  CHECK(failure->verdict == Verdict::WA);
  CHECK(failure->hint ==
        "a digit that led nowhere is still in the grid: write 0 back into the cell after each failed try (the "
        "un-choose, `sudoku[i][j] = 0`: backtracking, as the Java assignment puts it, returns to that point before it "
        "tries a different option)");
  CHECK_THAT(failure->hint, !Catch::Contains("lesson") && !Catch::Contains("grid[row][col]"));
}

TEST_CASE("a Python module's classic bugs get the lesson's hints, and its exception the student's own file and lines",
          "[submissions][process]") {
  const GradeResult no_return = grade(kSubmissions / "wrong_answer/true_when_stuck.py");
  CHECK_THAT(first_failure(no_return)->hint, Catch::Contains("right after the loop over the digits"));
  const GradeResult no_unchoose = grade(kSubmissions / "wrong_answer/missing_unchoose.py");
  CHECK_THAT(first_failure(no_unchoose)->hint, Catch::Contains("un-choose"));
  const GradeResult not_restored = grade(kSubmissions / "wrong_answer/count_not_restoring.py");
  CHECK_THAT(first_failure(not_restored)->hint, Catch::Contains("write 0 back after every digit you try"));

  const GradeResult raised = grade(kSubmissions / "run_time_error/raises_in_solve.py");
  const CaseResult* failure = first_failure(raised);
  REQUIRE(failure != nullptr);
  CHECK(failure->verdict == Verdict::RTE);
  // Python's traceback from the student's first frame, files named as they handed them in.
  CHECK_THAT(failure->details, Catch::StartsWith("Traceback (most recent call last):\n"
                                                 "  File \"raises_in_solve.py\", line 23, in solve\n") &&
                                   Catch::Contains("  File \"raises_in_solve.py\", line 9, in box_cells\n") &&
                                   Catch::Contains("TypeError: 'float' object cannot be interpreted as an integer"));
  CHECK_THAT(failure->details, !Catch::Contains("sudoku_driver") && !Catch::Contains("/submission"));
}

TEST_CASE("no process of a submission outlives its case, not even one that called setsid", "[submissions][process]") {
  const fs::path submission = kSubmissions / "accepted/leaves_children_sleeping.cpp";
  const Prepared prepared = prepare_program(submission, test_options().compile);
  REQUIRE(prepared.program);
  const GradeResult result = grade(submission);
  CHECK(overall(result) == Verdict::AC);
  CHECK(processes_running(prepared.program->argv.front()).empty());
}

TEST_CASE("the example submissions are accepted on every case they are given", "[submissions][process]") {
  for (const char* path : {"examples/cpp/sudoku.cpp", "examples/python/sudoku.py"}) {
    INFO(path);
    const GradeResult result = grade(fs::path(SOURCE_DIR) / path);
    for (const auto& c : result.files.front().cases) {
      INFO(c.name << ": " << c.reason);
      CHECK(c.verdict == Verdict::AC);
    }
  }
}

TEST_CASE("the helper example, one file of functions and a main, passes the helper's sessions and its puzzles' grid "
          "cases boxed",
          "[submissions][process][slow]") {
  // As `sudoku-grade grade examples/cpp/helper.cpp --cases cases/helper.yaml` runs it (the default box), with
  // extra.yaml's cases of the helper's puzzles, which call its functions.
  GradeOptions options = test_options();
  options.sandbox = probe_sandbox(SandboxLevel::Auto);
  std::vector<CaseFile> cases = {load_case_file((fs::path(SOURCE_DIR) / "cases/helper.yaml").string())};
  const CaseFile extra = load_case_file((fs::path(SOURCE_DIR) / "cases/extra.yaml").string());
  for (const Case& c : extra.cases)
    if (c.name.rfind("helper: ", 0) == 0) cases.front().cases.push_back(c);
  const fs::path helper = fs::path(SOURCE_DIR) / "examples/cpp/helper.cpp";
  const GradeResult result = grade_submission(helper, prepare_submission(helper, options), cases, options);
  int grid = 0, sessions = 0;
  for (const auto& c : result.files.front().cases) {
    INFO(c.name << ": " << c.reason << "\n" << c.details);
    CHECK(c.verdict == Verdict::AC);
    ++(c.entry == Entry::Session ? sessions : grid);
  }
  // Both kinds were there to pass: the functions with the driver, the main on its own.
  CHECK(grid >= 1);
  CHECK(sessions >= 1);
}
