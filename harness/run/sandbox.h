#pragma once
/// The box every run and every compile of student code happens in: its level (off,
/// auto, strict), the features this machine gives it, and its slots (a uid each) with
/// their templates. What each level guarantees: docs/sandbox.md.
#include <linux/filter.h>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "run/cgroup.h"

namespace harness {

enum class SandboxLevel {
  Off,     ///< no box: trusted code and benchmarks only
  Auto,    ///< the strongest box the machine allows, and a warning naming what is missing
  Strict,  ///< the full box, or no grading at all
};

/// "off", "auto", "strict".
const char* to_string(SandboxLevel level);

/// What a run's box has.
struct BoxFeatures {
  bool own_uid = false;         ///< a uid and gid per concurrent run (the grader is root)
  bool namespaces = false;      ///< pid, mount, net, ipc, uts: the box sees only itself
  bool user_namespace = false;  ///< namespaces made as a user, not as root (no own uid)
  bool cgroup = false;          ///< memory and processes counted for the whole run
  bool seccomp = false;         ///< no_new_privs and the system-call filter
  /// Without a mount namespace: the host's files limited by Landlock to the
  /// system folders (read) and the run's work folder (landlock.h).
  bool landlock = false;
  bool operator==(const BoxFeatures& o) const {
    return own_uid == o.own_uid && namespaces == o.namespaces && user_namespace == o.user_namespace &&
           cgroup == o.cgroup && seccomp == o.seccomp && landlock == o.landlock;
  }
};

/// A uid and gid of its own for one run at a time, across every harness
/// process on the machine: slot k is id kSlotIdBase + k, claimed by an flock
/// on /run/sudoku-grade/slot-k.lock (or /dev/shm/..., /tmp/... where /run is
/// read-only) and by binding the abstract unix socket "sudoku-grade/slot-k";
/// the kernel lets go of both if the harness dies.
constexpr unsigned kSlotIdBase = 62000;
constexpr int kMaxSlots = 1000;

class Sandbox;

/// The box's template: the mount namespace of the box's file system, built
/// once (box_template_steps), and a network namespace with nothing in it.
/// Each run joins the network namespace and a private copy of the mount
/// namespace, so setting a box up costs a few mounts, not dozens. One serves
/// every slot: nothing in it is a slot's, its mounts are private (a run's
/// mounts never reach it) and its root is read-only.
struct SlotTemplate {
  int mnt_fd = -1;
  int net_fd = -1;
};

/// A slot while a run uses it; back to the pool when destroyed.
class SlotLease {
 public:
  SlotLease(const Sandbox* owner, int slot, SlotTemplate box) : owner_(owner), slot_(slot), template_(box) {}
  SlotLease(SlotLease&& other) noexcept : owner_(other.owner_), slot_(other.slot_), template_(other.template_) {
    other.owner_ = nullptr;
  }
  SlotLease& operator=(SlotLease&&) = delete;
  ~SlotLease();
  unsigned id() const { return kSlotIdBase + static_cast<unsigned>(slot_); }
  /// Set when the box has namespaces made as root.
  const SlotTemplate& box_template() const { return template_; }

 private:
  const Sandbox* owner_ = nullptr;
  int slot_ = -1;
  SlotTemplate template_;
};

class Sandbox {
 public:
  /// A box with exactly these features, unprobed (tests, the probe itself: run/sandbox_probe.h);
  /// `missing` is what the description lists as gone without.
  Sandbox(SandboxLevel level, BoxFeatures features, std::vector<std::string> missing = {});
  ~Sandbox();

  SandboxLevel level() const { return level_; }
  const BoxFeatures& features() const { return features_; }
  bool boxes() const { return level_ != SandboxLevel::Off; }
  /// What `auto` had to go without, one phrase each; empty for a full box.
  const std::vector<std::string>& missing() const { return missing_; }
  /// One line for reports: "strict: own uid, ...", "auto: ...; missing: ...", "off: ...".
  std::string description() const;

  const sock_fprog* seccomp_program() const { return features_.seccomp ? &program_ : nullptr; }
  const std::optional<CgroupRoots>& cgroup_roots() const { return cgroups_; }
  /// Throws harness::Fault when every slot is taken.
  SlotLease lease_slot() const;

 private:
  friend class SlotLease;
  void give_back(int slot) const;
  /// The template every slot's runs copy, built on its first use; {} without root namespaces.
  SlotTemplate box_template() const;

  SandboxLevel level_;
  BoxFeatures features_;
  std::vector<std::string> missing_;
  std::vector<sock_filter> filter_;
  sock_fprog program_{};
  std::optional<CgroupRoots> cgroups_;
  mutable std::mutex slots_mutex_;
  mutable std::vector<int> free_slots_;  ///< claimed by this process, not in use
  mutable std::vector<int> lock_fds_;    ///< kept open: the claims (lock files, socket names)
  mutable bool lock_dir_looked_ = false;
  mutable std::string lock_dir_;  ///< "" when no folder of kSlotLockDirs can hold locks
  mutable std::string lock_dir_why_;
  mutable SlotTemplate template_;
};

}  // namespace harness
