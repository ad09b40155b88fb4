#pragma once
// The class's grades in the files LMSs import, one row per roster student
// with the total that counts (report/standing.h). The layouts:
// docs/instructor.md, "Into the LMS".
#include <string>
#include <vector>

#include "class/class_settings.h"
#include "report/standing.h"

namespace harness {

/// Canvas's gradebook CSV: Student, ID, SIS User ID, SIS Login ID, Section,
/// then the grade column headed `settings.lms_title`, and Canvas's "Points
/// Possible" row. Canvas's own columns come from the roster when it has them
/// (a roster exported from Canvas); else SIS User ID is the roster's id.
std::string canvas_csv(const std::vector<Standing>& standings, const ClassSettings& settings);

/// Moodle's grade import (CSV file): ID number, Email address, Full name,
/// the grade headed `settings.lms_title`, and Feedback (the row's note and
/// overrides), to be mapped in Moodle's import form.
std::string moodle_csv(const std::vector<Standing>& standings, const ClassSettings& settings);

}  // namespace harness
