// The session comparison on any output, typed input and expected screen
// (the bytes split at the first two NULs). A program's output equal to the
// screen, with nothing typed, always matches.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "session/transcript.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view all(reinterpret_cast<const char*>(data), size);
  const std::size_t first = all.find('\0');
  const std::size_t second = first == std::string_view::npos ? first : all.find('\0', first + 1);
  if (second == std::string_view::npos) return 0;
  const std::string_view output = all.substr(0, first), input = all.substr(first + 1, second - first - 1),
                         screen = all.substr(second + 1);
  const harness::TranscriptResult result = harness::compare_transcript(output, input, screen);
  if (result.matches == result.mismatch.has_value()) __builtin_trap();
  if (result.mismatch) (void)harness::to_text(*result.mismatch);
  (void)harness::to_json(result);
  if (!harness::compare_transcript(screen, "", screen).matches) __builtin_trap();
  return 0;
}
