#pragma once
// The system calls a boxed program may not make, as a seccomp BPF program
// built once with libseccomp and installed by each run's first process just
// before its exec (keeper.cpp), where nothing may be allocated: so the filter
// is compiled here, ahead of time, into plain bytes.
//
// Denied, with EPERM (the program sees a failed call, not a kill, so a
// careless library call does not read as a crash): ptrace and
// process_vm_readv/writev (reading another process's memory); mount and the
// new mount API; keyctl, add_key, request_key; bpf; perf_event_open;
// userfaultfd; io_uring (its rings make calls seccomp never sees);
// unshare, setns, and clone with a namespace flag (no new namespaces from
// inside); syslog (the kernel's log, whatever the host's dmesg_restrict); clone3 with ENOSYS, since its flags are out of a filter's reach
// (libc falls back to clone). open_by_handle_at, pidfd_getfd, kcmp and
// process_madvise (another process's files and memory). Sockets: AF_UNIX
// only, other families get EAFNOSUPPORT; on the host's network (no network
// namespace) only connected pairs, since a datagram socket can be pointed at
// any address later. Calls of another architecture (32-bit int 0x80) kill the
// process.
#include <linux/filter.h>

#include <vector>

namespace harness {

/// Which sockets a box may make.
enum class SocketRule {
  UnixOnly,            ///< socket and socketpair of AF_UNIX: a box with a network namespace of its own
  ConnectedPairsOnly,  ///< no socket(); socketpair(AF_UNIX) of stream or seqpacket: a box on the host's
                       ///< network, where an abstract or path unix socket would reach the host
};

/// The filter's instructions; a sock_fprog over them is what the kernel
/// takes. Throws harness::Error when libseccomp cannot build it.
std::vector<sock_filter> build_seccomp_filter(SocketRule sockets);

}  // namespace harness
