#pragma once
/// grade --sanitize: the flags a C++ build adds for AddressSanitizer and
/// UBSan, the sanitizers' settings for a run, and the factors by which a
/// sanitized case's limits grow. Why each: docs/reliability.md, "--sanitize for students".
#include <cstdint>
#include <string>
#include <vector>

#include "prepare/program.h"
#include "run/process.h"

namespace harness {

/// Added to the compile flags: -g (so the report names file:line), both
/// sanitizers, every UBSan check fatal, frame pointers for the stacks, and
/// libstdc++'s vector annotations (a read past a vector's size into the room
/// it reserved is an error too).
std::vector<std::string> sanitize_flags();

/// The exit code both sanitizers end the program with (ASAN_OPTIONS and
/// UBSAN_OPTIONS exitcode): a report counts only with it.
inline constexpr int kSanitizerExitCode = 86;

/// Each case's time limit is multiplied by this when sanitized.
inline constexpr double kSanitizeTimeFactor = 4.0;
/// Added to each case's memory limit when sanitized.
inline constexpr std::uint64_t kSanitizeRuntimeBytes = std::uint64_t{64} << 20;

/// ASAN_OPTIONS and UBSAN_OPTIONS ("NAME=value") for a run whose memory
/// limit is `memory_bytes` (0: none): leaks are not looked for (LSan needs
/// ptrace, which the box denies, and a leak is no wrong answer); the first
/// error ends the program with kSanitizerExitCode; reports are symbolized
/// in-process (gcc's libbacktrace: no llvm-symbolizer needed in the box),
/// without colours or the shadow legend; the quarantine of freed blocks is
/// kept small, as it counts against the run's memory.
std::vector<std::string> sanitizer_environment(std::uint64_t memory_bytes);

/// A sanitized program's run: its variables, and no address-space cap.
/// Nothing for a program that is not sanitized.
void fit_sanitizer(const Program& program, RunSpec& spec);

}  // namespace harness
