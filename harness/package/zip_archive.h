#pragma once
// A zip made from bytes in memory, the same bytes for the same entries: an
// instructor who packs the same assignment twice uploads the same file, and a
// diff of two zips shows only what changed. Nothing of the moment of packing
// goes in - no clock, no time zone, no file's mtime, no order of a folder
// listing (the reproducible-builds.org rules for archives).
#include <string>
#include <vector>

namespace harness {

struct ZipEntry {
  std::string name;  ///< the path inside the archive: relative, '/'-separated
  std::string content;
  bool executable = false;  ///< unix mode 0755, else 0644
};

/// The archive's bytes: entries sorted by name, each dated 1980-01-01 00:00
/// (the earliest date the format holds), with its unix mode and deflated.
/// Throws harness::Error for an empty list, a name that is empty, absolute,
/// holds a "." or ".." part or a backslash, or names two entries.
std::string zip_archive(std::vector<ZipEntry> entries);

}  // namespace harness
