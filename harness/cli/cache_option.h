#pragma once
// --cache on grade, batch and audit: where the builds go, and where the
// cache's warnings are said. A cache that cannot be used never stops the
// grading: one warning line, and the command builds in a temporary folder
// instead (cache/cache_dir.h choose_cache). A cached product that fails its
// check (cache/cache_entry.h) is built again, with one warning line naming it.
#include <string>

#include "cache/cache_dir.h"
#include "prepare/compile_options.h"

namespace harness {

/// choose_cache for the flag's value (empty: the default), its warning
/// printed on stderr; sets `compile`'s cache_dir, and its warn to print each
/// build warning on stderr as one whole line ("sudoku-grade: warning: ..."),
/// first clearing the terminal's line when `clear_line` (batch draws its
/// progress there). Keep the result alive while the command grades.
CacheChoice use_cache(const std::string& flag, CompileOptions& compile, bool clear_line = false);

}  // namespace harness
