// `sudoku-grade check-cases [PATH...]`: loads every case file and checks each
// case against the references, so a wrong case is caught before it grades
// anyone. Exit 0 when all agree, 1 on any disagreement, 2 when a file does
// not load (every file is still loaded, so one run lists each broken one).
// --verbose also prints what each case's timing found, so an instructor can
// set a limit from what the document's algorithm needs.
#include <unistd.h>

#include <iostream>
#include <string>
#include <vector>

#include "base/text_width.h"
#include "cases/case_check.h"
#include "cases/case_loader.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "session/helper_program.h"
#include "session/transcript.h"

namespace harness {

int run_check_cases(int argc, char** argv) {
  CLI::App app{"Check every case against the reference solver and validator", "check-cases"};
  std::vector<std::string> paths{"cases"};
  bool skip_timing = false;
  bool verbose = false;
  app.add_option("PATH", paths, "case files or directories of *.yaml (default: cases)");
  app.add_flag("--no-timing", skip_timing,
               "skip time_check, which runs the references for seconds, and accept a document's "
               "algorithm cut off at half the limit");
  app.add_flag("-v,--verbose", verbose, "print, per case, the time its document's algorithm needs next to its limit");
  if (const int code = parse_arguments(app, argc, argv); code >= 0) return code;

  const LoadedCases loaded = load_case_files(find_case_files(paths));
  for (const Error& error : loaded.errors) std::cerr << "sudoku-grade: error: " << error.what() << "\n";

  CheckOptions options;
  options.time_limits = !skip_timing;
  // A session case is confirmed when the reference helper, run on its input,
  // gives its screen (transcript.h decides, exactly).
  const auto helper = helper_beside_this_program();
  options.replay_session = [&helper](const Case&, const SessionExpect& session) {
    const RecordedRun run = run_helper_program(helper, session.input);
    const TranscriptResult result = compare_transcript(run.output, session.input, session.screen);
    return SessionReplay{result.mismatch ? std::optional(to_text(*result.mismatch)) : std::nullopt};
  };
  CheckSummary summary;
  for (const CaseFile& file : loaded.files) check_case_file(file, options, summary);
  if (verbose)
    for (const Measurement& measurement : summary.measurements) std::cout << to_string(measurement) << "\n";
  for (const Disagreement& disagreement : summary.disagreements) std::cout << to_string(disagreement) << "\n";

  std::cout << message_lines(
      "",
      fmt::format("{} files ({} not loaded), {} cases: {} confirmed, {} disagreements, {} sessions not "
                  "replayed; {} measured against their document's algorithm; {} time limits {}",
                  loaded.files.size() + loaded.errors.size(), loaded.errors.size(), summary.cases, summary.confirmed,
                  summary.disagreements.size(), summary.not_replayed, summary.yardsticks, summary.timings,
                  skip_timing ? "(timing skipped)" : "checked by timing the references"),
      6, console_width(STDOUT_FILENO));
  if (!loaded.errors.empty()) return kExitUsage;
  return summary.disagreements.empty() ? kExitOk : kExitFailed;
}

}  // namespace harness
