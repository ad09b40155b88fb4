#pragma once
/// The disk cap of a build folder on the host's disk (no tmpfs): looked at every
/// kWatchInterval while a step runs there, the step's processes killed past the cap.
/// How they are found, and what the watch can miss: docs/sandbox.md, "A compile's disk
/// without a tmpfs".
#include <sys/types.h>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <set>
#include <thread>
#include <utility>

namespace harness {

inline constexpr std::chrono::milliseconds kWatchInterval{25};

/// Each file or folder counts at least this much: a million empty files fill a disk's inodes.
inline constexpr std::uint64_t kBytesPerName = 4096;

/// What `folder` holds on its disk: every file's and folder's allocated
/// blocks, each at least kBytesPerName, each inode once. Follows no link;
/// what cannot be read counts nothing. The folder's own folders' (device,
/// inode) go to `folders` when given.
std::uint64_t folder_usage(const std::filesystem::path& folder, std::set<std::pair<dev_t, ino_t>>* folders = nullptr);

class FolderWatch {
 public:
  /// Starts watching `folder` (a thread of its own) for a step the calling thread runs.
  FolderWatch(std::filesystem::path folder, std::uint64_t cap_bytes);
  ~FolderWatch();
  FolderWatch(const FolderWatch&) = delete;
  FolderWatch& operator=(const FolderWatch&) = delete;

  /// Stops watching (call it once the step has ended) and says whether the
  /// folder went past its cap at any look, a last look included.
  bool finish();

 private:
  void watch();
  bool look();

  std::filesystem::path folder_;
  std::uint64_t cap_bytes_;
  dev_t device_ = 0;
  int keeper_pidfd_ = -1;
  pid_t keeper_ = 0;
  bool over_ = false;
  bool stopping_ = false;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
};

}  // namespace harness
