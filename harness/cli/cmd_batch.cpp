// sudoku-grade batch DIR --cases PATH... --out OUT: grades a class.
#include <unistd.h>

#include <csignal>
#include <cstring>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "base/printable.h"
#include "base/text_width.h"
#include "cases/case_loader.h"
#include "class/class_run.h"
#include "class/grade_sheet.h"
#include "cli/arguments.h"
#include "cli/class_options.h"
#include "cli/command.h"
#include "cli/grading_options.h"
#include "cli/jobs_option.h"
#include "cli/stop_signal.h"

namespace harness {

int run_batch(int argc, char** argv) {
  CLI::App app{"Grades every submission in a folder (one student per entry: a source file, a folder "
               "of sources or an executable) into OUT/<student>.json, OUT/grades.csv and the class dashboard "
               "OUT/index.html (a page per student in OUT/students/). Run it "
               "again with the same --out to continue after an interruption.",
               "batch"};
  std::string dir, out, shard_text, compare_path;
  std::vector<std::string> case_paths;
  ClassRequest request;
  GradingFlags flags;
  app.add_option("dir", dir, "the folder of submissions")->required();
  app.add_option("--cases", case_paths, "case files or folders")->required();
  app.add_option("--out", out, "the folder for the reports and grades.csv")->required();
  add_jobs_option(app, request.batch.workers, "students graded at once");
  auto* shard_option = app.add_option("--shard", shard_text,
                                      "grade only part K of N of the students (K/N, e.g. 2/3); a shard writes no "
                                      "LMS export, merge of every shard's OUT does");
  app.add_option("--only", request.only,
                 "grade only these students (names of the class folder's entries) again, whatever their reports "
                 "say; the others' reports are kept, and the sheet is made from all")
      ->excludes(shard_option);
  app.add_flag("--regrade", request.batch.regrade_all,
               "grade every student again, even those whose report is up to date, and let OUT hold "
               "another assignment's reports, which are then left out of the sheet");
  app.add_option("--compare", compare_path, "a previous grades.csv: print whose total changed since");
  std::string roster_path, roster_columns, deadline_text, overrides_path, lms_title, extensions_path;
  double late_penalty = 0, late_cap = 100;
  app.add_option("--roster", roster_path,
                 "a CSV of the class (folder, id, name, email columns; as Canvas, GitHub Classroom, Moodle or "
                 "Excel export it): the sheet gets their columns, a student with no entry in DIR gets 0 and 'no "
                 "submission' (an empty folder cell: 'not linked'), a folder not on it is flagged, and OUT gets "
                 "canvas.csv and moodle.csv to import");
  app.add_option("--roster-columns", roster_columns,
                 "which roster column is which, when its headers are not the usual ones: e.g. "
                 "'folder=SIS Login ID,id=SIS User ID'");
  app.add_option("--deadline", deadline_text,
                 "when work was due, e.g. '2026-12-01 23:59 Europe/Berlin' or 2026-12-01T23:59+01:00 (no zone: "
                 "this machine's, TZ, at that date): later hand-ins (last git commit, else newest file) are "
                 "flagged late");
  app.add_option("--late-penalty", late_penalty,
                 "percent taken off per day or part of a day late (default 0: flag only)")
      ->check(CLI::Range(0.0, 100.0));
  app.add_option("--late-cap", late_cap, "the most percent a late penalty takes (default 100)")
      ->check(CLI::Range(0.0, 100.0));
  app.add_option("--overrides", overrides_path,
                 "the instructor's overrides of points, with comments (none without it: an overrides.yaml in "
                 "the class folder is a student's entry like any other)");
  app.add_option("--extensions", extensions_path,
                 "a YAML file of per-student deadlines ('extensions:', then '  eve: 2026-12-03 23:59' or "
                 "'  eve: +2 days'): those students are judged late against their own");
  app.add_option("--lms-title", lms_title,
                 "the grade column's header in canvas.csv and moodle.csv (default: the case file's title, or "
                 "'Sudoku' for several)");
  double lms_max = 100;
  app.add_option("--lms-max", lms_max,
                 "the grade's maximum in Moodle: moodle.csv's totals are scaled to it (default 100, the most "
                 "Moodle's import takes unless the site raised it)")
      ->check(CLI::PositiveNumber);
  add_grading_options(app, flags);
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;
  const bool terminal = isatty(STDERR_FILENO) != 0;
  const Grading grading = grading_from(flags, terminal);
  request.batch.grade = grading.options;
  request.batch.fingerprint = fingerprint_settings(flags);
  request.batch.out = out;
  request.dir = dir;
  request.files = load_cases_or_fail(case_paths);
  if (!shard_text.empty()) request.shard = parse_shard(shard_text);
  request.settings = class_settings_from_flags(
      {roster_path, roster_columns, deadline_text, late_penalty, late_cap,
       app.count("--late-penalty") + app.count("--late-cap") > 0, overrides_path, lms_title, lms_max, extensions_path},
      request.files, request.class_files);
  request.compare = compare_path;

  // Students name their files: shown as escapes, one line each.
  request.on_no_submission = [&](const Student& entry) {
    std::cerr << "sudoku-grade batch: " << printable_line(entry.path.string()) << ": no submission, "
              << printable_line(entry.no_submission) << "; graded as nothing to grade, in a row of its own\n";
    // Batch once read the instructor's overrides from there: say why none applied.
    if (entry.path.filename() == "overrides.yaml" && overrides_path.empty())
      std::cerr << "sudoku-grade batch: an overrides.yaml in the class folder is a student's entry, never the "
                   "instructor's overrides: give those with --overrides FILE\n";
  };
  request.on_set_aside = [&](const std::filesystem::path& report, const std::filesystem::path& kept, bool ours) {
    std::cerr << "sudoku-grade batch: " << printable_line(report.string()) << " is not a whole report: set aside as "
              << printable_line(kept.filename().string()) << "; "
              << (ours ? "graded again" : "its shard grades it again") << "\n";
  };
  if (terminal)
    // "\r" then the line then erase-to-end: a shorter line leaves nothing of a longer one behind.
    request.batch.on_progress = [columns = console_width(STDERR_FILENO)](const BatchProgress& p) {
      std::cerr << "\r" << progress_line(p, columns) << "\033[K" << std::flush;
    };
  request.on_graded = [&](const BatchOutcome& outcome) {
    if (terminal) std::cerr << "\r\033[K" << std::flush;
    for (const auto& error : outcome.errors)
      std::cerr << "sudoku-grade batch: error: " << printable_line(error) << "\n";
  };
  // Alive to the end: a signal while the sheet is written only ends the run sooner.
  const StopOnSignal stop_on_signal;
  request.batch.stop = &stop_requested();
  const ClassRun run = run_class(request);

  if (run.other_assignment > 0)
    std::cerr << "sudoku-grade batch: " << run.other_assignment << " report(s) in " << printable_line(out)
              << " are of another assignment and left out of the grade sheet\n";
  const BatchProgress& p = run.batch.progress;
  // What a rerun will do, said last: after a signal, or when a report or the sheet could not be written.
  auto say_how_to_go_on = [&] {
    const int signal = stop_signal();
    std::cerr << "sudoku-grade batch: "
              << (signal ? fmt::format("interrupted (SIG{})", sigabbrev_np(signal)) : std::string("stopped")) << ": "
              << p.done << " of " << p.total << " students graded, their reports kept; "
              << (signal ? "" : "fix the error above, then ") << "run the same command again to go on\n";
    return signal ? exit_code_for_signal(signal) : kExitFault;
  };
  if (!run.write_error.empty()) {
    std::cerr << "sudoku-grade batch: error: " << printable_line(run.write_error) << "\n";
    return say_how_to_go_on();
  }
  // What the run made, in the console's width (the paths can be long).
  std::ostringstream said;
  said << p.graded_now << " graded, " << p.resumed << " already done, " << p.failing << " not fully accepted, of "
       << p.total << (p.total == 1 ? " student" : " students") << "; grade sheet " << run.sheet.string() << "\n";
  if (!run.batch.changed.empty()) {
    std::string names;
    for (const auto& name : run.batch.changed) names += (names.empty() ? "" : ", ") + printable_line(name);
    said << "graded again, changed since their report: " << names << "\n";
  }
  said << "class dashboard " << run.dashboard.string() << "\n";
  said << class_record_summary(run.standings, request.settings, out,
                               run.exports ? "" : "a shard's: merge every shard's OUT to write the class's");
  std::cout << fit_lines(said.str(), console_width(STDOUT_FILENO));
  said.str("");
  if (run.judge_errors > 0)
    std::cerr << fit_lines(fmt::format("sudoku-grade batch: {} student(s) have a JE case (a fault on the harness's "
                                       "side): see their JSON reports\n",
                                       run.judge_errors),
                           console_width(STDERR_FILENO));
  if (!compare_path.empty()) {
    const std::string changes = total_changes(run.previous_sheet, compare_path, run.sheet_text);
    said << (changes.empty() ? "no total changed since " + compare_path + "\n"
                             : "changed since " + compare_path + ":\n" + changes);
  } else if (!run.previous_sheet.empty()) {
    const std::string changes = total_changes(run.previous_sheet, run.sheet.string(), run.sheet_text);
    if (!changes.empty()) said << "changed since the last run:\n" << changes;
  }
  std::cout << fit_lines(said.str(), console_width(STDOUT_FILENO));
  if (run.batch.stopped) return say_how_to_go_on();
  return run.batch.errors.empty() && run.judge_errors == 0 ? kExitOk : kExitFault;
}

}  // namespace harness
