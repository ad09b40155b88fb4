#include "prepare/compile_options.h"

#include <chrono>

namespace harness {

Limits default_compile_limits() {
  Limits limits;
  limits.wall = limits.cpu = std::chrono::milliseconds(60000);
  limits.memory_bytes = std::uint64_t{1} << 30;
  limits.output_bytes = std::uint64_t{512} << 20;  // also RLIMIT_FSIZE: it must hold an object file
  limits.work_bytes = std::uint64_t{512} << 20;
  return limits;
}

}  // namespace harness
