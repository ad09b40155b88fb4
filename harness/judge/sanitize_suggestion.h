#pragma once
#include <string>
#include <vector>

#include "result/result.h"

namespace harness {

/// What in a case's result looks like a memory bug, in a few words ("killed
/// by SIGSEGV", "a value out of range in the grid", "glibc found a double
/// free"); "" when nothing does. A plain wrong answer, a hard-coded one, a
/// TLE or a stack overflow is no sign: a sanitizer has nothing to find there.
std::string memory_bug_sign(const CaseResult& c);

/// The report's suggestion to look for a memory bug with --sanitize, as lines
/// of at most `width` columns: only for a C++ submission that was not
/// sanitized and whose cases show a sign of one (memory_bug_sign); none
/// otherwise. `command` is the grade command as it was typed; " --sanitize"
/// is added to it, on a line of its own so it can be copied.
std::vector<std::string> sanitize_suggestion(const GradeResult& result, bool cpp, bool sanitized,
                                             const std::string& command, int width);

/// The report's line for a sanitized build: its flags, and what the limits
/// allow the sanitizers (prepare/sanitize.h). Without a `cgroup` in the box the
/// sandbox line's RLIMIT_AS does not hold, and the line says ASan's own limit
/// stands in.
std::string sanitized_note(bool cgroup);

}  // namespace harness
