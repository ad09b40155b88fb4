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
#include <cstdint>
#include <filesystem>
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
  /// A fresh folder under the system temp dir, never in the cache. Throws harness::Error.
  BuildFolder();
  ~BuildFolder();
  BuildFolder(const BuildFolder&) = delete;
  BuildFolder& operator=(const BuildFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }
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
};

}  // namespace harness
