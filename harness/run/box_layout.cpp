#include "run/box_layout.h"

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <set>

#include <fmt/format.h>

namespace harness {
namespace {

using Kind = BoxStep::Kind;

// Bind mounts of a user namespace may not drop the flags of the mount they
// come from (the kernel locks them), so a remount repeats them.
unsigned long mount_flags_of(const struct statvfs& info) {
  unsigned long flags = 0;
  if (info.f_flag & ST_RDONLY) flags |= MS_RDONLY;
  if (info.f_flag & ST_NOSUID) flags |= MS_NOSUID;
  if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
  if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
  if (info.f_flag & ST_NOATIME) flags |= MS_NOATIME;
  if (info.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
  if (info.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  return flags;
}

std::string parent_of(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == 0 || slash == std::string::npos ? "/" : path.substr(0, slash);
}

std::string name_of(const std::string& path) { return path.substr(path.rfind('/') + 1); }

class Steps {
 public:
  explicit Steps(std::string root) : root_(std::move(root)) {}

  std::string inside(const std::string& path) const { return root_ + path; }

  void add(Kind kind, std::string path, std::string source = {}, std::string fstype = {}, std::string data = {},
           unsigned long flags = 0) {
    steps_.push_back({kind, std::move(path), std::move(source), std::move(fstype), std::move(data), flags});
  }

  void mount(const std::string& source, const std::string& target, const std::string& type, const std::string& data,
             unsigned long flags) {
    add(Kind::Mount, target, source, type, data, flags);
  }

  void make_dir(const std::string& path) {
    if (path == "/" || made_.count(path)) return;
    make_dir(parent_of(path));
    made_.insert(path);
    add(Kind::Mkdir, inside(path), "", "", "", 0755);
  }

  void tmpfs(const std::string& path, const std::string& options) {
    mount("tmpfs", inside(path), "tmpfs", options, MS_NOSUID | MS_NODEV);
  }

  /// `host_path` shown at `path` (inside the root), read-only or not.
  void bind(const std::string& host_path, const std::string& path, const HostEntry& entry, bool read_only) {
    if (entry.kind == HostEntry::Kind::Directory) {
      make_dir(path);
    } else {
      make_dir(parent_of(path));
      add(Kind::Touch, inside(path));
    }
    mount(host_path, inside(path), "", "", MS_BIND);
    const unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | entry.mount_flags;
    mount("", inside(path), "", "", read_only ? flags | MS_RDONLY : flags & ~static_cast<unsigned long>(MS_RDONLY));
  }

  /// A folder the template already made.
  void mark_made(const std::string& path) { made_.insert(path); }

  std::vector<BoxStep> take() { return std::move(steps_); }

 private:
  std::string root_;
  std::vector<BoxStep> steps_;
  std::set<std::string> made_{"/"};
};

}  // namespace

bool BoxStep::operator==(const BoxStep& o) const {
  return kind == o.kind && path == o.path && source == o.source && fstype == o.fstype && data == o.data &&
         flags == o.flags;
}

HostEntry look_on_host(const std::string& path) {
  HostEntry entry;
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0) return entry;
  if (S_ISLNK(info.st_mode)) {
    entry.kind = HostEntry::Kind::Symlink;
    std::string target(4096, '\0');
    const ssize_t length = ::readlink(path.c_str(), target.data(), target.size());
    target.resize(length > 0 ? static_cast<std::size_t>(length) : 0);
    entry.link_target = target;
    return entry;
  }
  entry.kind = S_ISDIR(info.st_mode) ? HostEntry::Kind::Directory : HostEntry::Kind::File;
  struct statvfs fs {};
  if (::statvfs(path.c_str(), &fs) == 0) entry.mount_flags = mount_flags_of(fs);
  return entry;
}

std::string describe_box_step(const BoxStep& step) {
  switch (step.kind) {
    case Kind::Mkdir: return "mkdir " + step.path;
    case Kind::Touch: return "create " + step.path;
    case Kind::Symlink: return fmt::format("symlink {} -> {}", step.path, step.source);
    case Kind::Mount:
      return fmt::format("mount {}{} on {}", step.fstype.empty() ? "" : step.fstype + " ",
                         step.source.empty() ? "(flags)" : step.source, step.path);
    case Kind::MoveMount: return "move a prepared mount to " + step.path;
    case Kind::PivotRoot: return "pivot_root " + step.path;
    case Kind::Chdir: return "chdir " + step.path;
    case Kind::Unmount: return "umount " + step.path;
    case Kind::Rmdir: return "rmdir " + step.path;
    case Kind::SetHostname: return "sethostname";
  }
  return "a step of the box";
}

const std::vector<std::string>& box_system_paths() {
  // /usr holds the compilers and runtimes; on a merged-/usr system the rest
  // are links into it. Of /etc only what loaders and runtimes read: the
  // library cache, alternatives (java, python3 links), time zone, user names,
  // and the runtimes' own configuration.
  static const std::vector<std::string> paths = {"/usr",
                                                 "/bin",
                                                 "/sbin",
                                                 "/lib",
                                                 "/lib32",
                                                 "/lib64",
                                                 "/libx32",
                                                 "/etc/alternatives",
                                                 "/etc/ld.so.cache",
                                                 "/etc/ld.so.conf",
                                                 "/etc/ld.so.conf.d",
                                                 "/etc/localtime",
                                                 "/etc/nsswitch.conf",
                                                 "/etc/passwd",
                                                 "/etc/group",
                                                 "/etc/python3",
                                                 "/etc/python3.11",
                                                 "/etc/java-17-openjdk",
                                                 "/etc/racket"};
  return paths;
}

std::vector<BoxStep> box_template_steps(const std::string& root, const HostLookup& host,
                                        const std::vector<BoxStep>& before_pivot) {
  Steps steps(root);
  // Nothing done in here may reach the host's mounts.
  steps.mount("", "/", "", "", MS_REC | MS_PRIVATE);
  steps.mount("tmpfs", root, "tmpfs", "size=1m,mode=0755", MS_NOSUID | MS_NODEV);
  for (const auto& path : box_system_paths()) {
    const HostEntry entry = host(path);
    if (entry.kind == HostEntry::Kind::Missing) continue;
    if (entry.kind == HostEntry::Kind::Symlink) {
      steps.make_dir(parent_of(path));
      steps.add(Kind::Symlink, steps.inside(path), entry.link_target);
    } else {
      steps.bind(path, path, entry, true);
    }
  }
  steps.make_dir("/dev");
  steps.mount("tmpfs", steps.inside("/dev"), "tmpfs", "size=64k,mode=0755", MS_NOSUID | MS_NOEXEC);
  for (const char* node : {"null", "zero", "full", "random", "urandom"}) {
    const std::string path = std::string("/dev/") + node;
    steps.add(Kind::Touch, steps.inside(path));
    steps.mount(path, steps.inside(path), "", "", MS_BIND);
  }
  steps.add(Kind::Symlink, steps.inside("/dev/fd"), "/proc/self/fd");
  steps.add(Kind::Symlink, steps.inside("/dev/stdin"), "/proc/self/fd/0");
  steps.add(Kind::Symlink, steps.inside("/dev/stdout"), "/proc/self/fd/1");
  steps.add(Kind::Symlink, steps.inside("/dev/stderr"), "/proc/self/fd/2");
  for (const char* point : {"/dev/shm", "/proc", "/tmp", kBoxWorkDir, kBoxProgramDir, kBoxSubmissionDir})
    steps.make_dir(point);
  for (const auto& step : before_pivot)
    steps.add(step.kind, step.path, step.source, step.fstype, step.data, step.flags);
  steps.make_dir("/.old");
  steps.add(Kind::PivotRoot, root, steps.inside("/.old"));
  steps.add(Kind::Chdir, "/");
  steps.add(Kind::Unmount, "/.old", "", "", "", MNT_DETACH);
  steps.add(Kind::Rmdir, "/.old");
  // Read-only as a mount, not as a file system; the box can change neither,
  // having no mount call. The kernel refuses it (EBUSY) while any file of
  // the mount is open for writing, in any process: so no step opens one
  // (Touch is a mknod, keeper.cpp), as a copy of its descriptor in a keeper
  // another thread cloned meanwhile kept it open (issue 36).
  steps.mount("", "/", "", "", MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV);
  return steps.take();
}

std::vector<BoxStep> box_run_steps(const BoxRunLayout& layout) {
  Steps steps("");
  if (!layout.proc_before_pivot)
    steps.mount("proc", "/proc", "proc", "hidepid=invisible", MS_NOSUID | MS_NODEV | MS_NOEXEC);
  steps.tmpfs("/tmp", fmt::format("size={},mode=1777", layout.work_bytes));
  steps.tmpfs("/dev/shm", fmt::format("size={},mode=1777", layout.work_bytes));
  if (layout.work == BoxSource::None)
    steps.tmpfs(kBoxWorkDir,
                fmt::format("size={},mode=0700,uid={},gid={}", layout.work_bytes, layout.owner_uid, layout.owner_gid));
  if (layout.work == BoxSource::Tree) steps.add(Kind::MoveMount, kBoxWorkDir, "", "", "", kWorkTree);
  if (layout.program == BoxSource::Tree && layout.program_staged) {
    steps.add(Kind::MoveMount, kBoxProgramDir, "", "", "", kProgramTree);
  } else if (layout.program == BoxSource::Tree) {
    const std::string file = std::string(kBoxProgramDir) + "/" + layout.program_name;
    steps.tmpfs(kBoxProgramDir, "size=64k,mode=0755");
    steps.add(Kind::Touch, file);
    steps.add(Kind::MoveMount, file, "", "", "", kProgramTree);
  }
  if (layout.submission == BoxSource::Tree) steps.add(Kind::MoveMount, kBoxSubmissionDir, "", "", "", kSubmissionTree);
  steps.add(Kind::SetHostname, "box");
  return steps.take();
}

std::vector<BoxStep> box_binds_before_pivot(const std::string& root, const HostLookup& host,
                                            const std::string& work_folder, const std::string& program,
                                            const std::string& submission_folder) {
  Steps steps(root);
  steps.mark_made(kBoxWorkDir);
  steps.mark_made(kBoxProgramDir);
  steps.mark_made(kBoxSubmissionDir);
  steps.mount("proc", steps.inside("/proc"), "proc", "hidepid=invisible", MS_NOSUID | MS_NODEV | MS_NOEXEC);
  if (!work_folder.empty()) steps.bind(work_folder, kBoxWorkDir, host(work_folder), false);
  if (!program.empty()) {
    steps.tmpfs(kBoxProgramDir, "size=64k,mode=0755");
    steps.bind(program, std::string(kBoxProgramDir) + "/" + name_of(program), host(program), true);
  }
  if (!submission_folder.empty()) steps.bind(submission_folder, kBoxSubmissionDir, host(submission_folder), true);
  return steps.take();
}

}  // namespace harness
