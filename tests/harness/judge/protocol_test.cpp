#include "judge/protocol.h"

#include <catch2/catch.hpp>

using harness::ProgramOutput;
using harness::read_program_output;
using Kind = ProgramOutput::Kind;

namespace {

const char* const kSolved4 = "1234\n3412\n2143\n4321\n";

std::string problem_of(const std::string& text, int size = 4) {
  const ProgramOutput output = read_program_output(text, size);
  REQUIRE(output.kind == Kind::Malformed);
  return output.problem;
}

}  // namespace

TEST_CASE("an answer is a return value and the grid after the call", "[protocol]") {
  const ProgramOutput output = read_program_output(std::string("True\n") + kSolved4, 4);
  REQUIRE(output.kind == Kind::Answer);
  CHECK(std::get<bool>(output.value) == true);
  CHECK(output.rows == validator::Rows{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}});
}

TEST_CASE("the return value may be False or an integer", "[protocol]") {
  CHECK(std::get<bool>(read_program_output(std::string("False\n") + kSolved4, 4).value) == false);
  CHECK(std::get<long long>(read_program_output(std::string("10\n") + kSolved4, 4).value) == 10);
  CHECK(std::get<long long>(read_program_output(std::string("-1\r\n") + kSolved4, 4).value) == -1);
}

TEST_CASE("big grids are rows of numbers separated by spaces", "[protocol]") {
  std::string text = "1\n";
  for (int r = 0; r < 16; ++r) {
    for (int c = 0; c < 16; ++c) text += (c ? " " : "") + std::to_string(c == 0 ? 16 : 0);
    text += "\n";
  }
  const ProgramOutput output = read_program_output(text, 16);
  REQUIRE(output.kind == Kind::Answer);
  CHECK(output.rows[5][0] == 16);
}

TEST_CASE("the single line NotImplemented says the entry is missing", "[protocol]") {
  CHECK(read_program_output("NotImplemented\n", 9).kind == Kind::NotImplemented);
  CHECK(read_program_output("NotImplemented", 9).kind == Kind::NotImplemented);
}

TEST_CASE("True and False may be written in any case, as languages spell them", "[protocol]") {
  CHECK(std::get<bool>(read_program_output("true\n1234\n3412\n2143\n4321\n", 4).value) == true);
  CHECK(std::get<bool>(read_program_output("FALSE\n1234\n3412\n2143\n4321\n", 4).value) == false);
}

TEST_CASE("a grid size of -1 takes rows of any shape, for checkSudoku's malformed boards", "[protocol]") {
  const auto out = read_program_output("True\n12\n3 4 5\n", -1);
  REQUIRE(out.kind == Kind::Answer);
  CHECK(out.rows == validator::Rows{{1, 2}, {3, 4, 5}});
}

TEST_CASE("values that are not one digit are written with spaces, so they stay readable", "[protocol]") {
  CHECK(harness::write_grid({{1, 2}, {3, 4}}) == "12\n34\n");
  CHECK(harness::write_grid({{10, -1}, {3, 4}}) == "10 -1\n3 4\n");
}

TEST_CASE("output that breaks the protocol is named in one line", "[protocol]") {
  CHECK(problem_of("") == "no output: expected the return value and the grid");
  CHECK(problem_of("yes\n1234\n") == "first line 'yes' is neither True/False nor an integer");
  CHECK(problem_of("maybe\n") == "first line 'maybe' is neither True/False nor an integer");
  CHECK(problem_of("Hello! I solved it, trust me :)\n") ==
        "first line 'Hello! I solved it, ...' is neither True/False nor an integer");
  CHECK(problem_of("True\n1234\n3412\n2143\n", 4) == "expected 4 grid rows after the answer, found 3");
  CHECK(problem_of("True\n", 9) == "expected 9 grid rows after the answer, found 0");
  CHECK(problem_of("True\n1234\n341\n2143\n4321\n") == "grid row 2 has 3 cells, expected 4");
  CHECK(problem_of("True\n1234\n34x2\n2143\n4321\n") == "grid: line 3: 'x' is not a number");
}

