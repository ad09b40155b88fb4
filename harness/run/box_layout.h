#pragma once
/// The box's file system as the list of steps that build it: a slot's template (a
/// read-only root of system folders) and each run's own mounts. Pure, tested as tables;
/// the keeper carries the steps out. What a box holds, and why a template:
/// docs/sandbox.md, "The full box (root)".
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace harness {

/// One path as the host has it.
struct HostEntry {
  enum class Kind { Missing, Directory, File, Symlink };
  Kind kind = Kind::Missing;
  std::string link_target;        ///< when Symlink
  unsigned long mount_flags = 0;  ///< MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_RDONLY... of the mount holding it
};
using HostLookup = std::function<HostEntry(const std::string& path)>;

/// lstat and statvfs on this machine.
HostEntry look_on_host(const std::string& path);

struct BoxStep {
  enum class Kind { Mkdir, Touch, Symlink, Mount, MoveMount, PivotRoot, Chdir, Unmount, Rmdir, SetHostname };
  Kind kind;
  std::string path;    ///< what is made or mounted on; Symlink: the link; PivotRoot: the new root
  std::string source;  ///< Mount: the source; Symlink: its target; PivotRoot: where the old root goes
  std::string fstype;  ///< Mount only
  std::string data;    ///< Mount only: options such as "size=1m,mode=0755"
  /// Mount: MS_* flags; Mkdir: the mode; Unmount: umount2's flags;
  /// MoveMount: which prepared mount tree (a BoxTree) goes to `path`.
  unsigned long flags = 0;
  bool operator==(const BoxStep& other) const;
};

/// The prepared mount trees a MoveMount step may name: detached copies of
/// host paths, made by the harness (open_tree) before the keeper starts.
enum BoxTree : unsigned long { kWorkTree = 0, kProgramTree = 1, kSubmissionTree = 2, kBoxTreeCount = 3 };

/// The mount points every box has.
inline constexpr const char* kBoxWorkDir = "/box";
inline constexpr const char* kBoxProgramDir = "/program";
inline constexpr const char* kBoxSubmissionDir = "/submission";

/// The template: private propagation, the root tmpfs at `root` (an empty
/// host folder), the system paths, /dev, the empty mount points, then the
/// pivot; the host's root is detached and the new one made read-only.
/// `before_pivot` steps (binds that need host paths) go just before the pivot.
std::vector<BoxStep> box_template_steps(const std::string& root, const HostLookup& host,
                                        const std::vector<BoxStep>& before_pivot = {});

/// Where /box and /program come from.
enum class BoxSource {
  None,   ///< /box: a private tmpfs; /program: none (the program is a system file)
  Tree,   ///< moved into place from a prepared tree (BoxTree)
  Bound,  ///< already bound before the pivot (box_binds_before_pivot)
};

/// One run's own, in the pivoted root.
struct BoxRunLayout {
  std::uint64_t work_bytes = 64u << 20;  ///< the cap of a tmpfs /box, of /tmp and of /dev/shm, each
  unsigned owner_uid = 0;                ///< who owns a tmpfs /box, as the box sees ids
  unsigned owner_gid = 0;
  BoxSource work = BoxSource::None;
  BoxSource program = BoxSource::None;
  std::string program_name;  ///< the program's file name in /program
  /// With program == Tree: the tree is a folder holding the program as
  /// program_name (a copy, box_job.cpp), moved onto /program whole; else
  /// it is the program's file, moved onto /program/NAME in a small tmpfs.
  bool program_staged = false;
  BoxSource submission = BoxSource::None;  ///< /submission: none, or moved in (Tree), or bound
  /// /proc is mounted before the pivot (box_binds_before_pivot): in a user
  /// namespace the kernel lets proc be mounted only while the host's is visible.
  bool proc_before_pivot = false;
};
std::vector<BoxStep> box_run_steps(const BoxRunLayout& layout);

/// Where no template can be kept (a user namespace made per run): a host
/// work folder (or ""), a program (or "") and a submission folder (or "")
/// bound by path under `root`, and the box's /proc, for
/// box_template_steps' before_pivot.
std::vector<BoxStep> box_binds_before_pivot(const std::string& root, const HostLookup& host,
                                            const std::string& work_folder, const std::string& program,
                                            const std::string& submission_folder = "");

/// "mount tmpfs on /tmp", "pivot_root /tmp/x" : a step, for an error message.
std::string describe_box_step(const BoxStep& step);

/// The system paths a box shows read-only when the host has them.
const std::vector<std::string>& box_system_paths();

}  // namespace harness
