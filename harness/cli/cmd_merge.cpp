// sudoku-grade merge OUT... [--out DIR]: one grade sheet from the outputs of
// sharded batch runs, the same bytes an unsharded run writes.
#include <iostream>

#include "base/atomic_file.h"
#include "base/error.h"
#include "class/class_pages.h"
#include "class/grade_sheet.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "report/json.h"

namespace harness {

int run_merge(int argc, char** argv) {
  CLI::App app{"Combines the OUT folders of sharded 'batch --shard K/N' runs: every student's "
               "report is copied into one folder, with a grade sheet and class dashboard identical to an unsharded run's.",
               "merge"};
  std::vector<std::string> dirs;
  std::string out;
  app.add_option("dirs", dirs, "the batch output folders")->required();
  app.add_option("--out", out, "where the merged reports and grades.csv go (default: the first folder)");
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;
  namespace fs = std::filesystem;
  const fs::path target = out.empty() ? fs::path(dirs.front()) : fs::path(out);

  // Read every folder first: a conflict or a torn report stops the merge before anything is written.
  const std::vector<StudentReport> reports = read_reports({dirs.begin(), dirs.end()});
  std::error_code error;
  fs::create_directories(target, error);
  if (error) fail({target.string()}, "cannot create the output folder: {}", error.message());
  for (const auto& r : reports) {
    const fs::path destination = target / r.path.filename();
    if (fs::equivalent(r.path, destination, error)) continue;
    write_file_atomically(destination.string(), json_report_text(r.result));
  }
  const std::string sheet_path = (target / "grades.csv").string();
  write_file_atomically(sheet_path, grade_sheet_csv(reports));
  write_class_pages(target, reports);
  std::cout << "merged " << reports.size() << " students from " << dirs.size() << " folder(s) into "
            << sheet_path << "\n";
  return kExitOk;
}

}  // namespace harness
