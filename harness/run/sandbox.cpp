#include "run/sandbox.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/error.h"
#include "run/box_layout.h"
#include "run/keeper.h"
#include "run/landlock.h"
#include "run/leftovers.h"
#include "run/seccomp_filter.h"

namespace harness {
namespace {

// Where slot locks are kept: the first of these that is, or can be made, a
// folder of the grader's own that no one else may write. /run is usual; a
// read-only /run (a container) must not cost the box its own uid.
constexpr const char* kSlotLockDirs[] = {"/run/sudoku-grade", "/dev/shm/sudoku-grade", "/tmp/sudoku-grade-slots"};

// A folder for slot locks: made if need be, and used only when it is a real
// folder of the grader's, mode 0700 (one made by a boxed program in /tmp is not).
std::optional<std::string> usable_lock_dir(std::string& why) {
  for (const char* dir : kSlotLockDirs) {
    if (::mkdir(dir, 0700) < 0 && errno != EEXIST) {
      why += fmt::format("{}{}: {}", why.empty() ? "" : ", ", dir, std::strerror(errno));
      continue;
    }
    struct stat info {};
    if (::lstat(dir, &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid() || (info.st_mode & 077) != 0) {
      why += fmt::format("{}{}: not a folder of the grader's own, mode 0700", why.empty() ? "" : ", ", dir);
      continue;
    }
    // A read-only file system lets mkdir say EEXIST; a lock file shows it.
    const std::string probe = fmt::format("{}/slot-0.lock", dir);
    const int fd = ::open(probe.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
      why += fmt::format("{}{}: {}", why.empty() ? "" : ", ", dir, std::strerror(errno));
      continue;
    }
    ::close(fd);
    return std::string(dir);
  }
  return std::nullopt;
}

// An abstract unix socket's name is a lock of the network namespace: one
// binder at a time, let go by the kernel when its process dies, and no file
// system needed. -1 when taken (EADDRINUSE); -2 when no such socket can be made.
int bind_slot_name(int slot) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -2;
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  const std::string name = fmt::format("sudoku-grade/slot-{}", slot);
  std::memcpy(address.sun_path + 1, name.data(), name.size());
  const auto length = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + name.size());
  if (::bind(fd, reinterpret_cast<const sockaddr*>(&address), length) == 0) return fd;
  const int error = errno;
  ::close(fd);
  return error == EADDRINUSE ? -1 : -2;
}

}  // namespace

const char* to_string(SandboxLevel level) {
  switch (level) {
    case SandboxLevel::Off: return "off";
    case SandboxLevel::Auto: return "auto";
    case SandboxLevel::Strict: return "strict";
  }
  return "?";
}

Sandbox::Sandbox(SandboxLevel level, BoxFeatures features, std::vector<std::string> missing)
    : level_(level), features_(features), missing_(std::move(missing)) {
  if (level_ == SandboxLevel::Off) {
    features_ = {};
    return;
  }
  // A mount namespace shows the box only what it should: Landlock is for a box without one.
  if (features_.namespaces) {
    features_.landlock = false;
    missing_.erase(std::remove_if(missing_.begin(), missing_.end(),
                                  [](const std::string& why) { return why.rfind("landlock", 0) == 0; }),
                   missing_.end());
  }
  // The keepers share the grader's memory (process.h), and the box's init is
  // one: no uid may read or write it through /proc/PID/mem, and only
  // CAP_SYS_PTRACE (which no box keeps) overrides a process that is not
  // dumpable. It holds for the whole process, which from here on boxes
  // untrusted code; a core dump of the grader would hold case files anyway.
  if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0) fault({}, "prctl(PR_SET_DUMPABLE): {}", std::strerror(errno));
  if (features_.seccomp) {
    // Without a network namespace of its own, the box shares the host's
    // abstract unix sockets: no socket may be made, only connected pairs.
    filter_ = build_seccomp_filter(features_.namespaces ? SocketRule::UnixOnly : SocketRule::ConnectedPairsOnly);
    program_.len = static_cast<unsigned short>(filter_.size());
    program_.filter = filter_.data();
  }
  if (features_.cgroup) {
    std::string why;
    cgroups_ = find_cgroup_roots(&why);
    if (!cgroups_) fault({}, "cgroup: {}", why);
  }
}

Sandbox::~Sandbox() {
  for (int fd : lock_fds_) ::close(fd);
  if (template_.mnt_fd >= 0) ::close(template_.mnt_fd);
  if (template_.net_fd >= 0) ::close(template_.net_fd);
}

