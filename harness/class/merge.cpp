#include "class/merge.h"

#include "base/atomic_file.h"
#include "base/error.h"
#include "class/class_record.h"
#include "report/json.h"

namespace harness {
namespace fs = std::filesystem;

Merged merge_shards(const std::vector<fs::path>& dirs, const fs::path& target) {
  std::vector<fs::path> unreadable;
  const std::vector<StudentReport> reports = read_reports(dirs, &unreadable);
  const ClassSettings settings = read_class_settings(dirs);
  std::vector<std::string> missing = missing_shards(dirs);
  std::error_code error;
  fs::create_directories(target, error);
  if (error) fault({target.string()}, "cannot create the output folder: {}", error.message());
  for (const auto& r : reports) {
    const fs::path destination = target / r.path.filename();
    if (fs::equivalent(r.path, destination, error)) continue;
    write_file_atomically(destination.string(), json_report_text(r.result));
  }
  Merged merged{reports.size(), target / "grades.csv", unreadable, settings, {}, std::move(missing)};
  const bool whole = merged.missing_shards.empty();
  ClassRecord record;
  // Merged into a shard's folder, it holds the class now; else it stays the part it was.
  if (whole) mark_shard(target, std::nullopt);
  write_class_record(target, reports, settings, record, whole ? RecordOf::whole_class : RecordOf::shard);
  merged.standings = record.standings;
  return merged;
}

}  // namespace harness