TEST_CASE("the stdin grid is digits together up to 9x9 and numbers above", "[protocol]") {
  CHECK(harness::write_grid({{1, 2, 0, 0}, {0, 0, 0, 4}}) == "1200\n0004\n");
  validator::Rows big(16, std::vector<int>(16, 0));
  big[0][0] = 16;
  const std::string text = harness::write_grid(big);
  CHECK(text.substr(0, text.find('\n')) == "16 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0");
  CHECK(harness::read_program_output("0\n" + text, 16).rows == big);
}

TEST_CASE("return values are written as the protocol reads them", "[protocol]") {
  CHECK(harness::format_value(true) == "True");
  CHECK(harness::format_value(false) == "False");
  CHECK(harness::format_value(12LL) == "12");
}

TEST_CASE("the driver's marker tells which entry was called", "[protocol]") {
  CHECK(harness::entry_called("sudoku-driver: calling fillSudoku\nstudent text\n") == "fillSudoku");
  CHECK(harness::entry_called("printed by a global\nsudoku-driver: calling solve\n") == "solve");
  CHECK(harness::entry_called("just a crash\n") == "");
  CHECK(harness::entry_called("") == "");
}

TEST_CASE("a language driver's account of an exception is read from stderr, the last one if repeated", "[protocol]") {
  CHECK_FALSE(harness::driver_exception("sudoku-driver: calling solve\nboom\n"));
  const auto one = harness::driver_exception(
      "printed by the student\nsudoku-driver: exception in solve\nTraceback (most recent call last):\n"
      "  File \"lesson.py\", line 12, in solve\nIndexError: list index out of range\n");
  REQUIRE(one);
  CHECK(one->entry == "solve");
  CHECK(one->summary == "IndexError: list index out of range");
  CHECK(
      one->account ==
      "Traceback (most recent call last):\n  File \"lesson.py\", line 12, in solve\nIndexError: list index out of range");
  // A student printing the marker first does not hide the driver's own, written last.
  const auto forged = harness::driver_exception(
      "sudoku-driver: exception in fillSudoku\nfake: nothing\nsudoku-driver: exception in solve\nValueError: x\n");
  REQUIRE(forged);
  CHECK(forged->entry == "solve");
  CHECK(forged->summary == "ValueError: x");
}

TEST_CASE("an exception is quoted by its Type: message line, the first of a message of several lines", "[protocol]") {
  struct Row {
    std::string account, summary;
  };
  const std::vector<Row> rows = {
      // C++: no trace; what() of three lines.
      {"NoDigitFits: no digit fits at row 3\nthe grid was:\n530070000", "NoDigitFits: no digit fits at row 3"},
      {"std::out_of_range: vector::_M_range_check", "std::out_of_range: vector::_M_range_check"},
      // Python: the frames are indented; a message line after the first may be too.
      {"Traceback (most recent call last):\n  File \"a.py\", line 2, in solve\n    x()\nValueError: bad\nrow 3",
       "ValueError: bad"},
      {"Traceback (most recent call last):\n  File \"a.py\", line 2, in solve\nValueError: bad\n  row 3",
       "ValueError: bad"},
      // Chained: the last exception's.
      {"Traceback (most recent call last):\n  File \"a.py\", line 2\nKeyError: 1\n\nDuring handling of the above "
       "exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"a.py\", line 4\n"
       "ValueError: x",
       "ValueError: x"},
      // Java and Racket: frames indented, the message last.
      {"\tat Sudoku.walk(Sudoku.java:3)\n\t... the call above, 1023 times more\njava.lang.StackOverflowError",
       "java.lang.StackOverflowError"},
      {"  at sudoku.rkt:10:2: (car x)\nsudoku.rkt:10:2: car: contract violation; expected: pair?",
       "sudoku.rkt:10:2: car: contract violation; expected: pair?"},
      {"", ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.account);
    const auto exception = harness::driver_exception("sudoku-driver: exception in solve\n" + row.account + "\n");
    REQUIRE(exception);
    CHECK(exception->summary == row.summary);
  }
}

