#include "class/class_record.h"

#include <map>
#include <optional>
#include <set>

#include <fmt/format.h>

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
                        ClassRecord& record, RecordOf of) {
  record.standings = standings_of(reports, settings);
  const std::vector<Standing>& standings = record.standings;
  record.sheet_text = grade_sheet_csv(reports, standings, settings);
  write_file_atomically((out / "grades.csv").string(), record.sheet_text);
  write_file_atomically(class_settings_path(out).string(), class_settings_json(settings));
  if (settings.roster && of == RecordOf::whole_class) {
    write_file_atomically((out / "canvas.csv").string(), canvas_csv(standings, settings));
    write_file_atomically((out / "moodle.csv").string(), moodle_csv(standings, settings));
  } else if (of == RecordOf::shard) {
    // An export an unsharded run left here would be taken for this class's.
    for (const char* name : {"canvas.csv", "moodle.csv"}) {
      std::error_code error;
      fs::remove(out / name, error);
      if (error)
        throw WriteError({(out / name).string()}, "cannot remove an earlier run's export: " + error.message(),
                         error.value());
    }
  }
  record.dashboard = write_class_pages(out, reports, standings);
}

void mark_shard(const fs::path& out, std::optional<Shard> shard) {
  const fs::path path = out / ".shard";
  if (shard) {
    write_file_atomically(path.string(), fmt::format("{}/{}\n", shard->index, shard->count));
    return;
  }
  std::error_code error;
  fs::remove(path, error);
  if (error) throw WriteError({path.string()}, "cannot remove the shard's mark: " + error.message(), error.value());
}

std::vector<std::string> missing_shards(const std::vector<fs::path>& dirs) {
  std::map<int, std::set<int>> given;  // N -> the K of N given
  for (const auto& dir : dirs) {
    const fs::path path = dir / ".shard";
    std::error_code error;
    if (!fs::is_regular_file(path, error)) continue;
    const std::string text = read_file(path);
    try {
      const Shard shard = parse_shard(text.substr(0, text.find('\n')));
      given[shard.count].insert(shard.index);
    } catch (const Error&) {
      fail({path.string()}, "not the shard's mark batch writes (K/N)");
    }
  }
  std::vector<std::string> missing;
  for (const auto& [count, indexes] : given)
    for (int k = 1; k <= count; ++k)
      if (!indexes.count(k)) missing.push_back(fmt::format("{}/{}", k, count));
  return missing;
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
