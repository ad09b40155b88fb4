#include "class/class_run.h"

#include <algorithm>
#include <set>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/printable.h"
#include "base/read_file.h"
#include "class/class_record.h"
#include "class/fingerprint.h"
#include "class/grade_sheet.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// The students of the request (of its shard), once the overrides are known
// to name students and cases of the class: an OUT inside DIR is none.
std::vector<Student> students_of(ClassRequest& request) {
  std::vector<fs::path> leave_out = request.class_files;
  leave_out.push_back(request.batch.out);
  std::vector<Student> students = list_students(request.dir, leave_out);
  if (students.empty())
    fail({request.dir.string()},
         "no submissions here: the class folder is empty (hidden entries such as .git, and --out, are no students)");
  std::set<std::string> names;
  for (const auto& s : students) names.insert(s.name);
  if (const auto& roster = request.settings.roster)
    for (const auto& s : roster->students)
      if (!s.folder.empty()) names.insert(s.folder);
  check_overrides(request.settings.overrides, names, request.files);
  check_extensions(request.settings.extensions, names);
  if (request.on_no_submission)
    for (const Student& s : students)
      if (!s.no_submission.empty()) request.on_no_submission(s);
  if (request.shard) students = shard_of(students, *request.shard);
  if (!request.only.empty()) {
    std::vector<std::string> all;
    for (const auto& s : students) all.push_back(s.name);
    for (const auto& name : request.only)
      if (!std::binary_search(all.begin(), all.end(), name)) {
        std::string listed;
        for (const auto& s : all) listed += (listed.empty() ? "" : ", ") + printable_line(s);
        fail({request.dir.string()}, "--only '{}': no such student in the class folder (its students: {})",
             printable_line(name), listed);
      }
    const std::set<std::string> wanted(request.only.begin(), request.only.end());
    students.erase(
        std::remove_if(students.begin(), students.end(), [&](const Student& s) { return !wanted.count(s.name); }),
        students.end());
    request.batch.regrade = wanted;
  }
  return students;
}

std::string assignment_of_files(const std::vector<CaseFile>& files) {
  std::vector<std::string> paths;
  for (const auto& file : files) paths.push_back(file.path);
  return assignment_of(paths);
}

}  // namespace

ClassRun run_class(ClassRequest request) {
  const fs::path& out = request.batch.out;
  const std::vector<Student> students = students_of(request);
  ClassRun run;
  if (!request.compare.empty()) run.previous_sheet = read_file(request.compare);
  const std::string assignment = assignment_of_files(request.files);
  run.sheet = out / "grades.csv";
  // Rerunning into another assignment's OUT would mix two assignments in one sheet.
  {
    std::vector<fs::path> unreadable;
    const std::vector<StudentReport> before = fs::is_directory(out) ? read_reports({out}, &unreadable)
                                                                    : std::vector<StudentReport>{};
    // A torn, empty or foreign report is kept for a look, out of the way; its student is graded again.
    for (const fs::path& path : unreadable) {
      const fs::path kept = set_aside(path);
      const bool ours = std::any_of(students.begin(), students.end(),
                                    [&](const Student& s) { return s.name == path.stem().string(); });
      if (request.on_set_aside) request.on_set_aside(path, kept, ours);
    }
    const auto others = reports_of_another_assignment(before, assignment);
    if (!others.empty() && !request.batch.regrade_all)
      fail({out.string()},
           "holds reports of another assignment ({} has {}, not {}): use another --out, or --regrade to grade this "
           "class into it",
           printable_line(others.front()->path.filename().string()),
           printable_line(assignment_of(others.front()->result)), assignment);
    if (request.compare.empty() && others.empty() && fs::exists(run.sheet)) run.previous_sheet = read_file(run.sheet);
  }

  run.batch = grade_students(students, request.files, request.batch);
  if (request.on_graded) request.on_graded(run.batch);

  std::vector<StudentReport> reports = read_reports({out});
  const auto others = reports_of_another_assignment(reports, assignment);
  run.other_assignment = others.size();
  if (!others.empty()) {
    std::vector<StudentReport> ours;
    for (auto& report : reports)
      if (assignment_of(report.result) == assignment) ours.push_back(std::move(report));
    reports = std::move(ours);
  }
  ClassRecord record;
  run.exports = !request.shard || request.shard->count == 1;
  try {
    mark_shard(out, run.exports ? std::nullopt : request.shard);
    write_class_record(out, reports, request.settings, record, run.exports ? RecordOf::whole_class : RecordOf::shard);
    run.dashboard = record.dashboard;
  } catch (const WriteError& e) {
    run.write_error = e.what();
  }
  run.sheet_text = record.sheet_text;
  run.standings = record.standings;
  for (const auto& r : reports) run.judge_errors += r.result.has_judge_error();
  return run;
}

}  // namespace harness
