#include "run/seccomp_filter.h"

#include <sched.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include <seccomp.h>

#include "base/error.h"

namespace harness {
namespace {

using Context = std::unique_ptr<void, decltype(&seccomp_release)>;

void add(scmp_filter_ctx ctx, std::uint32_t action, int syscall, unsigned count = 0,
         const scmp_arg_cmp* compare = nullptr) {
  // A call this libseccomp does not know on this architecture has nothing to deny.
  if (syscall < 0) return;
  const int result = seccomp_rule_add_array(ctx, action, syscall, count, compare);
  if (result < 0) fault({}, "seccomp_rule_add({}): {}", syscall, std::strerror(-result));
}

constexpr unsigned long kNamespaceFlags = CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER |
                                          CLONE_NEWPID | CLONE_NEWNET;

}  // namespace

std::vector<sock_filter> build_seccomp_filter(SocketRule sockets) {
  Context ctx(seccomp_init(SCMP_ACT_ALLOW), &seccomp_release);
  if (!ctx) fault({}, "seccomp_init failed");
  const auto deny = SCMP_ACT_ERRNO(EPERM);
  for (const char* name : {"ptrace",
                           "process_vm_readv",
                           "process_vm_writev",
                           "mount",
                           "umount2",
                           "pivot_root",
                           "move_mount",
                           "open_tree",
                           "fsopen",
                           "fsmount",
                           "fsconfig",
                           "fspick",
                           "mount_setattr",
                           "keyctl",
                           "add_key",
                           "request_key",
                           "bpf",
                           "perf_event_open",
                           "userfaultfd",
                           "io_uring_setup",
                           "io_uring_enter",
                           "io_uring_register",
                           "unshare",
                           "setns",
                           "syslog",
                           "open_by_handle_at",
                           "pidfd_getfd",
                           "kcmp",
                           "process_madvise"})
    add(ctx.get(), deny, seccomp_syscall_resolve_name(name));
  add(ctx.get(), SCMP_ACT_ERRNO(ENOSYS), seccomp_syscall_resolve_name("clone3"));
  // clone is allowed only without namespace flags: deny when (flags & mask) != 0,
  // written as one rule per flag since libseccomp has no "masked not equal".
  for (unsigned long flag = 1; flag != 0; flag <<= 1) {
    if ((kNamespaceFlags & flag) == 0) continue;
    const scmp_arg_cmp has_flag = SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag);
    add(ctx.get(), deny, seccomp_syscall_resolve_name("clone"), 1, &has_flag);
  }
  for (const char* name : {"socket", "socketpair"}) {
    const scmp_arg_cmp not_unix = SCMP_A0(SCMP_CMP_NE, AF_UNIX);
    add(ctx.get(), SCMP_ACT_ERRNO(EAFNOSUPPORT), seccomp_syscall_resolve_name(name), 1, &not_unix);
  }
  if (sockets == SocketRule::ConnectedPairsOnly) {
    const scmp_arg_cmp is_unix = SCMP_A0(SCMP_CMP_EQ, AF_UNIX);
    add(ctx.get(), SCMP_ACT_ERRNO(EACCES), seccomp_syscall_resolve_name("socket"), 1, &is_unix);
    // The type's low bits, without SOCK_NONBLOCK and SOCK_CLOEXEC.
    const scmp_arg_cmp datagram[] = {is_unix, SCMP_A1(SCMP_CMP_MASKED_EQ, 0xf, SOCK_DGRAM)};
    add(ctx.get(), SCMP_ACT_ERRNO(EACCES), seccomp_syscall_resolve_name("socketpair"), 2, datagram);
  }
  if (seccomp_attr_set(ctx.get(), SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) < 0)
    fault({}, "seccomp: cannot set the action for other architectures");
  // NO_NEW_PRIVS is set by the keeper itself, before it loads the filter.
  seccomp_attr_set(ctx.get(), SCMP_FLTATR_CTL_NNP, 0);

  // libseccomp 2.5 exports only to a descriptor: a memfd, read back.
  const int fd = memfd_create("seccomp-filter", MFD_CLOEXEC);
  if (fd < 0) fault({}, "memfd_create: {}", std::strerror(errno));
  const int exported = seccomp_export_bpf(ctx.get(), fd);
  const off_t size = lseek(fd, 0, SEEK_END);
  std::vector<sock_filter> program(size > 0 ? static_cast<std::size_t>(size) / sizeof(sock_filter) : 0);
  const bool read_back = exported == 0 && size > 0 &&
                         pread(fd, program.data(), program.size() * sizeof(sock_filter), 0) == size;
  close(fd);
  if (!read_back) fault({}, "seccomp_export_bpf: {}", std::strerror(exported < 0 ? -exported : EIO));
  return program;
}

}  // namespace harness
