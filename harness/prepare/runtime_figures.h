#pragma once
/// What a language's runtime probe measured for one bundle (its start-up, what
/// it holds in memory, whether the file has a main of its own), kept in the
/// cache beside the bundle so that a grade taken from the cache starts no
/// runtime but the cases' (docs/protocol.md, "Fair time").
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "prepare/built.h"
#include "prepare/compile_options.h"

namespace harness {

struct RuntimeFigures {
  std::chrono::milliseconds startup{0};  ///< Program::startup
  std::uint64_t runtime_bytes = 0;       ///< Program::runtime_bytes
  bool own_main = false;                 ///< the probe found a main of the student's (Racket)
  /// Worth keeping: a probe cut short by its own limits (a load that timed
  /// out on a busy machine) is asked again next time. Not in the record.
  bool settled = true;
  bool operator==(const RuntimeFigures& other) const {
    return startup == other.startup && runtime_bytes == other.runtime_bytes && own_main == other.own_main;
  }
};

/// The record's text, and back: nullopt for any text this form did not write. Pure.
std::string figures_text(const RuntimeFigures& figures);
std::optional<RuntimeFigures> figures_from_text(const std::string& text);

/// The cache entry that holds `bundle`'s figures: BUNDLE-runtime-FORM, its own
/// entry (cache_entry.h), so a bundle stored before figures were kept stays
/// valid and has its figures measured once more, never misread.
std::filesystem::path figures_entry(const std::filesystem::path& bundle);

/// Stores the figures for `bundle`, whole or not at all. Throws harness::Fault.
void store_figures(const std::filesystem::path& bundle, const RuntimeFigures& figures);

/// The figures kept for `bundle` when its entry is intact and readable;
/// else `measure()` is called (its failure, JE, is returned and nothing is stored) and
/// what it returns is stored when settled. A damaged entry is warned of
/// (CompileOptions::warn) and replaced. `from_cache` says which it was.
Built<RuntimeFigures> figures_for(const std::filesystem::path& bundle, const std::string& what,
                                  const CompileOptions& options, const std::function<Built<RuntimeFigures>()>& measure,
                                  bool* from_cache = nullptr);

}  // namespace harness
