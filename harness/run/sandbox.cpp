#include "run/sandbox.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/prctl.h>
#include <sys/stat.h>
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

#include "base/error.h"
#include "run/box_layout.h"
#include "run/keeper.h"
#include "run/landlock.h"
#include "run/process.h"
#include "run/seccomp_filter.h"

namespace harness {
namespace {

// Where slot locks are kept: the first of these that is, or can be made, a
// folder of the grader's own that no one else may write. /run is usual; a
// read-only /run (a container) must not cost the box its own uid.
constexpr const char* kSlotLockDirs[] = {"/run/sudoku-grade", "/dev/shm/sudoku-grade", "/tmp/sudoku-grade-slots"};

// Capability bits of /proc/self/status's CapEff (linux/capability.h numbers).
constexpr int kCapSetgid = 6, kCapSetuid = 7, kCapSysAdmin = 21;

bool has_effective_capabilities(std::initializer_list<int> caps) {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    if (line.compare(0, 7, "CapEff:") != 0) continue;
    const unsigned long long mask = std::strtoull(line.c_str() + 7, nullptr, 16);
    for (int cap : caps)
      if ((mask & (1ULL << cap)) == 0) return false;
    return true;
  }
  return false;
}

// A folder for slot locks: made if need be, and used only when it is a real
// folder of the grader's, mode 0700 (one made by a boxed program in /tmp is not).
std::optional<std::string> usable_lock_dir(std::string& why) {
  for (const char* dir : kSlotLockDirs) {
    if (::mkdir(dir, 0700) < 0 && errno != EEXIST) {
      why += fmt::format("{}{}: {}", why.empty() ? "" : ", ", dir, std::strerror(errno));
      continue;
    }
    struct stat info {};
    if (::lstat(dir, &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid() ||
        (info.st_mode & 077) != 0) {
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

// SUDOKU_GRADE_SANDBOX_WITHOUT=cgroup,namespaces,...: features to treat as
// missing, so the degraded paths can be tested on a machine that has them all.
bool withheld(const char* feature) {
  const char* list = std::getenv("SUDOKU_GRADE_SANDBOX_WITHOUT");
  return list && ("," + std::string(list) + ",").find("," + std::string(feature) + ",") != std::string::npos;
}

// A run of `true` in a box with these features: the box when it worked,
// else nullptr and why not in `failure`.
std::shared_ptr<const Sandbox> trial(SandboxLevel level, const BoxFeatures& features,
                                     std::vector<std::string> missing, std::string& failure) {
  try {
    auto box = std::make_shared<Sandbox>(level, features, std::move(missing));
    RunSpec spec;
    spec.argv = {"true"};
    spec.sandbox = box.get();
    spec.limits.wall = std::chrono::milliseconds(5000);
    const RunFacts facts = run_with_limits(spec);
    if (facts.end == RunFacts::End::SpawnFailed) {
      failure = facts.spawn_error;
    } else if (facts.end != RunFacts::End::Exited || facts.exit_code != 0) {
      failure = fmt::format("'true' did not succeed in the box ({}, exit {})", to_string(facts.end), facts.exit_code);
    } else {
      return box;
    }
  } catch (const std::exception& e) {
    failure = e.what();
  }
  return nullptr;
}

std::string joined(const std::vector<std::string>& parts, const char* separator) {
  std::string out;
  for (const auto& part : parts) out += (out.empty() ? "" : separator) + part;
  return out;
}

std::shared_ptr<const Sandbox> probe(SandboxLevel level) {
  // A root grader must hand every run a uid of its own: CAP_SETUID and
  // CAP_SETGID do it, which Docker's default set keeps. Namespaces as root
  // need CAP_SYS_ADMIN, which Docker's set lacks. A user namespace is for a
  // grader that is not root: as root it would leave the program uid 0.
  const bool root = ::geteuid() == 0;
  const bool can_switch_uid = root && has_effective_capabilities({kCapSetgid, kCapSetuid});
  const bool root_namespaces = root && has_effective_capabilities({kCapSysAdmin});
  std::string cgroup_why;
  const bool cgroup_found = find_cgroup_roots(&cgroup_why).has_value();
  // What the machine seems to offer, each with why not when it does not.
  struct Offer {
    bool BoxFeatures::*feature;
    const char* name;
    std::string unavailable;
  };
  std::vector<Offer> offers = {
      {&BoxFeatures::seccomp, "seccomp",
       ::prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0 ? "" : "the kernel has no seccomp"},
      {&BoxFeatures::cgroup, "cgroup", cgroup_found ? "" : cgroup_why},
      {&BoxFeatures::own_uid, "own_uid",
       can_switch_uid ? ""
       : root         ? "the grader is root without CAP_SETUID and CAP_SETGID"
                      : "the grader is not root: runs keep its uid"},
      {&BoxFeatures::landlock, "landlock", landlock_abi() > 0 ? "" : "the kernel offers no Landlock"},
      {&BoxFeatures::namespaces, "namespaces",
       root_namespaces ? ""
       : root          ? "the grader is root without CAP_SYS_ADMIN (as in Docker)"
                       : "the grader is not root"},
  };
  std::vector<std::string> missing;
  BoxFeatures offered;
  for (auto& offer : offers) {
    if (withheld(offer.name)) offer.unavailable = "withheld by SUDOKU_GRADE_SANDBOX_WITHOUT";
    if (offer.unavailable.empty()) {
      offered.*offer.feature = true;
    } else {
      missing.push_back(fmt::format("{}: {}", offer.name, offer.unavailable));
    }
  }
  // Without root, a user namespace still gives every other namespace.
  if (!root && !withheld("namespaces") && !withheld("user_namespace")) {
    offered.namespaces = offered.user_namespace = true;
    missing.pop_back();   // the namespaces entry: they are offered after all
  }


  // Usually all that is offered works together: one run of `true` shows it.
  std::string failure;
  std::shared_ptr<const Sandbox> box = trial(level, offered, missing, failure);
  if (!box) {
    // Else each feature joins only if a run in the box built so far, plus
    // it, still works: what is kept is what was seen to work together.
    BoxFeatures features;
    for (const auto& offer : offers) {
      if (!(offered.*offer.feature)) continue;
      BoxFeatures candidate = features;
      candidate.*offer.feature = true;
      if (offer.feature == &BoxFeatures::namespaces) candidate.user_namespace = offered.user_namespace;
      if (trial(level, candidate, {}, failure)) {
        features = candidate;
      } else {
        missing.push_back(fmt::format("{}{}: {}", offer.name, candidate.user_namespace ? " (in a user namespace)" : "",
                                      failure));
      }
    }
    if (!root && offered.namespaces && !offered.user_namespace && !features.namespaces &&
        !withheld("user_namespace")) {
      BoxFeatures candidate = features;
      candidate.namespaces = candidate.user_namespace = true;
      if (trial(level, candidate, {}, failure)) features = candidate;
    }
    box = std::make_shared<Sandbox>(level, features, missing);
  }
  const BoxFeatures& got = box->features();
  const bool full = got.own_uid && got.namespaces && !got.user_namespace && got.cgroup && got.seccomp;
  if (level == SandboxLevel::Strict && !full)
    fail({}, "--sandbox strict: the full box cannot be built on this machine: {}; "
             "--sandbox auto grades in the strongest box it can build",
         joined(box->missing(), "; "));
  // isolate and runguard never run a submission as root; neither does a box.
  if (root && !got.own_uid)
    fail({}, "--sandbox {}: no box here can take a uid of its own, so the program would run as root: {}",
         to_string(level), joined(box->missing(), "; "));
  return box;
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

std::shared_ptr<const Sandbox> Sandbox::create(SandboxLevel level) {
  static std::mutex mutex;
  static std::map<SandboxLevel, std::shared_ptr<const Sandbox>> made;
  std::lock_guard<std::mutex> lock(mutex);
  auto& sandbox = made[level];
  if (!sandbox) sandbox = level == SandboxLevel::Off ? std::make_shared<Sandbox>(level, BoxFeatures{}) : probe(level);
  return sandbox;
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
  if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0) fail({}, "prctl(PR_SET_DUMPABLE): {}", std::strerror(errno));
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
    if (!cgroups_) fail({}, "cgroup: {}", why);
  }
}

Sandbox::~Sandbox() {
  for (int fd : lock_fds_) ::close(fd);
  for (const auto& [slot, made] : templates_) {
    if (made.mnt_fd >= 0) ::close(made.mnt_fd);
    if (made.net_fd >= 0) ::close(made.net_fd);
  }
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
  std::string text = fmt::format("{}: {}", to_string(level_), joined(parts, ", "));
  if (!missing_.empty()) text += "; missing: " + joined(missing_, "; ");
  return text;
}

SlotTemplate Sandbox::template_for(int slot) const {
  if (!features_.namespaces || features_.user_namespace) return {};
  auto& made = templates_[slot];
  if (made.mnt_fd >= 0) return made;
  std::string root = "/tmp/sudoku-grade-template-XXXXXX";
  if (!::mkdtemp(root.data())) fail({root}, "mkdtemp: {}", std::strerror(errno));
  const std::vector<BoxStep> steps = box_template_steps(root, look_on_host);
  std::vector<KeeperStep> keeper_steps;
  for (const auto& step : steps) keeper_steps.push_back(to_keeper_step(step));
  int failed_step = -1;
  const bool built = build_box_template(keeper_steps.data(), static_cast<int>(keeper_steps.size()), &made.mnt_fd,
                                        &made.net_fd, &failed_step);
  const int error = errno;
  ::rmdir(root.c_str());   // the template's root is a tmpfs over it, in the template's namespace only
  if (!built)
    fail({}, "box: building the template: {}: {}",
         failed_step < 0 ? "new mount and network namespaces" : describe_box_step(steps[failed_step]),
         std::strerror(error));
  return made;
}

SlotLease Sandbox::lease_slot() const {
  std::lock_guard<std::mutex> lock(slots_mutex_);
  if (!free_slots_.empty()) {
    const int slot = free_slots_.back();
    free_slots_.pop_back();
    return SlotLease(this, slot, template_for(slot));
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
        fail({path}, "cannot open a slot lock: {}", std::strerror(error));
      }
      // Taken by another harness process, or by this one through another
      // descriptor (flock locks belong to the open file): try the next.
      if (::flock(file, LOCK_EX | LOCK_NB) != 0) {
        ::close(file);
        if (name >= 0) ::close(name);
        continue;
      }
    } else if (name < 0) {
      fail({}, "no slot for a uid of the box can be claimed: no lock folder ({}) and no abstract unix socket",
           lock_dir_why_);
    }
    for (const int fd : {name, file})
      if (fd >= 0) lock_fds_.push_back(fd);
    try {
      return SlotLease(this, slot, template_for(slot));
    } catch (...) {
      free_slots_.push_back(slot);   // claimed, fine to lend again later
      throw;
    }
  }
  fail({}, "all {} slots are taken by running graders", kMaxSlots);
}

void Sandbox::give_back(int slot) const {
  std::lock_guard<std::mutex> lock(slots_mutex_);
  free_slots_.push_back(slot);
}

SlotLease::~SlotLease() {
  if (owner_) owner_->give_back(slot_);
}

}  // namespace harness
