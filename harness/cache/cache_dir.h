#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace harness {

/// $XDG_CACHE_HOME/sudoku-grade, else ~/.cache/sudoku-grade, else /tmp/sudoku-grade-cache.
std::filesystem::path default_cache_dir();

/// The cache a command builds in. Grading never depends on the cache: when
/// the folder wanted (empty: default_cache_dir()) is not a private folder
/// the grader can write (a read-only disk, a file in its place, another
/// user's), the builds go to a fresh private folder under $TMPDIR instead,
/// removed when the last copy of the choice goes, and `warning` says why,
/// in one line for stderr.
struct CacheChoice {
  std::filesystem::path dir;
  std::string warning;          ///< empty when the folder wanted is used
  std::shared_ptr<void> owner;  ///< removes the temporary folder
};
CacheChoice choose_cache(const std::filesystem::path& wanted);
std::filesystem::path default_driver_dir();

/// Why `folder` cannot be (made, if need be) a folder of the grader's own,
/// mode 0700, not a link, in one line; nullopt when it is one. (A reason, not
/// prepare/built.h's Done: cache/ sits below prepare/ and its callers word
/// the failure their own way: a warning, a JE.)
std::optional<std::string> why_not_private(const std::filesystem::path& folder);

}  // namespace harness
