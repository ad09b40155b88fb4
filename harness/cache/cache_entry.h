#pragma once
/// One product in the grader's compile cache (CACHE/NAME-KEY/): stored whole or not at
/// all, with a manifest of its files' SHA-256 and modes, and checked against it at each
/// use; a damaged one is built again, never run. The design: docs/protocol.md, "How a
/// C++ submission is compiled", its item "The cache".
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cache/source_file.h"

namespace harness {

/// A field of every cache key (build_key.h): entries of an older form (no
/// manifests) are never looked up, so never taken for damaged ones.
inline constexpr const char* kCacheEntryForm = "cache entry with manifest 1";

/// The manifest's name in an entry: no product of the cache has a file of its name at its top.
inline constexpr const char* kManifestName = "manifest";

/// What a look at a stored entry found.
struct EntryCheck {
  enum class State {
    Missing,  ///< nothing under that name
    Intact,   ///< every file and folder as the manifest says, and nothing else
    Damaged,  ///< something differs, or the manifest is missing or unreadable
  };
  State state = State::Missing;
  std::string why;                 ///< Damaged: what differs, one line ("with-driver changed")
  std::vector<std::string> files;  ///< Intact: its files, '/' between folders, sorted; not the manifest
  bool holds(const std::string& file) const;
};

/// Reads every file of `entry`, following no link, and sets it against the
/// manifest. Never throws: what cannot be read makes it Damaged, saying why.
EntryCheck check_entry(const std::filesystem::path& entry);

/// The bytes of `file` (at the entry's top) when they are the bytes the
/// manifest names: the bytes returned are the bytes checked. Else nullopt,
/// with why in `why`: "" when there is no entry at all, else what differs.
std::optional<std::string> read_intact_file(const std::filesystem::path& entry, const std::string& file,
                                            std::string& why);

/// A fresh folder beside `entry` to fill, removed when this goes out of
/// scope unless published. Throws harness::Fault when it cannot be made.
class EntryStaging {
 public:
  explicit EntryStaging(const std::filesystem::path& entry);
  ~EntryStaging();
  EntryStaging(const EntryStaging&) = delete;
  EntryStaging& operator=(const EntryStaging&) = delete;

  const std::filesystem::path& path() const { return path_; }
  /// Makes what it holds readable by any uid (folders 0755; files 0755 when
  /// their owner may run them, else 0644; the entry itself 0700, as the
  /// cache), writes its manifest and renames it to the
  /// entry's name. An intact entry a parallel grader stored first is kept
  /// (either, whole, serves); a damaged one is swapped out in one step
  /// (renameat2's RENAME_EXCHANGE), so a reader sees one whole entry or the
  /// other, and removed. Throws harness::Fault for any other failure.
  void publish();

 private:
  std::filesystem::path entry_;
  std::filesystem::path path_;
};

/// Writes each file under `folder`, making the folders on its way. Throws
/// harness::Fault naming the file that could not be written.
void write_files(const std::filesystem::path& folder, const std::vector<SourceFile>& files);

/// The manifest of the files and folders under `folder` (not following
/// links; a link or a device makes it fail with harness::Fault), in the
/// form check_entry reads. Exposed for the tests.
std::string manifest_of(const std::filesystem::path& folder);

}  // namespace harness
