// sudoku-grade grade SUBMISSION [--cases PATH...]: the main job.
#include <errno.h>  // program_invocation_name
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/atomic_file.h"
#include "base/printable.h"
#include "base/text_width.h"
#include "cases/case_loader.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "cli/fresh_cases.h"
#include "cli/grading_options.h"
#include "cli/jobs_option.h"
#include "cli/stop_signal.h"
#include "generate/case_file_maker.h"
#include "judge/assignment_choice.h"
#include "judge/entry_definition.h"
#include "judge/grade.h"
#include "judge/sanitize_suggestion.h"
#include "lang/language.h"
#include "lang/language_source.h"
#include "lang/submission_kind.h"
#include "report/github.h"
#include "report/gradescope.h"
#include "report/html.h"
#include "report/json.h"
#include "report/junit.h"
#include "report/prairielearn.h"
#include "report/redact.h"
#include "report/text.h"
#include "report/vpl.h"

namespace harness {
namespace {

// The bundled cases: ./cases when run from a checkout, else the source tree's.
std::vector<std::string> default_cases() {
  if (std::filesystem::is_directory("cases")) return {"cases"};
  return {std::string(SUDOKU_GRADE_SOURCE_DIR) + "/cases"};
}

std::string described(const CaseFile& file) { return file.path + " (" + printable_line(file.title) + ")"; }

// One word of a command as a POSIX shell reads it back: as it is when it is
// plain, else in single quotes.
std::string shell_word(const std::string& word) {
  if (!word.empty() &&
      word.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./=:,+-@%") ==
          std::string::npos)
    return word;
  std::string quoted = "'";
  for (char ch : word) quoted += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return quoted + "'";
}

// The grade command as given (argv[0] is "grade"), for the report to repeat.
// As the student typed it: the program by the name their shell was given
// (build/sudoku-grade, or sudoku-grade on the PATH), then the command's words.
std::string grade_command(int argc, char** argv) {
  std::string command = shell_word(program_invocation_name);
  for (int i = 0; i < argc; ++i) command += " " + shell_word(argv[i]);
  return command;
}

bool on_github_actions() {
  const char* actions = std::getenv("GITHUB_ACTIONS");
  return actions != nullptr && std::string(actions) == "true";
}

// Where the student's files are, for annotations on their lines: GitHub
// names a file relative to the workspace, and a failing case is shown at
// the definition of the entry it calls.
StudentFiles student_files(const std::string& submission, const Prepared& prepared, const GradeResult& result) {
  StudentFiles files;
  std::error_code error;
  files.folder = std::filesystem::is_directory(std::filesystem::symlink_status(submission, error));
  files.cwd = std::filesystem::current_path(error).string();
  const char* workspace = std::getenv("GITHUB_WORKSPACE");
  if (workspace != nullptr) files.workspace = workspace;
  std::vector<Entry> failing;
  for (const auto& file : result.files)
    for (const auto& c : file.cases)
      if (c.verdict != Verdict::AC && !c.redacted &&
          std::find(failing.begin(), failing.end(), c.entry) == failing.end())
        failing.push_back(c.entry);
  if (prepared.program && !failing.empty())
    for (auto& [entry, defined] : entry_definitions(submission, *prepared.program, failing))
      files.entries.push_back({entry, SourceLine{defined.file, defined.line}});
  return files;
}

// On GitHub Actions: annotations for the first failures, and the job summary.
void report_to_github_actions(const GradeResult& result, const StudentFiles& files) {
  std::cout << github_annotations(result, files);
  const char* summary = std::getenv("GITHUB_STEP_SUMMARY");
  if (summary == nullptr || *summary == '\0') return;
  std::ofstream out(summary, std::ios::app | std::ios::binary);
  out << github_summary(result);
  if (!out.flush()) std::cerr << "sudoku-grade: warning: cannot append to $GITHUB_STEP_SUMMARY " << summary << "\n";
}

// A case file that lets Gradescope show its hidden cases' details after
// publishing, with a visibility that would show them before: they are left
// out, and the instructor told why.
void warn_hidden_details_held_back(const std::vector<CaseFile>& files, const std::string& visibility) {
  for (const CaseFile& file : files)
    if (file.hidden_details == HiddenDetails::AfterPublished &&
        !gradescope_shows_hidden_details(file.hidden_details, visibility))
      std::cerr << "sudoku-grade: warning: " << file.path
                << " says 'hidden_details: after_published', but --gradescope-hidden " << visibility
                << " shows hidden tests before grades are published: their details are left out of results.json\n";
}

}  // namespace

int run_grade(int argc, char** argv) {
  CLI::App app{"Grades a submission - " + handed_in_words() +
                   "; a file or a folder - against an assignment (a case file), in a box (docs/sandbox.md).",
               "grade"};
  std::string submission, json_path;
  std::vector<std::string> case_paths;
  int jobs = 1;
  GradingFlags flags;
  bool show_hidden = false;
  std::string junit_path, gradescope_path, gradescope_hidden = "after_published", html_path;
  std::string prairielearn_path, vpl_path;
  double vpl_grade_min = 0, vpl_grade_max = 10;  // VPL's own defaults
  app.add_option("submission", submission,
                 "the student's source file (" + usual_extensions() + "), folder or executable")
      ->required();
  app.add_option("--cases", case_paths,
                 "the assignment: case files or folders (default: the bundled assignment the submission "
                 "fits best, by the entries it defines)");
  add_jobs_option(app, jobs, "cases run at once");
  add_grading_options(app, flags);
  app.add_option("--json", json_path, "also write the report as JSON to this file");
  app.add_option("--junit", junit_path, "also write the report as JUnit XML to this file (for CI)");
  app.add_option("--html", html_path, "also write the report as a web page to this file (self-contained)");
  app.add_option("--gradescope", gradescope_path, "also write Gradescope's results.json to this file");
  app.add_option("--gradescope-hidden", gradescope_hidden,
                 "Gradescope visibility of hidden cases (default after_published); they show their verdict "
                 "only, unless their case file says 'hidden_details: after_published' (docs/gradescope.md)")
      ->check(CLI::IsMember({"visible", "hidden", "after_due_date", "after_published"}));
  app.add_option("--prairielearn", prairielearn_path,
                 "also write PrairieLearn's external-grader results.json to this file (docs/prairielearn.md)");
  app.add_option("--vpl", vpl_path,
                 "also write Moodle VPL's evaluation output (comments, then 'Grade :=>>') to this file (docs/vpl.md)");
  app.add_option("--vpl-grade-min", vpl_grade_min, "the grade --vpl gives no points (VPL_GRADEMIN; default 0)");
  app.add_option("--vpl-grade-max", vpl_grade_max, "the grade --vpl gives every point (VPL_GRADEMAX; default 10)");
  app.add_flag("--show-hidden", show_hidden, "show hidden cases' reasons (for instructors)");
  int fresh = 0;
  std::uint64_t fresh_seed_given = 0;
  app.add_option("--fresh", fresh,
                 "add K generated cases per grid entry the assignment calls, of the entry's kind, and one unsolvable "
                 "puzzle (checkSudoku: K valid boards and K with a repeat), hidden from the student")
      ->check(CLI::Range(1, 1000));
  auto* seed_option = app.add_option("--seed", fresh_seed_given,
                                     "the seed of --fresh (default: drawn from the submission's files)");
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;
  if (seed_option->count() > 0 && fresh == 0) fail({}, "--seed is the seed of --fresh K: give --fresh too");
  const Grading grading = grading_from(flags, false);
  GradeOptions options = grading.options;
  options.jobs = jobs;
  const bool sanitize = flags.sanitize;
  const std::optional<Language> language = options.compile.language ? options.compile.language
                                                                    : submission_language_if_any(submission);
  const bool sanitizable = language && source_knowledge(*language).sanitizable;
  if (sanitize && !sanitizable)
    std::cerr << "sudoku-grade: --sanitize builds C++ only; this submission is graded as usual\n";

  const StopOnSignal stop_on_signal;
  std::vector<CaseFile> files = load_cases_or_fail(case_paths.empty() ? default_cases() : case_paths);
  // Built once, whether the assignment is chosen by what it defines or given.
  const Prepared prepared = prepare_submission(submission, options);
  if (case_paths.empty()) {
    const CaseFile chosen = choose_bundled_assignment(files, submission, prepared, options.sandbox.get());
    if (files.size() > 1)
      std::cerr << "sudoku-grade: grading against " << described(chosen)
                << ", the bundled assignment that uses the most of what the submission defines\n";
    files = {chosen};
  }
  if (fresh > 0) {
    const std::uint64_t seed = seed_option->count() > 0 ? fresh_seed_given : fresh_seed(submission, files);
    std::optional<CaseFile> generated = fresh_cases(files, fresh, seed);
    if (!generated)
      fail({}, "--fresh: the assignment calls no entry that takes a puzzle ({})",
           fmt::join(puzzle_entry_names(), ", "));
    files.push_back(std::move(*generated));
  }
  const GradeResult result = grade_submission(submission, prepared, files, options);
  // Cases the stop cut short are no verdicts: no report rather than a wrong one.
  if (const int signal = stop_signal(); signal && result.has_judge_error()) {
    std::cerr << "sudoku-grade grade: interrupted (SIG" << sigabbrev_np(signal) << "): no report written\n";
    return exit_code_for_signal(signal);
  }
  const GradeResult shown = redacted_for(result, show_hidden ? Audience::Instructor : Audience::Student);
  const int width = console_width(STDOUT_FILENO);
  std::string console = text_report(shown, TextReportOptions{want_color(), width});
  if (sanitize && sanitizable)
    console += sanitized_note(options.sandbox && options.sandbox->boxes() && options.sandbox->features().cgroup) + "\n";
  for (const std::string& line : sanitize_suggestion(result, sanitizable, sanitize, grade_command(argc, argv), width))
    console += printable_line(line) + "\n";
  // The report quotes the program: on GitHub no line of it may be taken as a command.
  std::cout << (on_github_actions() ? github_commands_stopped(console, stop_commands_token()) : console);
  if (!json_path.empty()) write_file_atomically(json_path, json_report_text(shown));
  if (!junit_path.empty()) write_file_atomically(junit_path, junit_report(shown));
  if (!html_path.empty()) write_file_atomically(html_path, student_page_html(submission, shown, {}));
  // A student reads every Gradescope test once grades are published: its
  // reporter redacts hidden cases itself, unless their case file says otherwise.
  if (!gradescope_path.empty()) {
    warn_hidden_details_held_back(files, gradescope_hidden);
    write_file_atomically(gradescope_path, gradescope_report_text(result, files, gradescope_hidden));
  }
  // Both platforms show the student every test: their reporters redact hidden cases themselves.
  if (!prairielearn_path.empty()) write_file_atomically(prairielearn_path, prairielearn_report_text(result));
  if (!vpl_path.empty()) write_file_atomically(vpl_path, vpl_report_text(result, vpl_grade_min, vpl_grade_max));
  if (on_github_actions()) report_to_github_actions(shown, student_files(submission, prepared, shown));
  if (result.has_judge_error()) return kExitFault;
  return result.all_accepted() ? kExitOk : kExitFailed;
}

}  // namespace harness
