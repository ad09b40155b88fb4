#pragma once
// The unit tests' promise, kept by the kernel: a test binary run for ctest's
// `unit` label (its entries set the variable that main reads) can start no
// other process. Design and why seccomp: docs/architecture.md, "Tests".

/// From here on this process starts no other: fork, vfork, a clone that is
/// neither a thread nor a CLONE_VM child without CLONE_VFORK (LeakSanitizer's
/// tracer), execve and execveat fail with EPERM, each named on stderr at once
/// and the first kept for refused_start(). clone3 gets ENOSYS, since a filter
/// cannot read its flags: libc falls back to clone, judged above. A thread of
/// its own answers the refused calls (seccomp's user notification).
/// Irreversible; throws std::runtime_error when the filter cannot be loaded.
void forbid_new_processes();

/// The system call of the first start refused ("fork or posix_spawn (clone)",
/// "execve", ...), or nullptr while none was.
const char* refused_start();
