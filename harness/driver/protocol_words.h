#pragma once
// The words the driver and the harness's protocol reader must agree on
// (docs/protocol.md), defined once: driver.cpp writes them, judge/protocol.h
// reads them. Standalone standard C++17, as driver.cpp is compiled with the
// student's code.
#include <string_view>

namespace sudoku {

/// The whole stdout of a program that lacks the entry it was asked to run.
inline constexpr std::string_view kNotImplementedLine = "NotImplemented";

/// Every line the drivers write to stderr (the markers below, and their
/// usage errors) follows a newline of its own, so it starts a line whatever
/// the student printed before it without one ("progress" then a raise). The
/// reader drops the blank line this makes after a student's text that ended
/// in a newline (judge/protocol.h, stderr_tail).
inline constexpr std::string_view kDriverLineStart = "\n";

/// The driver writes this line, plus the entry's name, to stderr just before
/// it calls the student's function; with no answer on stdout it shows that
/// the program ended inside the function (an exit() in fillSudoku).
inline constexpr std::string_view kDriverCallingPrefix = "sudoku-driver: calling ";

/// Under -fsanitize=address only, the driver writes one line with this
/// prefix per buffer of the grid it passes, before the call: "rows ADDRESS
/// BYTES" for the vector of rows, then "row N ADDRESS BYTES" for row N
/// (1-based), ADDRESS as printf's %p. A sanitizer report names the block a
/// bad access was next to by its address; these lines let the harness say
/// "row 5 (8 cells)" instead (judge/sanitizer_report.h). Not shown to students.
inline constexpr std::string_view kDriverBufferPrefix = "sudoku-driver: buffer ";

/// A language driver (Python, Java, Racket) whose student function raised
/// writes this line, plus the entry's name, to stderr, then the exception in
/// the student's own terms (the trace cut to their frames), its last line
/// "Type: message", and exits 1: the harness shows it as the RTE's reason.
inline constexpr std::string_view kDriverExceptionPrefix = "sudoku-driver: exception in ";

/// A language driver whose student's file read standard input while it was
/// loading (Python's input() at the top level, a Scanner on System.in in a
/// static initializer, a read-line at a Racket module's top level) writes
/// this line, plus the line number in the student's file that read (0 when
/// unknown), to stderr, then the trace as for an exception, and exits 1.
inline constexpr std::string_view kDriverReadsInputPrefix = "sudoku-driver: reads standard input while loading, line ";

/// A driver whose student's recursion overflowed the stack writes this line,
/// plus the function that recursed as the language names it (a C++ name
/// mangled, "" when unknown), to stderr before it ends: the C++ driver from
/// its SIGSEGV handler on an alternate stack, for a fault on the stack's
/// guard page (then it dies by the SIGSEGV); the others beside their
/// exception's account (RecursionError, StackOverflowError).
inline constexpr std::string_view kDriverRecursionPrefix = "sudoku-driver: recursion too deep in ";

/// The driver's argv[1] asking which entries the student defined: it writes
/// their names to stdout, one a line in the entry table's order, calls none
/// and exits 0 (the entry probe, judge/entry_probe.h). No entry is named so.
inline constexpr std::string_view kListEntriesArgument = "--entries";

/// The driver's exit code when the harness called it wrongly (unknown entry,
/// unreadable grid). The harness checks its input before a run
/// (judge/case_input.h) and refuses a case the drivers would not read (JE),
/// so this code in a verdict is the program's own: anyone can exit 125.
inline constexpr int kDriverUsageExit = 125;

}  // namespace sudoku
