#pragma once
// Reading a sanitizer's report (grade --sanitize: AddressSanitizer and
// UndefinedBehaviorSanitizer, gcc's, symbolized in-process) into the
// student's terms: what the code did wrong, where in the grid when the bad
// address is next to a row the driver passed, and the first place in the
// student's own files, e.g.
//
//   reads past the end of row 5 (8 cells) in checkSudoku, sudoku.cpp:11
//
// Pure: the report is a program's stderr, so every rule is tested as a table
// over real reports (tests/fixtures/sanitizer/, which says how they were made).
//
// What it reads:
//  - the driver's buffer lines (driver/protocol_words.h, kDriverBufferPrefix):
//    where each row's block and the block of rows are;
//  - ASan's "ERROR: AddressSanitizer: KIND", its "READ/WRITE of size",
//    "is located N bytes to the right of M-byte region [A,B)" and the first
//    stack; ASan's own memory limits ("hard rss limit exhausted", an
//    allocation over max_allocation_size_mb), which are MLE, not RTE;
//  - UBSan's "FILE:LINE:COL: runtime error: MESSAGE" and its stack.
// Frames count as the student's when their file is under "src/", where the
// compile puts the submission's files (build/compile.h); the driver's
// (driver/) and the library's (/usr/include) are skipped, and "src/" is cut
// from what is shown ("sudoku.cpp:11").
//
// The program's stderr is the student's to write: a program can print a
// report of its own. The judge trusts one only from a sanitized build that
// ended with the sanitizer's exit code (build/sanitize.h), and a forged one
// can only change its own case's reason.
#include <optional>
#include <string>
#include <string_view>

namespace harness {

struct SanitizerFinding {
  /// What the code did, in the student's terms: "reads past the end of row
  /// 5 (8 cells)", "reads memory after it was freed", "signed integer
  /// overflow: ...".
  std::string what;
  std::string function;   ///< the first student frame's function, without its parameters; "" when none
  std::string location;   ///< "sudoku.cpp:11", relative to the submission; "" when no frame is the student's
  /// ASan stopped the program at its own memory limit (hard_rss_limit_mb,
  /// max_allocation_size_mb): the verdict is MLE, not RTE.
  bool memory_limit = false;
  /// The report itself for the details: from its first line, without the
  /// driver's lines and the shadow-byte dump, cut to kSanitizerReportLines
  /// lines of at most kSanitizerReportWidth bytes. Raw bytes, as stderr_tail's.
  std::string report;
};

inline constexpr int kSanitizerReportLines = 40;
inline constexpr std::size_t kSanitizerReportWidth = 240;

/// The first sanitizer report in a program's stderr, or nullopt when it holds none.
std::optional<SanitizerFinding> read_sanitizer_report(std::string_view stderr_text);

/// One line: "WHAT in FUNCTION, LOCATION", leaving out what is unknown.
std::string sanitizer_reason(const SanitizerFinding& finding);

}  // namespace harness
