#include "cli/command.h"

namespace harness {

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"grade", "grade a submission against case files (the main job)", run_grade},
      {"batch", "grade a folder of submissions into per-student reports and grades.csv", run_batch},
      {"merge", "combine the outputs of sharded batch runs into one grade sheet", run_merge},
      {"similar", "rank the pairs of students whose code is alike (starter code left out), with pages to review",
       run_similar},
      {"check-cases", "check every case file against the reference solver and validator", run_check_cases},
      {"audit", "grade the classic bugs against case files: which does each file catch, and with which case",
       run_audit},
      {"generate", "write a case file of fresh puzzles from a seed, of a chosen difficulty", run_generate},
      {"solve", "solve a puzzle or count its solutions (fast reference solver)", run_solve},
      {"validate", "judge a grid as a solution of a puzzle (independent validator)", run_validate},
      {"record", "run the reference helper on typed input and print a session case", run_record},
      {"package", "build what Gradescope, PrairieLearn or Moodle VPL grades one assignment with (a zip)", run_package},
      {"autograder", "build Gradescope's autograder zip for one assignment (package --for gradescope)", run_autograder},
  };
  return table;
}

}  // namespace harness
