#pragma once
// The students' reports in OUT (OUT/<student>.json), as batch, the sheet,
// the pages and merge read them: whole ones only, an unreadable one set
// aside or listed, never taken as a result.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "result/result.h"

namespace harness {

/// One student's report: the name is the JSON file's stem.
struct StudentReport {
  std::string student;
  std::filesystem::path path;
  GradeResult result;
};

/// Whether `path` is a finished report (a *.json, not a *.json.tmp that a
/// crash left behind).
bool is_report_file(const std::filesystem::path& path);

/// Reads a report; nullopt when it is not a whole report as batch writes it
/// (a torn or foreign file: batch grades that student again).
std::optional<GradeResult> read_report(const std::filesystem::path& path);

/// Every report in `dirs`, sorted by student. A report that cannot be read
/// (torn, empty, foreign) is listed in `unreadable` when given, else throws
/// harness::Error. Throws for one student reported in two folders with
/// different gradings (same_grading).
std::vector<StudentReport> read_reports(const std::vector<std::filesystem::path>& dirs,
                                        std::vector<std::filesystem::path>* unreadable = nullptr);

/// Whether two reports grade alike: the same cases with the same verdicts
/// and points. Times, reasons' figures and the box may differ between two
/// runs of one submission, so a shard graded twice still merges.
bool same_grading(const GradeResult& a, const GradeResult& b);

/// Renames an unreadable report out of the reports' way, kept for a look:
/// bob.json becomes bob.json.set-aside (or .set-aside-2, ...). Returns the
/// new path. Throws WriteError when it cannot be renamed.
std::filesystem::path set_aside(const std::filesystem::path& report);

/// The assignment a report was graded against (class/fingerprint.h's
/// assignment_of its case files).
std::string assignment_of(const GradeResult& result);

/// The reports of another assignment than `assignment`, in their order.
std::vector<const StudentReport*> reports_of_another_assignment(const std::vector<StudentReport>& reports,
                                                                const std::string& assignment);

}  // namespace harness
