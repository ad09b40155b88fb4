// The case loader on any YAML text: a case file, or harness::Error naming
// where it is wrong. Any other exception escapes and libFuzzer reports it.
#include <cstddef>
#include <cstdint>
#include <string>

#include "base/error.h"
#include "cases/case_loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const harness::CaseFile file = harness::parse_case_file(text, "fuzz.yaml");
    if (file.cases.empty()) __builtin_trap();   // the loader promises a non-empty list
  } catch (const harness::Error&) {
  }
  return 0;
}
