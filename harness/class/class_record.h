#pragma once
// Everything batch and merge write about the class as a whole, from the
// students' reports and the class settings alone, so a resumed, sharded or
// merged run writes the same bytes: grades.csv, the settings (.class.json),
// the LMS exports when there is a roster, and the class pages.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "class/batch.h"
#include "class/class_settings.h"
#include "class/student_reports.h"
#include "report/standing.h"

namespace harness {

struct ClassRecord {
  std::vector<Standing> standings;
  std::string sheet_text;
  std::filesystem::path dashboard;
};

/// Whose record OUT holds: a shard's has only its part of the class, so it
/// gets no LMS export (one imported would give the other shards' students 0
/// and "no submission"); `merge` of every shard writes the class's.
enum class RecordOf { whole_class, shard };

/// Writes OUT/grades.csv (sheet_text is set before any write, so a caller
/// keeps it when a write fails), OUT/.class.json, OUT/canvas.csv and
/// OUT/moodle.csv with a roster for the whole class (a shard's OUT is left
/// with none, an earlier run's removed), and the pages. Throws WriteError (a
/// harness::Fault, as is the pages' folder not made).
void write_class_record(const std::filesystem::path& out, const std::vector<StudentReport>& reports,
                        const ClassSettings& settings, ClassRecord& record, RecordOf of = RecordOf::whole_class);

/// OUT/.shard says "K/N" for a shard's OUT, so `merge` knows which shards it
/// was given; a run of the whole class (nullopt) removes it. Throws WriteError.
void mark_shard(const std::filesystem::path& out, std::optional<Shard> shard);

/// The shards ("2/3") none of `dirs` holds, when some of them is a shard's
/// OUT: a merge of those alone is not the whole class, so it writes no LMS
/// export. Empty when every shard is there, or none of `dirs` is a shard's.
std::vector<std::string> missing_shards(const std::vector<std::filesystem::path>& dirs);

/// The class pages of a record OUT holds, written again from its reports
/// and settings alone, as batch wrote them: after `similar` put its pages
/// in OUT, so the dashboard links them. Writes nothing and returns false
/// when OUT holds no class record, or a report that is unreadable or of
/// another assignment (batch, run again, then writes the pages). Throws
/// harness::Fault when a page cannot be written.
bool rewrite_class_pages(const std::filesystem::path& out);

/// The settings the folders' .class.json hold (none: no settings). Throws
/// harness::Error when two folders were graded with different settings.
ClassSettings read_class_settings(const std::vector<std::filesystem::path>& dirs);

}  // namespace harness
