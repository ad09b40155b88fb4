// harness_tests answers the grader's internal commands, as sudoku-grade
// does (cli/dispatch.cpp): a batch the tests run in-process reads each
// hand-in's git time through /proc/self/exe, which is this binary.
#include <cstring>

#include "class/git_commit.h"

int internal_command(int argc, char* argv[]) {
  if (argc == 3 && std::strcmp(argv[1], harness::kCommitTimeCommand) == 0) return harness::print_last_commit(argv[2]);
  return -1;
}
