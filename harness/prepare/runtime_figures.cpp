#include "prepare/runtime_figures.h"

#include <sstream>

#include <fmt/format.h>

#include "cache/cache_entry.h"
#include "prepare/build_step.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// The record's first line; a record of another form lives under another
// entry name (figures_entry), so it is never read as this one.
constexpr const char* kHeader = "sudoku-grade runtime figures 1";
constexpr const char* kEntrySuffix = "-runtime-1";
constexpr const char* kFile = "figures";

// A whole decimal number, nothing else.
std::optional<std::uint64_t> number(const std::string& text) {
  if (text.empty() || text.size() > 19) return std::nullopt;
  std::uint64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return value;
}

}  // namespace

std::string figures_text(const RuntimeFigures& figures) {
  return fmt::format("{}\nstartup_ms {}\nruntime_bytes {}\nown_main {}\n", kHeader, figures.startup.count(),
                     figures.runtime_bytes, figures.own_main ? 1 : 0);
}

std::optional<RuntimeFigures> figures_from_text(const std::string& text) {
  std::istringstream in(text);
  std::string header, startup_word, startup, bytes_word, bytes, main_word, main, rest;
  if (!std::getline(in, header) || header != kHeader) return std::nullopt;
  if (!(in >> startup_word >> startup >> bytes_word >> bytes >> main_word >> main) || in >> rest) return std::nullopt;
  const auto startup_ms = number(startup);
  const auto runtime_bytes = number(bytes);
  if (startup_word != "startup_ms" || bytes_word != "runtime_bytes" || main_word != "own_main" || !startup_ms ||
      !runtime_bytes || (main != "0" && main != "1"))
    return std::nullopt;
  // Exactly the text this form writes: no other spacing, nothing after.
  RuntimeFigures figures{std::chrono::milliseconds(*startup_ms), *runtime_bytes, main == "1"};
  if (figures_text(figures) != text) return std::nullopt;
  return figures;
}

fs::path figures_entry(const fs::path& bundle) { return bundle.string() + kEntrySuffix; }

void store_figures(const fs::path& bundle, const RuntimeFigures& figures) {
  EntryStaging staging(figures_entry(bundle));
  write_files(staging.path(), {{kFile, figures_text(figures)}});
  staging.publish();
}

Built<RuntimeFigures> figures_for(const fs::path& bundle, const std::string& what, const CompileOptions& options,
                                  const std::function<Built<RuntimeFigures>()>& measure, bool* from_cache) {
  if (from_cache) *from_cache = false;
  const fs::path entry = figures_entry(bundle);
  if (const auto text = cached_file(entry, kFile, "runtime figures of the " + what, options)) {
    if (const auto figures = figures_from_text(*text)) {
      if (from_cache) *from_cache = true;
      return *figures;
    }
    if (options.warn)
      options.warn(damaged_entry_warning("runtime figures of the " + what, entry, "its record is garbled"));
  }
  const Built<RuntimeFigures> measured = measure();
  if (measured && measured->settled) store_figures(bundle, *measured);
  return measured;
}

}  // namespace harness
