#pragma once
// grade --sanitize: a C++ submission built with AddressSanitizer and UBSan,
// so a bug that gives a wrong answer only by luck (a read one cell past a
// short row) stops at the bad access and is named, as RTE
// (judge/sanitizer_report.h says how). What changes:
//  - the build: sanitize_flags() after the usual ones, linked dynamically
//    (gcc's libasan cannot be linked -static); the flags are in the cache key,
//    so a sanitized build never stands in for a plain one;
//  - the runs (fit_sanitizer): no RLIMIT_AS, as ASan reserves terabytes of
//    shadow address space it never touches; the box's cgroup limits the
//    run's memory as always. Without a cgroup (--sandbox off, or no
//    delegated cgroup) ASan's own limits stand in: hard_rss_limit_mb and
//    max_allocation_size_mb at the case's limit, which it reports, and the
//    report is MLE. The sanitizers' settings are set by the harness over
//    whatever the environment holds;
//  - the limits: ASan and UBSan together made the bundled solvers 3.6 times
//    as slow in cpu (docs/reliability.md has the figures) and add memory
//    (shadow, redzones, the quarantine of freed blocks; about 7 MiB for a
//    solver), so each case's time limit is multiplied by kSanitizeTimeFactor
//    and kSanitizeRuntimeBytes is added to its memory limit: a solution
//    accepted unsanitized is not TLE sanitized for the sanitizers' cost.
#include <cstdint>
#include <string>
#include <vector>

#include "build/program.h"
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
