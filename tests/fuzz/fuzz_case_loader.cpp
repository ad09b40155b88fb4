// The case loader on any YAML text: a case file, or harness::Error naming
// where it is wrong. Any other exception escapes and libFuzzer reports it.
// A file that loads is written back (cases/case_writer.h) and must load again
// to the same cases.
#include <cstddef>
#include <cstdint>
#include <string>

#include "base/error.h"
#include "cases/case_loader.h"
#include "cases/case_writer.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  harness::CaseFile file;
  try {
    file = harness::parse_case_file(text, "fuzz.yaml");
  } catch (const harness::Error&) {
    return 0;
  }
  if (file.cases.empty()) __builtin_trap();  // the loader promises a non-empty list
  // A written file that does not load is as much a bug as one that loads different.
  const harness::CaseFile again = harness::parse_case_file(harness::case_file_yaml(file), "fuzz.yaml");
  if (!harness::same_case_file(file, again)) __builtin_trap();
  return 0;
}
