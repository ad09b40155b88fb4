#pragma once
// The subcommand table: `sudoku-grade help` and dispatch both read it, so the
// two cannot drift apart (ninja's ChooseTool). Exit codes for every command,
// as isolate and testlib separate them: whose fault it is decides the code.
#include <vector>

namespace harness {

struct Command {
  const char* name;
  const char* summary;
  int (*run)(int argc, char** argv);  ///< argv[0] is the command's name
};

const std::vector<Command>& commands();

constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;  ///< the thing checked failed: a case not accepted, a grid not valid
constexpr int kExitUsage = 2;   ///< usage or input error: flags, case files, paths
constexpr int kExitFault = 3;   ///< the harness's own fault: a JE case, a report not written

// One function per subcommand, each in its own cmd_<name>.cpp.
int run_grade(int argc, char** argv);
int run_solve(int argc, char** argv);
int run_validate(int argc, char** argv);
int run_check_cases(int argc, char** argv);
int run_record(int argc, char** argv);
int run_batch(int argc, char** argv);
int run_merge(int argc, char** argv);
int run_similar(int argc, char** argv);
int run_generate(int argc, char** argv);
int run_audit(int argc, char** argv);
int run_autograder(int argc, char** argv);
int run_package(int argc, char** argv);

}  // namespace harness
