#pragma once
// Where a box has no mount namespace of its own (Docker's capabilities, a
// user without user namespaces), Landlock gives it the file view a mount
// namespace would: the system folders to read and run, a few devices, /proc,
// and its own work folder to write; nothing else of the host, whatever the
// file modes say. Unprivileged, and allowed by Docker's and podman's default
// seccomp profiles. From ABI 6 on it also keeps the box's signals and
// abstract unix sockets to itself.
#include <string>
#include <vector>

namespace harness {

/// The Landlock ABI this kernel offers; 0 when it has none (or a filter refuses it).
int landlock_abi();

/// What a box may reach of the host's files.
struct LandlockView {
  std::vector<std::string> read_only;   ///< read and execute (folders and files); missing paths are skipped
  std::vector<std::string> devices;     ///< read and write, no more (/dev/null...)
  std::vector<std::string> read_write;  ///< everything beneath
};

/// A ruleset for `view`, as a close-on-exec descriptor for
/// landlock_restrict_self in the box's first process. Throws harness::Fault
/// naming the path or call that failed.
int make_landlock_ruleset(const LandlockView& view);

}  // namespace harness
