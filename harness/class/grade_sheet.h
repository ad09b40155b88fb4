#pragma once
/// The grade sheet (OUT/grades.csv), always rebuilt from the students' JSON reports, so
/// a resumed, sharded or merged run writes the same bytes as one run in one go; every
/// field printable, safe from spreadsheet formulas and quoted per RFC 4180. The columns:
/// docs/instructor.md, "Grading it".
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "class/csv.h"
#include "class/student_reports.h"
#include "report/standing.h"
#include "result/result.h"

namespace harness {

struct ClassSettings;

/// The sheet: a row per standing (standings.h), columns by what the class
/// has (a roster, a deadline, overrides), then the case files' subtotals and
/// the cases' verdicts from the reports. Without settings, every report's
/// standing as graded.
std::string grade_sheet_csv(const std::vector<StudentReport>& reports, const std::vector<Standing>& standings,
                            const ClassSettings& settings);
std::string grade_sheet_csv(const std::vector<StudentReport>& reports);

/// batch --compare and a rerun: one line per student whose total changed ("alice: 5 -> 7 (+2)"),
/// appeared or disappeared, from two grade sheets; empty when nothing changed.
/// Throws harness::Error when a sheet has no student and total columns.
std::string total_changes(const std::string& previous_csv, const std::string& previous_path,
                          const std::string& current_csv);

}  // namespace harness
