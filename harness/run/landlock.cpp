#include "run/landlock.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>

#include "base/error.h"
#include "base/fd.h"

namespace harness {
namespace {

// The kernel's uapi (linux/landlock.h), written out: Debian 12's headers
// stop at ABI 1's struct, and the ABI the kernel offers is asked at run time.
struct RulesetAttr {
  std::uint64_t handled_access_fs;
  std::uint64_t handled_access_net;  // ABI 4
  std::uint64_t scoped;              // ABI 6
};
struct __attribute__((packed)) PathBeneathAttr {
  std::uint64_t allowed_access;
  std::int32_t parent_fd;
};
constexpr unsigned kCreateRulesetVersion = 1u << 0;
constexpr int kRulePathBeneath = 1;

constexpr std::uint64_t kExecute = 1ull << 0, kWriteFile = 1ull << 1, kReadFile = 1ull << 2, kReadDir = 1ull << 3;
constexpr std::uint64_t kTruncate = 1ull << 14;                                          // ABI 3
constexpr std::uint64_t kIoctlDev = 1ull << 15;                                          // ABI 5
constexpr std::uint64_t kScopeAbstractUnixSocket = 1ull << 0, kScopeSignal = 1ull << 1;  // ABI 6

// Every file right of the ABI: bits 0-12 (ABI 1), refer (2), truncate (3), ioctl on devices (5).
std::uint64_t all_file_rights(int abi) {
  std::uint64_t rights = (1ull << 13) - 1;
  if (abi >= 2) rights |= 1ull << 13;
  if (abi >= 3) rights |= kTruncate;
  if (abi >= 5) rights |= kIoctlDev;
  return rights;
}

void allow(int ruleset, const std::string& path, std::uint64_t rights, bool skip_missing) {
  Fd beneath{::open(path.c_str(), O_PATH | O_CLOEXEC)};
  if (beneath.fd < 0) {
    if (skip_missing && errno == ENOENT) return;
    fault({path}, "landlock: open: {}", std::strerror(errno));
  }
  struct stat info {};
  if (::fstat(beneath.fd, &info) == 0 && !S_ISDIR(info.st_mode))
    rights &= kExecute | kWriteFile | kReadFile | kTruncate | kIoctlDev;  // what a file's rule may hold
  PathBeneathAttr rule{rights, beneath.fd};
  if (::syscall(SYS_landlock_add_rule, ruleset, kRulePathBeneath, &rule, 0) < 0)
    fault({path}, "landlock_add_rule: {}", std::strerror(errno));
}

}  // namespace

int landlock_abi() {
  const long abi = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, kCreateRulesetVersion);
  return abi > 0 ? static_cast<int>(abi) : 0;
}

int make_landlock_ruleset(const LandlockView& view) {
  const int abi = landlock_abi();
  if (abi == 0) fault({}, "landlock: the kernel offers no Landlock ABI: {}", std::strerror(errno));
  const std::uint64_t everything = all_file_rights(abi);
  RulesetAttr attr{everything, 0, abi >= 6 ? kScopeAbstractUnixSocket | kScopeSignal : 0};
  const std::size_t size = abi >= 6 ? sizeof attr : abi >= 4 ? 2 * sizeof(std::uint64_t) : sizeof(std::uint64_t);
  const long made = ::syscall(SYS_landlock_create_ruleset, &attr, size, 0);
  if (made < 0) fault({}, "landlock_create_ruleset: {}", std::strerror(errno));
  const int ruleset = static_cast<int>(made);
  try {
    ::fcntl(ruleset, F_SETFD, FD_CLOEXEC);
    for (const auto& path : view.read_only) allow(ruleset, path, kExecute | kReadFile | kReadDir, true);
    for (const auto& path : view.devices)
      allow(ruleset, path, kReadFile | kWriteFile | (abi >= 3 ? kTruncate : 0), true);
    for (const auto& path : view.read_write) allow(ruleset, path, everything, false);
  } catch (...) {
    ::close(ruleset);
    throw;
  }
  return ruleset;
}

}  // namespace harness
