#pragma once
// What a class's record is made with besides the reports: the roster, the
// deadline and its late policy, the instructor's overrides, the title the
// LMS exports give the grade. batch writes them to OUT/.class.json on every
// run, so `merge` makes the same sheet from the shards' folders alone.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "class/extensions.h"
#include "class/overrides.h"
#include "class/roster.h"

namespace harness {

/// --deadline, --late-penalty, --late-cap: a submission after `deadline`
/// loses `percent_per_day` for each day or part of a day late, at most
/// `cap_percent`; 0 per day only flags it late.
struct LatePolicy {
  std::int64_t deadline = 0;  ///< seconds since 1970-01-01T00:00:00Z
  double percent_per_day = 0;
  double cap_percent = 100;
  bool operator==(const LatePolicy& o) const {
    return deadline == o.deadline && percent_per_day == o.percent_per_day && cap_percent == o.cap_percent;
  }
};

struct ClassSettings {
  std::optional<Roster> roster;
  std::optional<LatePolicy> late;
  std::vector<Override> overrides;
  std::vector<Extension> extensions;  ///< each with `late`: those students' own deadlines
  std::string lms_title;              ///< the grade column of the exports
  /// The grade's maximum in the LMS (--lms-max): moodle.csv scales the
  /// totals to it, as Moodle's import refuses a file with a grade over 100.
  double lms_max = 100;
  bool operator==(const ClassSettings& o) const {
    return roster == o.roster && late == o.late && overrides == o.overrides && extensions == o.extensions &&
           lms_title == o.lms_title && lms_max == o.lms_max;
  }
};

/// OUT/.class.json: hidden, so no student's report can be named so.
std::filesystem::path class_settings_path(const std::filesystem::path& out);

std::string class_settings_json(const ClassSettings& settings);

/// Throws harness::Error at `path` for a file batch did not write.
ClassSettings class_settings_from_json(const std::string& text, const std::string& path);

/// The deadline `student` is judged by: their extension's, else the class's (`late` must be set).
std::int64_t deadline_of(const ClassSettings& settings, const std::string& student);

/// The penalty for handing in `late_seconds` after the deadline (> 0), in percent.
double late_penalty_percent(const LatePolicy& policy, std::int64_t late_seconds);

}  // namespace harness
