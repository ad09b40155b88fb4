#pragma once
// What one boxed run needs besides a plain run, made before the keeper is
// cloned (it may not allocate) and kept alive until it has ended: the slot's
// uid and template, the run's cgroup, the prepared mount trees of its work
// folder and program, the steps of its own mounts, the user namespace's
// maps, the scrubbed environment. run_with_limits owns one.
#include <sys/resource.h>
#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "run/box_layout.h"
#include "run/cgroup.h"
#include "run/keeper.h"
#include "run/run_spec.h"
#include "run/sandbox.h"

namespace harness {

class BoxJob {
 public:
  /// `run_dir` is the run's private host folder (its stdin, stdout and
  /// stderr files stay outside the box); `program` the resolved argv[0].
  /// Throws harness::Fault for what the harness could not set up (JE).
  BoxJob(const Sandbox& sandbox, const RunSpec& spec, const std::filesystem::path& run_dir, const std::string& program);
  ~BoxJob();
  BoxJob(const BoxJob&) = delete;
  BoxJob& operator=(const BoxJob&) = delete;

  /// The program to exec, as the box sees it: /program/NAME, a system path,
  /// or (no mount namespace) a copy in the work folder.
  const std::string& program() const { return program_; }
  /// Where the program starts, as the box sees it.
  const std::string& work_dir() const { return work_dir_; }
  /// Where the run's submission folder is, as the box sees it: /submission,
  /// or (no mount namespace) its copy in the work folder; "" without one.
  const std::string& submission_dir() const { return submission_dir_; }
  /// The uid the program runs as, when the box gives it one of its own.
  std::optional<unsigned> program_uid() const { return slot_ ? std::optional<unsigned>(slot_->id()) : std::nullopt; }
  /// Sets the box's fields of `job`; pointers stay valid while this lives.
  void fill(KeeperJob& job) const;
  /// "mount tmpfs on /tmp" for a failed step.
  std::string describe_step(int index) const;
  /// After the run: what the cgroup counted (nullopt without one); the
  /// cgroup is emptied and removed.
  std::optional<CgroupUsage> finish();
  /// While the run goes on: its cgroup's CPU time so far and memory peak
  /// (nullopt and 0 without one that counts them). Not after finish().
  std::optional<std::uint64_t> cpu_us() const { return cgroup_ ? cgroup_->cpu_us() : std::nullopt; }
  std::uint64_t peak_bytes() const { return cgroup_ ? cgroup_->peak_bytes() : 0; }

 private:
  void lay_out_namespaces(const RunSpec& spec, const std::filesystem::path& run_dir, unsigned uid, unsigned gid);
  void lay_out_host(const RunSpec& spec, const std::filesystem::path& run_dir, unsigned uid);

  const Sandbox& sandbox_;
  std::optional<SlotLease> slot_;
  std::optional<RunCgroup> cgroup_;
  int tree_fds_[kBoxTreeCount] = {-1, -1, -1};
  int landlock_fd_ = -1;
  std::vector<BoxStep> steps_;
  std::vector<KeeperStep> keeper_steps_;
  std::string uid_map_, gid_map_;
  std::vector<std::string> environment_;
  std::vector<char*> envp_;
  std::string host_program_;
  std::string program_;
  std::string work_dir_;
  std::filesystem::path given_work_dir_;  ///< the grader's folder, handed to the slot's uid for the run
  std::string submission_dir_;
  rlim_t processes_;
};

}  // namespace harness
