#pragma once
// The disk cap of a build folder that is no tmpfs (build_folder.h): where
// the grader cannot make one the box takes as /box (a grader that is not
// root, or root without CAP_SYS_ADMIN or namespaces, or --sandbox off), it
// watches the folder while a step runs there. Every kWatchInterval it adds
// up what the folder holds (folder_usage) and what the step's processes
// hold open on its disk with no name left (a file written, then unlinked);
// past the cap it kills the step's processes, at every look until the step
// ends, and the step is CE (build_step.h).
//
// The step's processes: the keeper (run/process.h) is the grader's child,
// and the step's program starts in the folder, so the first process seen
// working in the folder leads, parent by parent, to its keeper, which is
// then held by a pidfd (its pid cannot be taken for another's); from then on
// every descendant of the keeper is the step's. A kill ends the program;
// the keeper then ends what is left, as at the wall limit.
//
// What it can miss, said in docs/sandbox.md: writes within one interval
// (about 25 ms of writing past the cap, plus a look's time); a program that
// leaves the folder before the first look and the keeper's tree both (not
// possible in a box with a pid namespace: it is still the keeper's); and, in
// a box without a mount namespace, every other folder the run's uid may
// write on the host (/tmp, /var/tmp).
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
std::uint64_t folder_usage(const std::filesystem::path& folder,
                           std::set<std::pair<dev_t, ino_t>>* folders = nullptr);

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
