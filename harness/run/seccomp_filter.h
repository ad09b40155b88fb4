#pragma once
/// The system calls a boxed program may not make, compiled once by libseccomp into the
/// BPF bytes the keeper installs just before exec (where it may not allocate). What is
/// denied, and why: docs/sandbox.md, "The full box (root)", its seccomp item.
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
/// takes. Throws harness::Fault when libseccomp cannot build it.
std::vector<sock_filter> build_seccomp_filter(SocketRule sockets);

}  // namespace harness
