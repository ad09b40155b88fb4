#include "class/student_reports.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/read_file.h"
#include "class/fingerprint.h"
#include "report/json.h"

namespace harness {
namespace fs = std::filesystem;

bool is_report_file(const fs::path& path) {
  // Hidden files are the class's own (.class.json): no student's name starts with a dot.
  const std::string stem = path.stem().string();
  return path.extension() == ".json" && !stem.empty() && stem[0] != '.';
}

std::optional<GradeResult> read_report(const fs::path& path) {
  const auto text = read_file_if_readable(path);
  if (!text) return std::nullopt;
  return grade_result_from_json(*text);
}

std::vector<StudentReport> read_reports(const std::vector<fs::path>& dirs, std::vector<fs::path>* unreadable) {
  std::map<std::string, StudentReport> by_student;
  for (const auto& dir : dirs) {
    std::error_code error;
    if (!fs::is_directory(dir, error)) fail({dir.string()}, "no such folder of reports");
    std::vector<fs::path> paths;
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.is_regular_file() && is_report_file(entry.path())) paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& path : paths) {
      auto report = read_report(path);
      if (!report) {
        if (!unreadable) fail({path.string()}, "not a whole sudoku-grade JSON report");
        unreadable->push_back(path);
        continue;
      }
      const std::string student = path.stem().string();
      const auto [it, fresh] = by_student.try_emplace(student, StudentReport{student, path, *report});
      if (!fresh && !same_grading(it->second.result, *report))
        fail({path.string()}, "student '{}' is also in {}, with other verdicts or points", student,
             it->second.path.string());
    }
  }
  std::vector<StudentReport> out;
  for (auto& [student, report] : by_student) out.push_back(std::move(report));
  return out;
}

bool same_grading(const GradeResult& a, const GradeResult& b) {
  const auto grading = [](const GradeResult& r) {
    std::vector<std::tuple<std::string, std::string, Verdict, int, int>> cases;
    for (const auto& file : r.files)
      for (const auto& c : file.cases) cases.emplace_back(file.path, c.name, c.verdict, c.points, c.max_points);
    return cases;
  };
  return grading(a) == grading(b);
}

fs::path set_aside(const fs::path& report) {
  fs::path target = report.string() + ".set-aside";
  for (int n = 2; fs::exists(fs::symlink_status(target)); ++n)
    target = report.string() + ".set-aside-" + std::to_string(n);
  std::error_code error;
  fs::rename(report, target, error);
  if (error) throw WriteError({report.string()}, "cannot set it aside: " + error.message(), error.value());
  return target;
}

std::string assignment_of(const GradeResult& result) {
  std::vector<std::string> paths;
  for (const auto& file : result.files) paths.push_back(file.path);
  return assignment_of(paths);
}

std::vector<const StudentReport*> reports_of_another_assignment(const std::vector<StudentReport>& reports,
                                                                const std::string& assignment) {
  std::vector<const StudentReport*> others;
  for (const auto& report : reports)
    if (assignment_of(report.result) != assignment) others.push_back(&report);
  return others;
}

}  // namespace harness
