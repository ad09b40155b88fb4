// The protocol reader on any stdout and stderr a program may print: the
// first byte picks the grid size asked for, the rest is the output.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "judge/protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const int kSizes[] = {-1, 4, 9, 16, 25};
  const int grid_size = kSizes[data[0] % 5];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const harness::ProgramOutput output = harness::read_program_output(text, grid_size);
  if (output.kind == harness::ProgramOutput::Kind::Malformed && output.problem.empty()) __builtin_trap();
  if (output.kind == harness::ProgramOutput::Kind::Answer && grid_size > 0 &&
      static_cast<int>(output.rows.size()) != grid_size)
    __builtin_trap();
  (void)harness::entry_called(text);
  (void)harness::driver_exception(text);
  (void)harness::stderr_tail(text);
  return 0;
}
