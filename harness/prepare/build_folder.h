#pragma once
/// The folder a build of student code runs in (the box's /box): every file written in
/// before any tool runs, products taken out only as regular files through no link, and
/// a tmpfs of the cap where the box can take one. Why: docs/protocol.md, "How a C++
/// submission is compiled", its item "Where".
#include <cstdint>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include "cache/source_file.h"
#include "prepare/built.h"

namespace harness {

struct SourceFiles {
  std::vector<SourceFile> files;  ///< sorted by name
  bool over_cap = false;          ///< more than the cap: `files` is incomplete
};

/// A file: itself, under its file name (the grader named it: a link is
/// followed). A folder: every regular file in it and its subfolders; links
/// (one could lead out of the folder, to a file of the grader's), fifos,
/// sockets and devices are skipped. Names and contents together may hold
/// max_bytes. Throws harness::Error naming a file that cannot be read.
SourceFiles read_source_files(const std::filesystem::path& path, std::uint64_t max_bytes);

class BuildFolder {
 public:
  /// A fresh folder for one build, never in the cache, meant to hold at
  /// most `cap_bytes`. With `tmpfs`, when the kernel lets the grader make one
  /// (root with CAP_SYS_ADMIN: fsopen, fsmount) and take copies of it
  /// (open_tree): a tmpfs of that size, held by a descriptor and reached
  /// through /proc/self/fd/N/, gone with this object; the box's mount step
  /// takes it as /box. Else a folder under the system temp dir. Throws
  /// harness::Fault.
  explicit BuildFolder(std::uint64_t cap_bytes = std::numeric_limits<std::uint64_t>::max(), bool tmpfs = false);
  ~BuildFolder();
  BuildFolder(const BuildFolder&) = delete;
  BuildFolder& operator=(const BuildFolder&) = delete;

  /// The folder; a tmpfs's is /proc/self/fd/N/, which names it in this process only.
  const std::filesystem::path& path() const { return path_; }
  bool on_tmpfs() const { return tmpfs_; }
  std::uint64_t cap_bytes() const { return cap_bytes_; }
  /// Whether the folder reached its cap: a tmpfs with less than kTmpfsFullMargin
  /// free (a write refused for want of room leaves less), or a folder on disk
  /// holding more than the cap (folder_usage).
  bool full() const;
  /// Writes each file at FOLDER/NAME (folders made as needed). Only before
  /// the folder is first given to a tool. Throws harness::Fault.
  void put(const std::string& folder, const std::vector<SourceFile>& files) const;
  /// Copies NAME (relative to the folder, '/' between folders, reached
  /// through no link) to `destination`, mode 0755, when it is a regular file:
  /// written under a temporary name next to the destination and renamed, so
  /// a reader never sees half of it. Else why not, in one line, as the
  /// Judgement's reason: what the build left (a link, a file where a folder
  /// was, nothing) is the build's doing, CE, where the build ran student code;
  /// the grader's own failures (its disk, its destination) are JE, never the
  /// student's. A caller whose build ran no student code makes either JE.
  Done take(const std::string& name, const std::filesystem::path& destination) const;

 private:
  std::filesystem::path path_;
  int fd_ = -1;  ///< the folder itself: a box that renames it and leaves a link in its place is not followed
  std::uint64_t cap_bytes_;
  bool tmpfs_ = false;  ///< fd_ is the tmpfs's mount, and nothing else holds it
};

/// Free space under which a tmpfs build folder counts as full.
inline constexpr std::uint64_t kTmpfsFullMargin = std::uint64_t{1} << 20;

}  // namespace harness
