#pragma once
/// Which entries a submission defines, asked of its program in its box under the
/// probe's own limits: what grade reads to choose an assignment. The rules:
/// docs/protocol.md, "The entry probe".
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "driver/entries.h"
#include "prepare/program.h"
#include "run/sandbox.h"

namespace harness {

struct DefinedEntries {
  std::vector<sudoku::Entry> grid;  ///< the grid entries defined, in the entry table's order
  bool sessions = false;            ///< a main of the student's own reads typed lines
  /// Whether `entry` is defined; for Entry::Session, `sessions`.
  bool defines(sudoku::Entry entry) const;
};

/// The suffix of the cache entry that keeps a bundle's listing: BUNDLE-entries-FORM.
inline constexpr const char* kListingEntrySuffix = "-entries-1";

/// Where the listing of `program`'s driver is kept: beside its bundle in the
/// cache (Program::submission_dir is BUNDLE/submission), the bundle's name
/// being the key of everything it was built from; empty when it has no
/// bundle (C++, an executable), whose probe is a run of a few ms.
std::filesystem::path listing_entry(const Program& program);

/// The entries `program` defines, or nullopt when the probe cannot tell, with
/// the reason in one line in `why` (when given): the program could not be
/// started, or asked for its entries the driver's program failed (a static
/// initializer that crashes or loops) or answered something else than entry
/// names. `sandbox`: the box of every run; nullptr: none (as --sandbox off).
/// A driver's listing is read from listing_entry when it holds one intact,
/// and stored there after a probe that could tell.
std::optional<DefinedEntries> probe_entries(const Program& program, const Sandbox* sandbox, std::string* why = nullptr);

}  // namespace harness
