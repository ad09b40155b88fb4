#pragma once
// Everything batch and merge write about the class as a whole, from the
// students' reports and the class settings alone, so a resumed, sharded or
// merged run writes the same bytes: grades.csv, the settings (.class.json),
// the LMS exports when there is a roster, and the class pages.
#include <filesystem>
#include <string>
#include <vector>

#include "class/class_settings.h"
#include "class/student_reports.h"
#include "report/standing.h"

namespace harness {

struct ClassRecord {
  std::vector<Standing> standings;
  std::string sheet_text;
  std::filesystem::path dashboard;
};

/// Writes OUT/grades.csv (sheet_text is set before any write, so a caller
/// keeps it when a write fails), OUT/.class.json, OUT/canvas.csv and
/// OUT/moodle.csv with a roster, and the pages. Throws WriteError (a
/// harness::Fault, as is the pages' folder not made).
void write_class_record(const std::filesystem::path& out, const std::vector<StudentReport>& reports,
                        const ClassSettings& settings, ClassRecord& record);

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
