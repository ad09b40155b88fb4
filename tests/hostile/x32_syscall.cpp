// Makes a system call by its x32 number: x86-64's getpid with
// __X32_SYSCALL_BIT set, the ABI whose numbers a filter written for x86-64
// alone would not recognise. The box's seccomp filter kills the process at
// once (SIGSYS); outside the box the kernel answers (ENOSYS where x32 is off)
// and the function gives up (false).
#include <sys/syscall.h>
#include <unistd.h>

#include <vector>

#ifndef __X32_SYSCALL_BIT
#define __X32_SYSCALL_BIT 0x40000000
#endif

bool fillSudoku(std::vector<std::vector<int>>&) {
  syscall(__X32_SYSCALL_BIT | SYS_getpid);
  return false;
}
