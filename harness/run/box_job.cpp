#include "run/box_job.h"

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <list>
#include <mutex>
#include <tuple>

#include <fmt/format.h>

#include "base/error.h"
#include "run/landlock.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kBoxPath = "/usr/local/bin:/usr/bin:/bin";

bool is_under_system(const std::string& path) {
  for (const auto& system : box_system_paths())
    if (path == system || path.compare(0, system.size() + 1, system + "/") == 0) return true;
  return false;
}

// The folder and all it holds to uid and gid; links are changed, never
// followed. False (errno set) when the folder itself could not be changed.
bool chown_tree(const fs::path& folder, uid_t uid, gid_t gid) {
  if (::lchown(folder.c_str(), uid, gid) < 0) return false;
  std::error_code error;
  for (fs::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
    ::lchown(it->path().c_str(), uid, gid);
  return true;
}

// The run's uid must own what it may write.
void give_to(const fs::path& folder, uid_t uid, gid_t gid) {
  if (!chown_tree(folder, uid, gid))
    fault({folder.string()}, "cannot hand the folder to uid {}: {}", uid, std::strerror(errno));
}

// give_to's inverse, after the run. The run may have renamed or removed its
// folder (it owns it): nothing is taken back then, and that is no error.
void take_back(const fs::path& folder) { chown_tree(folder, ::geteuid(), ::getegid()); }

std::string absolute_path(const fs::path& path) {
  std::error_code error;
  const fs::path canonical = fs::weakly_canonical(fs::absolute(path), error);
  return (error ? fs::absolute(path) : canonical).string();
}

// The work folder as open_tree or a bind takes it. A compile's folder may be
// a tmpfs the grader holds open and attaches nowhere (prepare/build_folder.h),
// named /proc/self/fd/N/: resolving that link gives its text, "/", the
// host's root, so it is taken as it is, and open_tree follows it.
std::string work_tree_source(const fs::path& path) {
  const std::string text = path.string();
  if (text.rfind("/proc/self/fd/", 0) == 0) return text;
  return absolute_path(path);
}

// A detached copy of the mount at `path`, with these attributes, ready to be
// moved into a box: what the keeper does with it needs no path of the host.
int mount_tree(const std::string& path, std::uint64_t attributes) {
  const int fd = ::open_tree(AT_FDCWD, path.c_str(), OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
  if (fd < 0) fault({path}, "open_tree: {}", std::strerror(errno));
  mount_attr attr{};
  attr.attr_set = attributes;
  if (::mount_setattr(fd, "", AT_EMPTY_PATH, &attr, sizeof attr) < 0) {
    const int error = errno;
    ::close(fd);
    fault({path}, "mount_setattr: {}", std::strerror(error));
  }
  return fd;
}

// A copy of `host` (a file, copied in as `name`; or a folder, whose contents
// become the root) in a tmpfs of its own that is attached nowhere, as a
// read-only mount ready to be moved into a box; -1 where the kernel makes no
// such tmpfs or lends no copy of one (then the host's path is bound). A bind
// shows the box its source's path on the host in /proc/self/mountinfo (the
// mount's root, from its file system's root): the compile cache's path, a
// student's folder. A tmpfs's own root is "/". The copy is written through a
// mount the box never gets and shown through a second one, made read-only:
// a mount with a file open for writing cannot be (EBUSY), and any thread's
// keeper may hold a copy of that descriptor for a moment (keeper.cpp).
int staged_tree(const std::string& host, const std::string& name) {
  const int context = ::fsopen("tmpfs", FSOPEN_CLOEXEC);
  if (context < 0) return -1;
  const bool made = ::fsconfig(context, FSCONFIG_SET_STRING, "mode", "0755", 0) == 0 &&
                    ::fsconfig(context, FSCONFIG_CMD_CREATE, nullptr, nullptr, 0) == 0;
  const int writer = made ? ::fsmount(context, FSMOUNT_CLOEXEC, MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV) : -1;
  ::close(context);
  if (writer < 0) return -1;
  const fs::path inside = fmt::format("/proc/self/fd/{}/", writer);
  std::error_code error;
  if (name.empty()) fs::copy(host, inside, fs::copy_options::recursive | fs::copy_options::copy_symlinks, error);
  else fs::copy_file(host, inside / name, error);
  const int shown = error ? -1 : ::open_tree(writer, "", AT_EMPTY_PATH | OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
  ::close(writer);
  if (error) fault({host}, "cannot copy into the box: {}", error.message());
  if (shown < 0) return -1;
  mount_attr attr{};
  attr.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV;
  if (::mount_setattr(shown, "", AT_EMPTY_PATH, &attr, sizeof attr) < 0) {
    const int why = errno;
    ::close(shown);
    fault({host}, "mount_setattr on its copy: {}", std::strerror(why));
  }
  return shown;
}

// A program's staged copy (staged_tree), kept for the next runs of the same
// file: copying a 2 MB program into a tmpfs costs about 2.5 ms, cloning a
// mount of the copy what a bind cost before. A file is the same while its
// inode, size and times are: a cache product is replaced by a rename, never
// rewritten in place. The newest kStaged are kept, each in memory (tmpfs);
// each run gets a clone of its own, so one dropped here stays for the runs
// that still show it.
class StagedPrograms {
 public:
  // A clone of `host`'s staged copy, staged now if need be; -1 as staged_tree.
  int clone_of(const std::string& host, const std::string& name) {
    struct stat info {};
    if (::stat(host.c_str(), &info) != 0) return staged_tree(host, name);
    const Key key{info.st_dev,          info.st_ino,         info.st_size,         info.st_mtim.tv_sec,
                  info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec, name};
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = std::find_if(kept_.begin(), kept_.end(), [&](const auto& entry) { return entry.first == key; });
    if (it == kept_.end()) {
      const int staged = staged_tree(host, name);
      if (staged < 0) return -1;
      if (kept_.size() == kStaged) {
        ::close(kept_.back().second);
        kept_.pop_back();
      }
      kept_.emplace_front(key, staged);
    } else if (it != kept_.begin()) {
      kept_.splice(kept_.begin(), kept_, it);  // the newest first
    }
    return ::open_tree(kept_.front().second, "", AT_EMPTY_PATH | OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
  }

 private:
  using Key = std::tuple<dev_t, ino_t, off_t, time_t, long, time_t, long, std::string>;
  static constexpr std::size_t kStaged = 16;
  std::mutex mutex_;
  std::list<std::pair<Key, int>> kept_;
};

StagedPrograms& staged_programs() {
  static StagedPrograms* const the = new StagedPrograms;  // never destroyed: runs may end after exit starts
  return *the;
}

// Where the host lets any uid write: a box that sees the host's files (no
// mount namespace, no Landlock) could leave a file there for a later run of
// another student, who gets the same slot uid (a hidden case's input, carried
// to a visible case's output). What the slot's uid owns at their top goes.
void sweep_shared_folders(uid_t uid) {
  for (const char* folder : {"/tmp", "/var/tmp", "/dev/shm"}) {
    std::error_code error;
    for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
      struct stat info {};
      if (::lstat(it->path().c_str(), &info) == 0 && info.st_uid == uid) {
        std::error_code ignored;
        fs::remove_all(it->path(), ignored);
      }
    }
  }
}

}  // namespace

BoxJob::BoxJob(const Sandbox& sandbox, const RunSpec& spec, const fs::path& run_dir, const std::string& program)
    : sandbox_(sandbox),
      host_program_(program),
      program_(program),
      processes_(static_cast<rlim_t>(spec.limits.processes)) {
  const BoxFeatures& features = sandbox.features();
  unsigned uid = 0;
  if (features.own_uid) {
    slot_.emplace(sandbox.lease_slot());
    uid = slot_->id();
    if (!spec.work_dir.empty()) {
      give_to(spec.work_dir, uid, uid);
      given_work_dir_ = spec.work_dir;
    }
  }
  // A fresh cgroup each run, never a slot's kept one: page cache a run leaves
  // charged to its cgroup would count in the next run's peak and limit (a
  // case that read a big file would shrink the next student's memory). On
  // removal the kernel hands those charges to the parent.
  if (features.cgroup) cgroup_.emplace(*sandbox.cgroup_roots(), spec.limits.memory_bytes, spec.limits.processes);
  // In a user namespace the program keeps the grader's ids, mapped to
  // themselves: it is never uid 0 there, not even in name.
  if (features.user_namespace) uid = ::geteuid();
  if (features.namespaces) {
    lay_out_namespaces(spec, run_dir, uid, features.user_namespace ? ::getegid() : uid);
  } else {
    lay_out_host(spec, run_dir, uid);
  }
  for (const auto& step : steps_) keeper_steps_.push_back(to_keeper_step(step));
  if (features.user_namespace) {
    uid_map_ = fmt::format("{0} {0} 1", ::geteuid());
    gid_map_ = fmt::format("{0} {0} 1", ::getegid());
  }
  environment_ = {std::string("PATH=") + kBoxPath, "LANG=C.UTF-8", "HOME=" + work_dir_,
                  "TMPDIR=" + std::string(features.namespaces ? "/tmp" : work_dir_)};
  environment_ = with_variables(environment_, spec.environment);
  for (auto& variable : environment_) envp_.push_back(variable.data());
  envp_.push_back(nullptr);
}

BoxJob::~BoxJob() {
  for (int fd : tree_fds_)
    if (fd >= 0) ::close(fd);
  if (landlock_fd_ >= 0) ::close(landlock_fd_);
}

void BoxJob::lay_out_namespaces(const RunSpec& spec, const fs::path& run_dir, unsigned uid, unsigned gid) {
  const std::string work_folder = spec.work_dir.empty() ? "" : work_tree_source(spec.work_dir);
  const std::string submission_folder = spec.submission_dir.empty() ? "" : absolute_path(spec.submission_dir);
  if (!submission_folder.empty()) submission_dir_ = kBoxSubmissionDir;
  const bool system_program = is_under_system(host_program_);
  BoxRunLayout layout;
  layout.work_bytes = spec.limits.work_bytes;
  layout.owner_uid = uid;
  layout.owner_gid = gid;
  layout.program_name = fs::path(host_program_).filename().string();
  if (!system_program) program_ = std::string(kBoxProgramDir) + "/" + layout.program_name;
  work_dir_ = kBoxWorkDir;

  if (slot_ && slot_->box_template().mnt_fd >= 0) {
    // The slot's template holds the rest: only the run's own mounts are made.
    if (!work_folder.empty()) tree_fds_[kWorkTree] = mount_tree(work_folder, MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV);
    // The program and the submission folder as copies, not binds: the box's
    // mountinfo then names no path of the host (staged_tree).
    if (!system_program) {
      tree_fds_[kProgramTree] = staged_programs().clone_of(host_program_, layout.program_name);
      layout.program_staged = tree_fds_[kProgramTree] >= 0;
      if (!layout.program_staged)
        tree_fds_[kProgramTree] = mount_tree(host_program_, MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV);
    }
    if (!submission_folder.empty()) {
      tree_fds_[kSubmissionTree] = staged_tree(submission_folder, "");
      if (tree_fds_[kSubmissionTree] < 0)
        tree_fds_[kSubmissionTree] = mount_tree(submission_folder,
                                                MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV);
    }
    layout.work = work_folder.empty() ? BoxSource::None : BoxSource::Tree;
    layout.program = system_program ? BoxSource::None : BoxSource::Tree;
    layout.submission = submission_folder.empty() ? BoxSource::None : BoxSource::Tree;
    steps_ = box_run_steps(layout);
    return;
  }
  // No template (a user namespace is new with each run): everything, binds by path before the pivot.
  const std::string root = (run_dir / "root").string();
  if (::mkdir(root.c_str(), 0755) < 0) fault({root}, "mkdir: {}", std::strerror(errno));
  const auto binds = box_binds_before_pivot(root, look_on_host, work_folder, system_program ? "" : host_program_,
                                            submission_folder);
  steps_ = box_template_steps(root, look_on_host, binds);
  layout.work = work_folder.empty() ? BoxSource::None : BoxSource::Bound;
  layout.program = system_program ? BoxSource::None : BoxSource::Bound;
  layout.submission = submission_folder.empty() ? BoxSource::None : BoxSource::Bound;
  layout.proc_before_pivot = true;
  const auto own = box_run_steps(layout);
  steps_.insert(steps_.end(), own.begin(), own.end());
}

void BoxJob::lay_out_host(const RunSpec& spec, const fs::path& run_dir, unsigned uid) {
  // No mount namespace: the box is the host's file system, seen as the run's
  // own uid (or the grader's), with a private work folder.
  work_dir_ = spec.work_dir.empty() ? (run_dir / "work").string() : absolute_path(spec.work_dir);
  if (spec.work_dir.empty()) {
    if (::mkdir(work_dir_.c_str(), 0700) < 0) fault({work_dir_}, "mkdir: {}", std::strerror(errno));
    if (slot_) {
      give_to(work_dir_, uid, uid);
      // The run's uid must get through the run folder to its work folder.
      ::chmod(run_dir.c_str(), 0711);
    }
  }
  // The grader's cache is not the run's to read: the submission folder and
  // the program are copied in.
  if (!spec.submission_dir.empty()) {
    submission_dir_ = (fs::path(work_dir_) / "submission").string();
    std::error_code error;
    fs::copy(spec.submission_dir, submission_dir_, fs::copy_options::recursive, error);
    if (error) fault({spec.submission_dir.string()}, "cannot copy the submission into the box: {}", error.message());
    if (slot_) give_to(submission_dir_, uid, uid);
  }
  if (slot_ && !is_under_system(host_program_)) {
    const fs::path copy = fs::path(work_dir_) / fs::path(host_program_).filename();
    std::error_code error;
    fs::copy_file(host_program_, copy, fs::copy_options::overwrite_existing, error);
    if (error) fault({host_program_}, "cannot copy the program into the box: {}", error.message());
    ::lchown(copy.c_str(), uid, uid);
    program_ = copy.string();
  }
  if (sandbox_.features().landlock) {
    // What a mount namespace would show: the system folders, a few devices,
    // /proc and what runtimes read of /sys, the work folder, and the program
    // where it was not copied into it.
    LandlockView view;
    view.read_only = box_system_paths();
    view.read_only.insert(view.read_only.end(), {"/proc", "/sys/devices/system/cpu", "/sys/fs/cgroup"});
    if (program_ == host_program_) view.read_only.push_back(host_program_);
    view.devices = {"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"};
    view.read_write = {work_dir_};
    landlock_fd_ = make_landlock_ruleset(view);
  }
}

void BoxJob::fill(KeeperJob& job) const {
  const BoxFeatures& features = sandbox_.features();
  job.envp = envp_.data();
  const bool templated = slot_ && slot_->box_template().mnt_fd >= 0;
  if (templated) {
    // Network and mount namespaces come from the slot's template.
    job.namespace_flags = CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS;
    job.mnt_fd = slot_->box_template().mnt_fd;
    job.net_fd = slot_->box_template().net_fd;
    job.tree_fds = tree_fds_;
  } else if (features.namespaces) {
    job.namespace_flags = CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS |
                          (features.user_namespace ? CLONE_NEWUSER : 0);
  }
  if (features.user_namespace) {
    job.uid_map = uid_map_.c_str();
    job.gid_map = gid_map_.c_str();
    job.drop_capabilities = true;
    job.own_memory = true;
  }
  job.steps = keeper_steps_.data();
  job.step_count = static_cast<int>(keeper_steps_.size());
  if (cgroup_) {
    job.cgroup_fds = cgroup_->procs_fds().data();
    job.cgroup_fd_count = static_cast<int>(cgroup_->procs_fds().size());
    job.memory_bytes = 0;  // the cgroup limits the run; an address-space cap would break runtimes that reserve
  }
  if (slot_) {
    job.uid = slot_->id();
    job.gid = slot_->id();
  }
  // Without a cgroup, RLIMIT_NPROC caps the run: it counts the processes of
  // the run's own uid, or of uid 0 in the run's own user namespace (the
  // kernel counts per user namespace), so either way the run's alone.
  if (!cgroup_ && (slot_ || features.user_namespace)) job.processes = processes_;
  job.seccomp = sandbox_.seccomp_program();
  job.landlock_fd = landlock_fd_;
}

std::string BoxJob::describe_step(int index) const {
  if (index < 0 || index >= static_cast<int>(steps_.size())) return "a step of the box";
  return describe_box_step(steps_[static_cast<std::size_t>(index)]);
}

std::optional<CgroupUsage> BoxJob::finish() {
  const BoxFeatures& features = sandbox_.features();
  // The keeper was the init of the run's pid namespace: once it is reaped,
  // the kernel has ended every process of the run.
  std::optional<CgroupUsage> usage;
  if (cgroup_) usage = cgroup_->finish(features.namespaces);
  // The grader's folder (a build's /box) goes back to the grader once no
  // process of the run is left: a later run with the same slot uid, maybe
  // another student's, could otherwise change what this run made there, and
  // the sweep below would take it for the slot's leftovers.
  if (!given_work_dir_.empty()) take_back(given_work_dir_);
  if (slot_ && !features.namespaces && !features.landlock) sweep_shared_folders(slot_->id());
  return usage;
}

}  // namespace harness
