#pragma once
// Each student's standing in the class record (report/standing.h), from the
// reports and the class settings: pure, tested as tables.
#include <vector>

#include "class/class_settings.h"
#include "class/student_reports.h"
#include "report/standing.h"

namespace harness {

/// One standing per report, and one per roster student with no report ("no
/// submission", 0 of the class's max), sorted by student. In order: case
/// overrides change the raw points, the late penalty takes its percent of
/// that, and a total override replaces the result.
std::vector<Standing> standings_of(const std::vector<StudentReport>& reports, const ClassSettings& settings);

}  // namespace harness
