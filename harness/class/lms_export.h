#pragma once
// The class's grades in the files LMSs import, one row per roster student
// with the total that counts (report/standing.h). The layouts:
// docs/instructor.md, "Into the LMS".
#include <string>
#include <vector>

#include "cases/case.h"
#include "class/class_settings.h"
#include "report/standing.h"

namespace harness {

/// Canvas's gradebook CSV: Student, ID, SIS User ID, SIS Login ID, Section,
/// then the grade column headed `settings.lms_title`, and Canvas's "Points
/// Possible" row. Canvas's own columns come from the roster when it has them
/// (a roster exported from Canvas); else SIS User ID is the roster's id.
std::string canvas_csv(const std::vector<Standing>& standings, const ClassSettings& settings);

/// Moodle's grade import (CSV file): ID number, Email address, Full name,
/// the grade headed "`settings.lms_title` (out of `settings.lms_max`)", and
/// Feedback (Standing::comments: the lateness, the comments of the overrides
/// applied, never a private note), to be mapped in Moodle's
/// import form. The grade is the total scaled to lms_max, at most lms_max:
/// Moodle's import (grade/import/csv/classes/load_data.php) refuses the whole
/// file for one grade over its maximum, 100 unless the site raised it.
std::string moodle_csv(const std::vector<Standing>& standings, const ClassSettings& settings);

/// The grade column's title when --lms-title gives none: the one case
/// file's title (its file name when it has none), else "Sudoku" (the titles
/// of several files joined made a column title of 200 characters).
std::string default_lms_title(const std::vector<CaseFile>& files);

}  // namespace harness
