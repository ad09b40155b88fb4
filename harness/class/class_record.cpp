#include "class/class_record.h"

#include <optional>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/read_file.h"
#include "class/class_pages.h"
#include "class/grade_sheet.h"
#include "class/lms_export.h"
#include "class/standings.h"

namespace harness {
namespace fs = std::filesystem;

void write_class_record(const fs::path& out, const std::vector<StudentReport>& reports, const ClassSettings& settings,
                        ClassRecord& record) {
  record.standings = standings_of(reports, settings);
  const std::vector<Standing>& standings = record.standings;
  record.sheet_text = grade_sheet_csv(reports, standings, settings);
  write_file_atomically((out / "grades.csv").string(), record.sheet_text);
  write_file_atomically(class_settings_path(out).string(), class_settings_json(settings));
  if (settings.roster) {
    write_file_atomically((out / "canvas.csv").string(), canvas_csv(standings, settings));
    write_file_atomically((out / "moodle.csv").string(), moodle_csv(standings, settings));
  }
  record.dashboard = write_class_pages(out, reports, standings);
}

bool rewrite_class_pages(const fs::path& out) {
  std::error_code error;
  if (!fs::is_regular_file(out / "index.html", error) || !fs::is_regular_file(out / "grades.csv", error)) return false;
  std::vector<fs::path> unreadable;
  const std::vector<StudentReport> reports = read_reports({out}, &unreadable);
  if (!unreadable.empty() || reports.empty()) return false;
  if (!reports_of_another_assignment(reports, assignment_of(reports.front().result)).empty()) return false;
  const ClassSettings settings = read_class_settings({out});
  write_class_pages(out, reports, standings_of(reports, settings));
  return true;
}

ClassSettings read_class_settings(const std::vector<fs::path>& dirs) {
  std::optional<std::pair<fs::path, ClassSettings>> first;
  for (const auto& dir : dirs) {
    const fs::path path = class_settings_path(dir);
    if (!fs::exists(path)) continue;
    ClassSettings settings = class_settings_from_json(read_file(path), path.string());
    if (!first) first.emplace(path, std::move(settings));
    else if (!(first->second == settings))
      fail({path.string()},
           "graded with other class settings than {} (--roster, --deadline, --late-*, overrides): "
           "grade every shard with the same ones",
           first->first.string());
  }
  return first ? first->second : ClassSettings{};
}

}  // namespace harness
