#pragma once
// Each student's standing in the class record (report/standing.h), from the
// reports and the class settings: pure, tested as tables.
#include <cstdint>
#include <optional>
#include <vector>

#include "class/class_settings.h"
#include "class/student_reports.h"
#include "report/standing.h"

namespace harness {

/// What counts of a student's points. The one place the total that counts is
/// computed: the sheet, the exports, the dashboard's statistics and the
/// students' pages all read it from the standing.
struct CountedTotal {
  double penalty_percent = 0;  ///< taken off for lateness: late_penalty_percent, its cap included
  double before_override = 0;  ///< the points less that penalty
  double total = 0;            ///< what counts: the total override's points when there is one, else before_override
};

/// `points` (the autograder's, case overrides' points in place of those
/// cases'), less the late penalty for `late_seconds` after the deadline,
/// replaced by `total_override`; never below 0. Pure, tested as a table.
CountedTotal counted_total(double points, const std::optional<LatePolicy>& late, std::int64_t late_seconds,
                           const std::optional<double>& total_override);

/// The note of a roster student with no folder (GitHub Classroom's student
/// who has not linked an account): on the roster, 0 points, nothing to grade.
inline constexpr const char* kNotLinked = "not linked";

/// One standing per report, and one per roster student with no report ("no
/// submission", 0 of the class's max), sorted by student; then one per roster
/// student not linked (student "", kNotLinked), in the roster's order. In order: case
/// overrides change the raw points, the late penalty takes its percent of
/// that, and a total override replaces the result (counted_total).
std::vector<Standing> standings_of(const std::vector<StudentReport>& reports, const ClassSettings& settings);

}  // namespace harness
