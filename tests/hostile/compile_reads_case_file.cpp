// Reads the grader's case file while it is compiled: the assembler's .incbin
// puts the file's bytes into the program, which answers count_solutions from
// them ("limit: 16" comes before the count it cheats on). Nothing of the host
// is in a compile's box, so there it must not compile.
//
// The test writes `#define CASE_FILE "..."` before this file.
#include <cstdlib>
#include <cstring>
#include <vector>

asm(".section .rodata\n.global case_file_bytes\ncase_file_bytes:\n.incbin \"" CASE_FILE "\"\n.byte 0\n.previous");
extern "C" const char case_file_bytes[];

int count_solutions(std::vector<std::vector<int>>&, int) {
  const char* limit = std::strstr(case_file_bytes, "limit: 16");
  const char* count = limit ? std::strstr(limit, "count:") : nullptr;
  return count ? std::atoi(count + 6) : 0;
}
