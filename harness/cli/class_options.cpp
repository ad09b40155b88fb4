#include "cli/class_options.h"

#include <fmt/format.h>

#include "base/error.h"
#include "base/printable.h"
#include "base/read_file.h"
#include "class/lms_export.h"
#include "class/submission_time.h"
#include "class/zoned_time.h"

namespace harness {
namespace fs = std::filesystem;

ClassSettings class_settings_from_flags(const ClassFlags& flags, const std::vector<CaseFile>& files,
                                        std::vector<fs::path>& class_files) {
  ClassSettings settings;
  if (!flags.roster.empty()) {
    settings.roster = parse_roster(
        read_file(flags.roster), flags.roster,
        flags.roster_columns.empty() ? RosterColumns{} : parse_roster_columns(flags.roster_columns));
    class_files.push_back(flags.roster);
  } else if (!flags.roster_columns.empty()) {
    fail({}, "--roster-columns says which column of --roster is which: give --roster too");
  }
  if (!flags.deadline.empty()) {
    std::string why;
    const auto deadline = parse_zoned_time(flags.deadline, why);
    if (!deadline) fail({}, "--deadline '{}': {}", flags.deadline, why);
    // The offset in force at the deadline, not today's: a deadline after October's change is an hour later in UTC.
    settings.late = LatePolicy{instant_of(*deadline), flags.late_penalty, flags.late_cap};
    if (!flags.extensions.empty()) {
      settings.extensions = parse_extensions(read_file(flags.extensions), flags.extensions, *deadline);
      class_files.push_back(flags.extensions);
    }
  } else if (flags.late_given || !flags.extensions.empty()) {
    fail({}, "{} after a --deadline: give it too",
         flags.extensions.empty() ? "--late-penalty and --late-cap apply" : "--extensions applies");
  }
  // Only from the flag: an entry of the class folder is a student's, whatever its name (an
  // `overrides.yaml` there once gave one student 21 points and another 0).
  const fs::path overrides = flags.overrides;
  if (!overrides.empty()) {
    settings.overrides = parse_overrides(read_file(overrides), overrides.string());
    class_files.push_back(overrides);
  }
  settings.lms_title = flags.lms_title.empty() ? default_lms_title(files) : flags.lms_title;
  settings.lms_max = flags.lms_max;
  return settings;
}

std::string class_record_summary(const std::vector<Standing>& standings, const ClassSettings& settings,
                                 const std::string& out, const std::string& no_exports) {
  const auto names = [](const std::vector<std::string>& list) {
    std::string text;
    for (const auto& name : list) text += (text.empty() ? "" : ", ") + printable_line(name);
    return text;
  };
  std::string summary;
  if (settings.roster) {
    std::vector<std::string> missing, unknown, not_linked;
    for (const auto& s : standings) {
      // Not linked: no folder to name them by, so their id (else name, else email) from the roster.
      if (s.student.empty()) not_linked.push_back(!s.id.empty() ? s.id : !s.name.empty() ? s.name : s.email);
      else if (!s.has_report) missing.push_back(s.student);
      if (s.note.rfind("not in the roster", 0) == 0) unknown.push_back(s.student);
    }
    summary += fmt::format("roster: {} of {} students handed in",
                           settings.roster->students.size() - missing.size() - not_linked.size(),
                           settings.roster->students.size());
    if (!missing.empty()) summary += "; no submission: " + names(missing);
    if (!not_linked.empty()) summary += "; not linked: " + names(not_linked);
    if (!unknown.empty()) summary += "; not on the roster: " + names(unknown);
    summary += "\n";
  }
  if (settings.late) {
    std::vector<std::string> late;
    for (const auto& s : standings)
      if (s.late_seconds > 0)
        late.push_back(s.student + " (" + lateness_text(s.late_seconds) +
                       (s.penalty_percent > 0 ? ", -" + points_text(s.penalty_percent) + "%" : "") + ")");
    summary += fmt::format("deadline {}: {}\n", utc_text(settings.late->deadline),
                           late.empty() ? std::string("nobody late") : "late: " + names(late));
  }
  if (settings.late && !settings.extensions.empty()) {
    std::vector<std::string> extended;
    for (const auto& e : settings.extensions) extended.push_back(e.student + " to " + utc_text(e.deadline));
    summary += "extensions: " + names(extended) + "\n";
  }
  std::size_t applied = 0;
  for (const auto& s : standings) applied += s.overrides.size();
  if (!settings.overrides.empty()) summary += fmt::format("overrides applied: {}\n", applied);
  if (settings.roster && !no_exports.empty()) summary += "LMS exports: none, " + no_exports + "\n";
  else if (settings.roster)
    summary += "LMS exports " + (fs::path(out) / "canvas.csv").string() + ", " +
               (fs::path(out) / "moodle.csv").string() + "\n";
  return summary;
}

}  // namespace harness
