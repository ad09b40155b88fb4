// The grid reader on any bytes: it reads a grid or throws GridFormatError,
// and a grid it read, printed in either form and read again, is the same grid.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "grid_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const ref::Grid grid = ref::parse_grid(text);
    if (ref::parse_grid(ref::format_rows(grid)) != grid) __builtin_trap();
    if (ref::parse_grid(ref::format_line(grid)) != grid) __builtin_trap();
  } catch (const ref::GridFormatError&) {
  }
  return 0;
}
