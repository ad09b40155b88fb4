// `sudoku-grade audit FILE...`: which of the classic bugs each case file
// catches, and with which case; for a bug it misses, what kind of case would.
#include <unistd.h>

#include <iostream>

#include <fmt/format.h>

#include "audit/audit.h"
#include "base/printable.h"
#include "base/text_width.h"
#include "cases/case_loader.h"
#include "cli/arguments.h"
#include "cli/cache_option.h"
#include "cli/command.h"
#include "cli/jobs_option.h"
#include "cli/sandbox_option.h"

namespace harness {

int run_audit(int argc, char** argv) {
  CLI::App app{"Grades the built-in mutants - solutions with one of the documents' classic bugs each "
               "(harness/audit/mutants.cpp) - against each case file, in the box, and prints which it "
               "catches and with which case, then 'caught N of M'. Exit 0 when every file catches every "
               "mutant that calls one of its entries and no hint is earned by two mutants of different bugs, 1 "
               "when one is missed or a hint shared.",
               "audit"};
  std::vector<std::string> case_paths;
  GradeOptions options;
  std::string cache_dir, sandbox_level;
  app.add_option("files", case_paths, "case files or folders")->required();
  add_jobs_option(app, options.jobs, "cases run at once");
  app.add_option("--cache", cache_dir, "where compiled mutants are kept");
  add_sandbox_option(app, sandbox_level);
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;
  const CacheChoice cache = use_cache(cache_dir, options.compile);
  options.sandbox = sandbox_for(sandbox_level);

  int failures = 0;
  bool first = true;
  // Each file on its own: one file is one assignment, and what it catches is its own.
  for (const auto& path : find_case_files(case_paths)) {
    const std::vector<CaseFile> files = load_cases_or_fail({path});
    const auto outcomes = audit_case_files(files, SUDOKU_GRADE_SOURCE_DIR, options);
    std::cout << (first ? "" : "\n")
              << message_lines(printable_line(path) + " - ", printable_line(files.front().title), 6,
                               console_width(STDOUT_FILENO));
    first = false;
    if (outcomes.empty()) {
      std::cout << "  no mutant calls an entry of this file (sessions only)\n";
      continue;
    }
    std::cout << audit_table(outcomes, console_width(STDOUT_FILENO));
    for (const auto& o : outcomes) failures += !o.caught;
    failures += int(shared_hints(outcomes).size());
  }
  return failures == 0 ? kExitOk : kExitFailed;
}

}  // namespace harness
