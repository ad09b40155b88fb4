#include "prepare/sanitize.h"

#include <algorithm>

#include <fmt/format.h>

namespace harness {

std::vector<std::string> sanitize_flags() {
  return {"-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer",
          "-D_GLIBCXX_SANITIZE_VECTOR"};
}

std::vector<std::string> sanitizer_environment(std::uint64_t memory_bytes) {
  const std::string common = fmt::format("halt_on_error=1:exitcode={}:symbolize=1:color=never", kSanitizerExitCode);
  std::string asan = "ASAN_OPTIONS=" + common + ":detect_leaks=0:print_legend=0:abort_on_error=0";
  if (memory_bytes > 0) {
    const std::uint64_t mb = std::max<std::uint64_t>(memory_bytes >> 20, 1);
    // The fallback limit without a cgroup, reported by ASan itself; under a
    // cgroup the kernel's limit is the same number and whichever comes first says so.
    // Freed blocks wait in the quarantine (256 MiB by default) to catch a use
    // after free; an eighth of the limit keeps most of that and leaves the rest to the student.
    asan += fmt::format(":hard_rss_limit_mb={0}:max_allocation_size_mb={0}:quarantine_size_mb={1}", mb,
                        std::max<std::uint64_t>(mb / 8, 1));
  }
  return {asan, "UBSAN_OPTIONS=" + common + ":print_stacktrace=1", "LSAN_OPTIONS=detect_leaks=0"};
}

void fit_sanitizer(const Program& program, RunSpec& spec) {
  if (!program.sanitized) return;
  spec.limits.cap_address_space = false;
  const std::vector<std::string> variables = sanitizer_environment(spec.limits.memory_bytes);
  spec.environment.insert(spec.environment.end(), variables.begin(), variables.end());
}

}  // namespace harness
