// Makes a system call through the 32-bit entry, int 0x80 (getpid, number 20
// in the i386 table), which a filter written for x86-64's numbers would let
// through unread. The box's seccomp filter kills the process at once (SIGSYS);
// outside the box the call simply works and the function gives up (false).
#include <vector>

bool fillSudoku(std::vector<std::vector<int>>&) {
  long result = 20;   // __NR_getpid in the i386 table
  asm volatile("int $0x80" : "+a"(result) : : "memory");
  return false;
}
