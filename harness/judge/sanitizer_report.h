#pragma once
/// A sanitizer's report (grade --sanitize) read into the student's terms: what the
/// code did, where in the grid, and the first frame in the student's own files. Pure,
/// tested on real reports (tests/fixtures/sanitizer/). Which reports count, and why:
/// docs/reliability.md, "--sanitize for students".
#include <optional>
#include <string>
#include <string_view>

namespace harness {

struct SanitizerFinding {
  /// What the code did, in the student's terms: "reads past the end of row
  /// 5 (8 cells)", "reads memory after it was freed", "signed integer
  /// overflow: ...".
  std::string what;
  std::string function;  ///< the first student frame's function, without its parameters; "" when none
  std::string location;  ///< "sudoku.cpp:11", relative to the submission; "" when no frame is the student's
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
