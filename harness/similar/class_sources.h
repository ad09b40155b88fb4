#pragma once
/// What the similarity check reads of a class folder: each student's source
/// files (any of the four languages' endings, in a folder and its
/// subfolders), and the starter code. A student's folder is theirs to fill,
/// so nothing it holds is trusted: links are never followed, hidden entries
/// (.git) are passed over, and a file too large to be a solution is left
/// out with a note rather than read.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "similar/class_similarity.h"

namespace harness {

/// Files larger than this are no one's solution (a data dump, a binary): a
/// sudoku solver is a few KiB, and every byte may be a token in memory.
inline constexpr std::uintmax_t kLargestComparedSource = 256 << 10;
/// More bytes than this in one student's sources: the rest are left out.
inline constexpr std::uintmax_t kMostComparedBytes = 512 << 10;
/// More files than this in one folder: the rest are left out.
inline constexpr std::size_t kMostComparedSources = 200;

struct ReadSources {
  std::vector<ComparedFile> files;  ///< sorted by name
  std::vector<std::string>
      notes;  ///< what was left out, and why: "big.py: 3000000 bytes, over the 262144 a source may be: left out"
};

/// A file (its own name is its name) or a folder's files (named relative to
/// it, '/' between folders) with a source language's ending. A path that
/// does not exist or is a link gives no files and a note.
ReadSources read_sources(const std::filesystem::path& path);

}  // namespace harness
