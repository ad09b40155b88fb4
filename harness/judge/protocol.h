#pragma once
/// The executable protocol's harness side: writes a program's stdin, reads its stdout and the
/// drivers' stderr lines. The contract: docs/protocol.md, "For any executable".
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "driver/protocol_words.h"
#include "validator.h"

namespace harness {

// The words the driver writes and this reader reads, defined once beside the driver.
using sudoku::kDriverBufferPrefix;
using sudoku::kDriverCallingPrefix;
using sudoku::kDriverExceptionPrefix;
using sudoku::kDriverReadsInputPrefix;
using sudoku::kDriverRecursionPrefix;
using sudoku::kDriverUsageExit;
using sudoku::kNotImplementedLine;

/// A return value: bool for solve/fillSudoku/checkSudoku, integer for count_solutions.
using ReturnValue = std::variant<bool, long long>;

struct ProgramOutput {
  enum class Kind { Answer, NotImplemented, Malformed };
  Kind kind = Kind::Malformed;
  ReturnValue value = false;  ///< when Answer
  validator::Rows rows;       ///< when Answer: exactly the expected number of rows
  std::string problem;        ///< when Malformed: the PE reason, one line
};

/// Reads a program's stdout; grid_size is N of the puzzle it was given, or
/// -1 to take rows of any shape (a checkSudoku board may be malformed). The
/// reasons read like "first line 'yes' is neither True/False nor an integer",
/// "expected 9 grid rows after the answer, found 3", "grid row 2: ...".
ProgramOutput read_program_output(std::string_view stdout_text, int grid_size);

/// The stdin form of a grid (every line ends in '\n').
std::string write_grid(const validator::Rows& rows);

/// "True", "False" or the integer.
std::string format_value(const ReturnValue& value);

/// The entry the driver was inside when the program ended, read from its
/// stderr marker; "" when the driver never called one.
std::string entry_called(std::string_view stderr_text);

/// What a driver said of an exception the student's function raised
/// (kDriverExceptionPrefix): the entry, the summary and the whole account
/// after the marker; nullopt when stderr holds none. The summary is the
/// exception's "Type: message" line: the first line of the account's last
/// run of lines that are not indented (a trace's frames are, in every
/// language), so a message of several lines is quoted by its first
/// ("IndexError: list index out of range", not the message's last line).
struct DriverException {
  std::string entry;
  std::string summary;
  std::string account;
};
std::optional<DriverException> driver_exception(std::string_view stderr_text);

/// What a language driver said of a student's file that read standard input
/// while it loaded (kDriverReadsInputPrefix): the line of theirs that read
/// (0: unknown) and the trace; nullopt when stderr holds none.
struct InputWhileLoading {
  int line = 0;
  std::string account;
};
std::optional<InputWhileLoading> input_while_loading(std::string_view stderr_text);

/// The function a driver said recursed until the stack ran out
/// (kDriverRecursionPrefix): a C++ name demangled and without its
/// parameters ("walk", "Solver::fill"), another language's as written; "" for
/// an unknown function; nullopt when stderr holds no such line.
std::optional<std::string> recursion_too_deep(std::string_view stderr_text);

/// The last lines a program wrote to stderr, for an RTE's details: the
/// driver's own marker lines (the call, a sanitized run's buffers) left
/// out, with the blank line before each that their kDriverLineStart made, at most kStderrTailLines lines of at most
/// kStderrTailWidth bytes, under a header that says how many there were; "" when the program wrote nothing else. Raw
/// bytes: the reports make them printable where they are shown.
inline constexpr int kStderrTailLines = 10;
inline constexpr std::size_t kStderrTailWidth = 200;
std::string stderr_tail(std::string_view stderr_text);

/// Whether a stderr line is one of the driver's own (the calling marker, a
/// sanitized run's buffer line), which no report shows.
bool is_driver_line(std::string_view line);

/// A stderr line for the details, with its '\n': whole, or its first `width`
/// bytes and "[... N more bytes]".
std::string cut_line(std::string_view line, std::size_t width);

}  // namespace harness
