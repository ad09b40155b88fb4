#pragma once
// `grade` run in-process with every report a student can be shown written:
// the console, stderr, --json, --junit, --html, --prairielearn, --vpl and, on
// GitHub Actions, the job summary; Gradescope's results.json apart, as its
// redaction is its own.
// The tests that look for what a student must not see (a hidden puzzle, a
// forged line) read them all from here.
#include <stdlib.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "cli/command.h"
#include "command_run.h"
#include "file_text.h"
#include "temp_dir.h"

// GITHUB_ACTIONS and GITHUB_STEP_SUMMARY set while alive, as the runner sets them.
struct OnGitHubActions {
  explicit OnGitHubActions(const std::filesystem::path& summary) {
    setenv("GITHUB_ACTIONS", "true", 1);
    setenv("GITHUB_STEP_SUMMARY", summary.c_str(), 1);
  }
  ~OnGitHubActions() {
    unsetenv("GITHUB_ACTIONS");
    unsetenv("GITHUB_STEP_SUMMARY");
  }
};

struct EveryReport {
  CommandRun run;
  std::vector<std::pair<std::string, std::string>> reports;  // name, text
  std::string gradescope;
};

/// `grade_args` ("grade", the submission, its flags) with every report file
/// added, in a temp folder named `prefix`-XXXXXX, on GitHub Actions.
inline EveryReport grade_with_every_report(std::vector<std::string> grade_args, const std::string& prefix) {
  const TempDir temp_dir(prefix);
  const std::filesystem::path& dir = temp_dir.path;
  grade_args.insert(grade_args.end(),
                    {"--json", (dir / "r.json").string(), "--junit", (dir / "r.xml").string(), "--html",
                     (dir / "r.html").string(), "--gradescope", (dir / "results.json").string(), "--prairielearn",
                     (dir / "pl.json").string(), "--vpl", (dir / "vpl.txt").string()});
  EveryReport out;
  {
    OnGitHubActions actions(dir / "summary.md");
    out.run = run_command(harness::run_grade, grade_args);
  }
  out.reports = {{"console", out.run.out},
                 {"stderr", out.run.err},
                 {"--json", text_of(dir / "r.json")},
                 {"--junit", text_of(dir / "r.xml")},
                 {"--html", text_of(dir / "r.html")},
                 {"--prairielearn", text_of(dir / "pl.json")},
                 {"--vpl", text_of(dir / "vpl.txt")},
                 {"GitHub job summary", text_of(dir / "summary.md")}};
  out.gradescope = text_of(dir / "results.json");
  return out;
}
