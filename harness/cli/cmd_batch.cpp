// sudoku-grade batch DIR --cases PATH... --out OUT: grades a class.
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <iostream>
#include <thread>

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/printable.h"
#include "base/read_file.h"
#include "base/text_width.h"
#include "cases/case_loader.h"
#include "class/batch.h"
#include "class/class_pages.h"
#include "class/fingerprint.h"
#include "class/grade_sheet.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "cli/grading_options.h"
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
  BatchOptions options;
  options.workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  app.add_option("dir", dir, "the folder of submissions")->required();
  app.add_option("--cases", case_paths, "case files or folders")->required();
  app.add_option("--out", out, "the folder for the reports and grades.csv")->required();
  app.add_option("--jobs,-j", options.workers, "students graded at once (default: the number of cores)")
      ->check(CLI::Range(1, 256));
  app.add_option("--shard", shard_text, "grade only part K of N of the students (K/N, e.g. 2/3)");
  bool regrade = false;
  app.add_flag("--regrade", regrade,
               "grade every student again, even those whose report is up to date, and let OUT hold "
               "another assignment's reports, which are then left out of the sheet");
  app.add_option("--compare", compare_path, "a previous grades.csv: print whose total changed since");
  GradingFlags flags;
  add_grading_options(app, flags);
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;
  const Grading grading = grading_from(flags, isatty(STDERR_FILENO) != 0);
  options.grade = grading.options;
  options.out = out;

  const std::vector<CaseFile> files = load_cases_or_fail(case_paths);
  std::vector<Skipped> skipped;
  std::vector<Student> students = list_students(dir, &skipped);
  // Students name their files: shown as escapes, one line each.
  for (const auto& entry : skipped)
    std::cerr << "sudoku-grade batch: skipping " << printable_line(dir + "/" + entry.name) << ": " << entry.why
              << "\n";
  // An OUT inside DIR is not a student (it would be graded as an empty folder).
  students.erase(std::remove_if(students.begin(), students.end(),
                                [&](const Student& s) {
                                  std::error_code error;
                                  return std::filesystem::equivalent(s.path, out, error);
                                }),
                 students.end());
  if (!shard_text.empty()) students = shard_of(students, parse_shard(shard_text));
  const std::string previous_compared = compare_path.empty() ? "" : read_file(compare_path);

  // A report is reused only when made from the same files by the same harness and settings.
  options.fingerprint = fingerprint_settings(flags);
  options.regrade_all = regrade;
  std::vector<std::string> case_file_paths;
  for (const auto& file : files) case_file_paths.push_back(file.path);
  const std::string assignment = assignment_of(case_file_paths);
  const std::string sheet_path = (options.out / "grades.csv").string();
  // Rerunning into another assignment's OUT would mix two assignments in one sheet.
  std::string previous_sheet;
  {
    const std::vector<StudentReport> before =
        std::filesystem::is_directory(options.out) ? read_reports({options.out}) : std::vector<StudentReport>{};
    const auto others = reports_of_another_assignment(before, assignment);
    if (!others.empty() && !regrade)
      fail({out}, "holds reports of another assignment ({} has {}, not {}): use another --out, or --regrade to "
                  "grade this class into it",
           printable_line(others.front()->path.filename().string()), printable_line(assignment_of(others.front()->result)),
           assignment);
    if (others.empty() && std::filesystem::exists(sheet_path)) previous_sheet = read_file(sheet_path);
  }

  const bool terminal = isatty(STDERR_FILENO) != 0;
  if (terminal)
    // "\r" then the line then erase-to-end: a shorter line leaves nothing of a longer one behind.
    options.on_progress = [columns = console_width(STDERR_FILENO)](const BatchProgress& p) {
      std::cerr << "\r" << progress_line(p, columns) << "\033[K" << std::flush;
    };
  // Alive to the end: a signal while the sheet is written only ends the run sooner.
  const StopOnSignal stop_on_signal;
  options.stop = &stop_requested();
  const BatchOutcome outcome = grade_students(students, files, options);
  if (terminal) std::cerr << "\r\033[K" << std::flush;
  // Said before the sheet is written, which a full disk may refuse too.
  for (const auto& error : outcome.errors)
    std::cerr << "sudoku-grade batch: error: " << printable_line(error) << "\n";

  std::vector<StudentReport> reports = read_reports({options.out});
  const auto others = reports_of_another_assignment(reports, assignment);
  if (!others.empty()) {
    std::cerr << "sudoku-grade batch: " << others.size() << " report(s) in " << printable_line(out)
              << " are of another assignment and left out of the grade sheet\n";
    std::vector<StudentReport> ours;
    for (auto& report : reports)
      if (assignment_of(report.result) == assignment) ours.push_back(std::move(report));
    reports = std::move(ours);
  }
  const BatchProgress& p = outcome.progress;
  // What a rerun will do, said last: after a signal, or when a report or the sheet could not be written.
  auto say_how_to_go_on = [&] {
    const int signal = stop_signal();
    std::cerr << "sudoku-grade batch: "
              << (signal ? fmt::format("interrupted (SIG{})", sigabbrev_np(signal)) : std::string("stopped")) << ": "
              << p.done << " of " << p.total << " students graded, their reports kept; "
              << (signal ? "" : "fix the error above, then ") << "run the same command again to go on\n";
    return signal ? exit_code_for_signal(signal) : kExitFault;
  };
  const std::string sheet = grade_sheet_csv(reports);
  std::filesystem::path dashboard;
  try {
    write_file_atomically(sheet_path, sheet);
    dashboard = write_class_pages(options.out, reports);
  } catch (const WriteError& e) {
    std::cerr << "sudoku-grade batch: error: " << printable_line(e.what()) << "\n";
    return say_how_to_go_on();
  }
  std::cout << p.graded_now << " graded, " << p.resumed << " already done, " << p.failing
            << " not fully accepted, of " << p.total << " students; grade sheet " << sheet_path << "\n";
  if (!outcome.changed.empty()) {
    std::string names;
    for (const auto& name : outcome.changed) names += (names.empty() ? "" : ", ") + printable_line(name);
    std::cout << "graded again, changed since their report: "
              << names << "\n";
  }
  std::cout << "class dashboard " << dashboard.string() << "\n";
  int judge_errors = 0;
  for (const auto& r : reports) judge_errors += r.result.has_judge_error();
  if (judge_errors > 0)
    std::cerr << "sudoku-grade batch: " << judge_errors
              << " student(s) have a JE case (a fault on the harness's side): see their JSON reports\n";
  if (!compare_path.empty()) {
    const std::string changes = total_changes(previous_compared, compare_path, sheet);
    std::cout << (changes.empty() ? "no total changed since " + compare_path + "\n"
                                  : "changed since " + compare_path + ":\n" + changes);
  } else if (!previous_sheet.empty()) {
    const std::string changes = total_changes(previous_sheet, sheet_path, sheet);
    if (!changes.empty()) std::cout << "changed since the last run:\n" << changes;
  }
  if (outcome.stopped) return say_how_to_go_on();
  return outcome.errors.empty() && judge_errors == 0 ? kExitOk : kExitFault;
}

}  // namespace harness
