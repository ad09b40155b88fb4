#pragma once
#include <string>

#include "judge/result.h"

namespace harness {

/// The report's suggestion to look for a memory bug: one line with the
/// command to run, when a case of a C++ submission failed with WA or RTE and
/// the run was not sanitized; "" otherwise. `command` is the grade command as
/// it was given; " --sanitize" is added to it.
std::string sanitize_suggestion(const GradeResult& result, bool cpp, bool sanitized, const std::string& command);

/// The report's line for a sanitized build: its flags, and what the limits
/// allow the sanitizers (build/sanitize.h). Without a `cgroup` in the box the
/// sandbox line's RLIMIT_AS does not hold, and the line says ASan's own limit
/// stands in.
std::string sanitized_note(bool cgroup);

}  // namespace harness
