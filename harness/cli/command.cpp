#include "cli/command.h"

namespace harness {

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"grade", "grade a submission against case files (the main job)", run_grade},
      {"batch", "grade a folder of submissions: reports, grades.csv, a dashboard", run_batch},
      {"merge", "combine the outputs of sharded batch runs into one grade sheet", run_merge},
      {"similar", "rank the pairs of students whose code is alike, with pages", run_similar},
      {"check-cases", "check every case file against the reference solver and validator", run_check_cases},
      {"audit", "which classic bugs each case file catches, and with which case", run_audit},
      {"generate", "write a case file of fresh puzzles from a seed and a difficulty", run_generate},
      {"solve", "solve a puzzle or count its solutions (fast reference solver)", run_solve},
      {"validate", "judge a grid as a solution of a puzzle (independent validator)", run_validate},
      {"record", "run the reference helper on typed input and print a session case", run_record},
      {"package", "a zip to grade on Gradescope, PrairieLearn or Moodle VPL", run_package},
      {"autograder", "Gradescope's autograder zip (package --for gradescope)", run_autograder},
  };
  return table;
}

}  // namespace harness
