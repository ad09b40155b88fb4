// Batch's reports and grade sheets read back: a JSON report is a result or
// nothing, and a result read back writes the same text again; a CSV is rows
// or harness::Error.
#include <cstddef>
#include <cstdint>
#include <string>

#include "base/error.h"
#include "class/grade_sheet.h"
#include "report/json.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (const auto result = harness::grade_result_from_json(text)) {
    const std::string written = harness::json_report_text(*result);
    const auto again = harness::grade_result_from_json(written);
    if (!again || !(*again == *result)) __builtin_trap();
  }
  try {
    (void)harness::parse_csv(text, "fuzz.csv");
  } catch (const harness::Error&) {
  }
  return 0;
}