std::string Sandbox::description() const {
  if (level_ == SandboxLevel::Off) return "off: no box (trusted code only)";
  std::vector<std::string> parts;
  if (features_.own_uid) parts.push_back("own uid per run");
  if (features_.namespaces)
    parts.push_back(features_.user_namespace ? "pid/mount/net/ipc/uts namespaces inside a user namespace"
                                             : "pid/mount/net/ipc/uts namespaces");
  parts.push_back(features_.cgroup ? "memory and processes limited per run (cgroup)"
                                   : "memory limited per process (RLIMIT_AS)");
  if (features_.landlock) parts.push_back("files limited by Landlock to system folders and its own");
  // Said where it is true: neither a mount namespace nor Landlock narrows what it reads.
  if (!features_.namespaces && !features_.landlock)
    parts.push_back(features_.own_uid ? "the host's files as the run's uid may read them (case files must not be "
                                        "readable by others)"
                                      : "the host's files as the grader's uid may read them");
  if (features_.seccomp) parts.push_back("seccomp, no_new_privs");
  std::string text = fmt::format("{}: {}", to_string(level_), fmt::join(parts, ", "));
  if (!missing_.empty()) text += fmt::format("; missing: {}", fmt::join(missing_, "; "));
  return text;
}

// Called with slots_mutex_ held.
SlotTemplate Sandbox::box_template() const {
  if (!features_.namespaces || features_.user_namespace) return {};
  auto& made = template_;
  if (made.mnt_fd >= 0) return made;
  std::string root = stamped_temp_pattern("/tmp", kTemplateFolderPrefix);
  if (!::mkdtemp(root.data())) fault({root}, "mkdtemp: {}", std::strerror(errno));
  const std::vector<BoxStep> steps = box_template_steps(root, look_on_host);
  std::vector<KeeperStep> keeper_steps;
  for (const auto& step : steps) keeper_steps.push_back(to_keeper_step(step));
  int failed_step = -1;
  const bool built = build_box_template(keeper_steps.data(), static_cast<int>(keeper_steps.size()), &made.mnt_fd,
                                        &made.net_fd, &failed_step);
  const int error = errno;
  ::rmdir(root.c_str());  // the template's root is a tmpfs over it, in the template's namespace only
  if (!built)
    fault({}, "box: building the template: {}: {}",
          failed_step < 0 ? "new mount and network namespaces" : describe_box_step(steps[failed_step]),
          std::strerror(error));
  return made;
}

SlotLease Sandbox::lease_slot() const {
  std::lock_guard<std::mutex> lock(slots_mutex_);
  if (!free_slots_.empty()) {
    const int slot = free_slots_.back();
    free_slots_.pop_back();
    return SlotLease(this, slot, box_template());
  }
  if (!lock_dir_looked_) {
    lock_dir_ = usable_lock_dir(lock_dir_why_).value_or("");
    lock_dir_looked_ = true;
  }
  // A slot is free when both claims can be had: its abstract socket name
  // (every grader in this network namespace) and its lock file (every grader
  // sharing the folder). Either alone will do where the other cannot be made.
  for (int slot = 0; slot < kMaxSlots; ++slot) {
    const int name = bind_slot_name(slot);
    if (name == -1) continue;
    int file = -1;
    if (!lock_dir_.empty()) {
      const std::string path = fmt::format("{}/slot-{}.lock", lock_dir_, slot);
      file = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
      if (file < 0) {
        const int error = errno;
        if (name >= 0) ::close(name);
        fault({path}, "cannot open a slot lock: {}", std::strerror(error));
      }
      // Taken by another harness process, or by this one through another
      // descriptor (flock locks belong to the open file): try the next.
      if (::flock(file, LOCK_EX | LOCK_NB) != 0) {
        ::close(file);
        if (name >= 0) ::close(name);
        continue;
      }
    } else if (name < 0) {
      fault({}, "no slot for a uid of the box can be claimed: no lock folder ({}) and no abstract unix socket",
            lock_dir_why_);
    }
    for (const int fd : {name, file})
      if (fd >= 0) lock_fds_.push_back(fd);
    try {
      return SlotLease(this, slot, box_template());
    } catch (...) {
      free_slots_.push_back(slot);  // claimed, fine to lend again later
      throw;
    }
  }
  fault({}, "all {} slots are taken by running graders", kMaxSlots);
}

void Sandbox::give_back(int slot) const {
  std::lock_guard<std::mutex> lock(slots_mutex_);
  free_slots_.push_back(slot);
}

SlotLease::~SlotLease() {
  if (owner_) owner_->give_back(slot_);
}

}  // namespace harness