TEST_CASE("the driver's marker is found after a student's print without a newline", "[protocol]") {
  // The driver writes a newline of its own before each of its lines.
  const std::string glued = "progress\nsudoku-driver: exception in solve\nValueError: x\n";
  REQUIRE(harness::driver_exception(glued));
  CHECK(harness::driver_exception(glued)->summary == "ValueError: x");
  CHECK(harness::entry_called("static init\nsudoku-driver: calling solve\n") == "solve");
  // The blank line that newline makes after a line that ended is no line of the student's.
  CHECK(harness::stderr_tail("one\n\nsudoku-driver: calling solve\ntwo\n") == "stderr:\none\ntwo\n");
  CHECK(harness::stderr_tail("\nsudoku-driver: calling solve\nboom\n") == "stderr:\nboom\n");
}

TEST_CASE("a recursion too deep and a read of stdin while loading are read from the driver's lines", "[protocol]") {
  CHECK_FALSE(harness::recursion_too_deep("sudoku-driver: calling solve\n"));
  // C++: mangled, demangled and cut to the name.
  CHECK(harness::recursion_too_deep("\nsudoku-driver: recursion too deep in _Z4walkRSt6vectorIS_IiSaIiEESaIS1_EEi\n") ==
        std::optional<std::string>("walk"));
  CHECK(harness::recursion_too_deep("sudoku-driver: recursion too deep in _ZN6Solver4fillEi\n") ==
        std::optional<std::string>("Solver::fill"));
  CHECK(harness::recursion_too_deep("sudoku-driver: recursion too deep in Sudoku.walk\n") ==
        std::optional<std::string>("Sudoku.walk"));
  CHECK(harness::recursion_too_deep("sudoku-driver: recursion too deep in \n") == std::optional<std::string>(""));
  // Not at a line's start: a student's words, not the driver's.
  CHECK_FALSE(harness::recursion_too_deep("x sudoku-driver: recursion too deep in walk\n"));

  CHECK_FALSE(harness::input_while_loading("sudoku-driver: exception in solve\n"));
  const auto reads = harness::input_while_loading(
      "size? \nsudoku-driver: reads standard input while loading, line 3\nTraceback (most recent call last):\n");
  REQUIRE(reads);
  CHECK(reads->line == 3);
  CHECK(reads->account == "Traceback (most recent call last):");
  CHECK(harness::input_while_loading("sudoku-driver: reads standard input while loading, line x\n")->line == 0);
}

TEST_CASE("stderr's tail is its last lines, each cut to a width, the driver's markers left out", "[protocol]") {
  CHECK(harness::stderr_tail("") == "");
  CHECK(harness::stderr_tail("sudoku-driver: calling solve\n\n  \n") == "");
  CHECK(harness::stderr_tail("one\ntwo") == "stderr:\none\ntwo\n");
  // A sanitized driver's buffer lines are the harness's, not the student's.
  CHECK(harness::stderr_tail("sudoku-driver: buffer rows 0x611000000180 216\nsudoku-driver: buffer row 1 0x6 36\n"
                             "boom\n") == "stderr:\nboom\n");

  std::string many;
  for (int i = 1; i <= 15; ++i) many += "line " + std::to_string(i) + "\nsudoku-driver: calling solve\n";
  const std::string tail = harness::stderr_tail(many);
  CHECK(tail.rfind("stderr, its last 10 of 15 lines:\nline 6\n", 0) == 0);
  CHECK_THAT(tail, Catch::EndsWith("line 15\n"));
  CHECK_THAT(tail, !Catch::Contains("calling"));

  const std::string wide = harness::stderr_tail(std::string(250, 'x') + "\n");
  CHECK(wide == "stderr:\n" + std::string(200, 'x') + " [... 50 more bytes]\n");
}
