#pragma once
// A language's bundle in the grader's cache: the files a run sees at
// /submission (the student's sources as the grader read and hashed them,
// the driver, compiled forms). The grader writes it into a folder no box has
// seen, readable by a run's own uid, and it appears whole or not at all.
#include <filesystem>
#include <vector>

#include "judge/build_folder.h"

namespace harness {

/// A fresh folder beside `bundle` to fill, removed when this goes out of
/// scope unless published. Throws harness::Error when it cannot be made.
class BundleStaging {
 public:
  explicit BundleStaging(const std::filesystem::path& bundle);
  ~BundleStaging();
  BundleStaging(const BundleStaging&) = delete;
  BundleStaging& operator=(const BundleStaging&) = delete;

  const std::filesystem::path& path() const { return path_; }
  /// Makes it readable by any uid (0755 folders, 0644 files) and renames it
  /// to the bundle's name. A bundle a parallel grader stored first is kept:
  /// either, whole, serves. Throws harness::Error for any other failure.
  void publish();

 private:
  std::filesystem::path bundle_;
  std::filesystem::path path_;
};

/// Writes each file under `folder`, making the folders on its way. Throws
/// harness::Error naming the file that could not be written.
void write_files(const std::filesystem::path& folder, const std::vector<SourceFile>& files);

}  // namespace harness
