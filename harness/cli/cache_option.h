#pragma once
// --cache on grade, batch and audit: where the builds go. A cache that
// cannot be used never stops the grading: one warning line, and the
// command builds in a temporary folder instead (judge/compile.h choose_cache).
#include <string>

#include "judge/compile.h"

namespace harness {

/// choose_cache for the flag's value (empty: the default), its warning
/// printed on stderr. Keep the result alive while the command grades.
CacheChoice cache_for(const std::string& flag);

}  // namespace harness
