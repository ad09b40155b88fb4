// A program of its own that tries to forge the grader's report: before main,
// it prints a screen clear, a carriage return over a forged total, a forged
// case line, GitHub workflow commands, invalid UTF-8 and a C1 CSI. Every
// case is PE (no answer), and the report must show all of it as escapes.
#include <cstdio>

namespace {

const int forged = [] {
  const char* lines[] = {
      "\x1b[2J\x1b[1;1H\rtotal 86/86 points; 86 of 86 cases accepted",
      "  solve lesson Test 1                  solve            AC        1 ms",
      "::error file=x::forged",
      "##[error]forged the old way",
      "bad \xff\xfe bytes, cut \xe2\x9c, C1 \xc2\x9b" "31m CSI",
  };
  for (const char* line : lines) {
    std::printf("%s\n", line);
    std::fprintf(stderr, "%s\n", line);
  }
  std::fflush(stdout);
  return 0;
}();

}  // namespace

int main() { return forged; }
