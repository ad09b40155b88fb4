#pragma once
// The flags grade and batch share, how every submission is built and run:
// --time-scale, --cache, --sandbox, --language and --sanitize; and the
// GradeOptions they make.
#include <filesystem>
#include <future>
#include <string>

#include <CLI/CLI.hpp>

#include "cache/cache_dir.h"
#include "class/fingerprint.h"
#include "judge/grade.h"

namespace harness {

/// The flags' words, as given.
struct GradingFlags {
  double time_scale = 1.0;
  std::string cache;     ///< empty: the default cache
  std::string sandbox;   ///< strict, auto or off
  std::string language;  ///< empty: by the file
  bool sanitize = false;
};

/// Adds the five flags to `app`, each stored in `flags`.
void add_grading_options(CLI::App& app, GradingFlags& flags);

/// What a command grades with, and what must live while it grades.
struct Grading {
  GradeOptions options;  ///< all but jobs, which is the command's
  CacheChoice cache;     ///< a temporary cache goes with its last copy
};

/// The flags applied: the cache (cli/cache_option.h use_cache: its warnings
/// on stderr, the line first cleared when `clear_line`), the language, the
/// sanitizers and the time scale, then the box (sandbox_for: throws
/// harness::Error for strict on a machine without it).
Grading grading_from(const GradingFlags& flags, bool clear_line);

/// What of the flags decides a verdict, with this harness's version: batch
/// reuses only a report graded with the same (class/fingerprint.h).
FingerprintSettings fingerprint_settings(const GradingFlags& flags);

}  // namespace harness
