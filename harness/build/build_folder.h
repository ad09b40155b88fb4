#pragma once
// The folder a compile of student code runs in, and what crosses its border.
// A compile is hostile: it runs in the box (run/sandbox.h), which shows this
// folder read-write at /box and nothing else of the grader's. So:
//  - what the compile needs is read by the grader first, never through a
//    link out of the submission (read_source_files), and written into the
//    folder before anything runs there (put): once a tool has run, any name
//    in the folder may be a link to anywhere, and the grader writes there no more;
//  - what comes back (the program, the driver's object) is taken out only as
//    a regular file, never through a link the build left (take), and only
//    into the grader's own folders, which the box never sees.
// The bytes read are the bytes hashed for the cache and the bytes compiled:
// no file is read twice, so what the key names is what was built.
//
// What a compile may write is capped (Limits::work_bytes, 512 MiB for
// compiling): where the box takes it (a root grader's box with namespaces,
// build_step.h build_folder_for), the folder is a tmpfs of that size that the
// grader makes and attaches nowhere in the host's tree; elsewhere it is a
// folder on the host's disk that run_step watches (folder_watch.h).
#include <cstdint>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

namespace harness {

struct SourceFile {
  std::string name;    ///< relative to the submission (or the driver's folder), '/' between folders
  std::string bytes;
};

struct SourceFiles {
  std::vector<SourceFile> files;   ///< sorted by name
  bool over_cap = false;           ///< more than the cap: `files` is incomplete
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
  /// harness::Error.
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
  /// the folder is first given to a tool. Throws harness::Error.
  void put(const std::string& folder, const std::vector<SourceFile>& files) const;
  /// Copies NAME (relative to the folder, '/' between folders, reached
  /// through no link) to `destination`, mode 0755, when it is a regular file:
  /// written under a temporary name next to the destination and renamed, so
  /// a reader never sees half of it. "" when done, else what was wrong, in one line.
  std::string take(const std::string& name, const std::filesystem::path& destination) const;

 private:
  std::filesystem::path path_;
  int fd_ = -1;   ///< the folder itself: a box that renames it and leaves a link in its place is not followed
  std::uint64_t cap_bytes_;
  bool tmpfs_ = false;   ///< fd_ is the tmpfs's mount, and nothing else holds it
};

/// Free space under which a tmpfs build folder counts as full.
inline constexpr std::uint64_t kTmpfsFullMargin = std::uint64_t{1} << 20;

}  // namespace harness
