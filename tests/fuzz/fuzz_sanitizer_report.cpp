// The sanitizer report reader (grade --sanitize) on any stderr a program may
// print: a student can print a report of their own, or half of one.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "judge/sanitizer_report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto finding = harness::read_sanitizer_report(text);
  if (!finding) return 0;
  // The reason is one line, and the details keep within their bounds: kSanitizerReportLines
  // lines of kSanitizerReportWidth bytes, each with its "[... N more bytes]", and "[... N more lines]".
  const std::string reason = harness::sanitizer_reason(*finding);
  if (reason.find('\n') != std::string::npos) __builtin_trap();
  std::size_t lines = 0, width = 0;
  for (const char c : finding->report) {
    if (c == '\n') ++lines, width = 0;
    else if (++width > harness::kSanitizerReportWidth + 40) __builtin_trap();
  }
  if (lines > static_cast<std::size_t>(harness::kSanitizerReportLines) + 1) __builtin_trap();
  return 0;
}
