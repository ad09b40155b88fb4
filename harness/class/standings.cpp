#include "class/standings.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>

#include <fmt/format.h>

#include "base/spelling.h"
#include "class/submission_time.h"
#include "class/zoned_time.h"

namespace harness {
namespace {

// "the submission does not compile:" (its errors on the lines after) says it whole without the colon.
std::string first_line(const std::string& text) {
  std::string line = text.substr(0, text.find('\n'));
  if (!line.empty() && line.back() == ':') line.pop_back();
  return line;
}

// "overrides.yaml:4:3" of the path the override was read from.
std::string shown_where(const std::string& where) { return std::filesystem::path(where).filename().string(); }

void apply_overrides(Standing& s, const GradeResult* result, const std::vector<Override>& overrides) {
  for (const auto& o : overrides) {
    if (o.student != s.student || o.case_name.empty()) continue;
    const CaseResult* found = nullptr;
    if (result)
      for (const auto& file : result->files)
        for (const auto& c : file.cases)
          if (file.path == o.file && c.name == o.case_name) found = &c;
    if (!found) {
      s.overrides.push_back(fmt::format("case '{}': not applied, not in the report ({}: {}, {})", o.case_name, o.author,
                                        o.comment, shown_where(o.where)));
      continue;
    }
    s.total += o.points - found->points;
    s.comments.push_back(o.comment);
    s.overrides.push_back(fmt::format("case '{}': {} -> {} ({}: {}, {})", o.case_name, found->points,
                                      points_text(o.points), o.author, o.comment, shown_where(o.where)));
  }
}

}  // namespace

CountedTotal counted_total(double points, const std::optional<LatePolicy>& late, std::int64_t late_seconds,
                           const std::optional<double>& total_override) {
  CountedTotal out;
  if (late && late_seconds > 0) out.penalty_percent = late_penalty_percent(*late, late_seconds);
  out.before_override = points - points * out.penalty_percent / 100;
  // An instructor's total is the last word: no penalty after it.
  out.total = std::max(0.0, total_override ? *total_override : out.before_override);
  return out;
}

std::vector<Standing> standings_of(const std::vector<StudentReport>& reports, const ClassSettings& settings) {
  std::map<std::string, const RosterStudent*> roster;
  std::vector<const RosterStudent*> not_linked;
  if (settings.roster)
    for (const auto& s : settings.roster->students) {
      if (s.folder.empty()) not_linked.push_back(&s);
      else roster[s.folder] = &s;
    }
  int class_max = 0;
  for (const auto& r : reports) class_max = std::max(class_max, r.result.max_points());

  std::map<std::string, Standing> rows;
  std::map<std::string, const StudentReport*> report_of;
  for (const auto& r : reports) {
    report_of[r.student] = &r;
    Standing s;
    s.student = r.student;
    s.has_report = true;
    s.raw = s.total = r.result.points();
    s.max = r.result.max_points();
    s.submitted_at = r.result.submitted_at;
    s.submitted_from = r.result.submitted_from;
    rows[r.student] = std::move(s);
  }
  for (const auto& [folder, student] : roster)
    if (!rows.count(folder)) {
      Standing s;
      s.student = folder;
      s.max = class_max;
      rows[folder] = std::move(s);
    }

  std::vector<Standing> out;
  for (auto& [name, s] : rows) {
    std::vector<std::string> notes;
    const auto found = report_of.find(name);
    const StudentReport* report = found == report_of.end() ? nullptr : found->second;
    if (const auto on_roster = roster.find(name); on_roster != roster.end()) {
      s.id = on_roster->second->id;
      s.name = on_roster->second->name;
      s.email = on_roster->second->email;
    } else if (settings.roster) {
      std::string near;
      for (const auto& [folder, student] : roster)
        if (lower_case(folder) == lower_case(name) && !rows.at(folder).has_report) near = folder;
      notes.push_back(near.empty() ? "not in the roster" : fmt::format("not in the roster (is it '{}'?)", near));
    }
    if (!s.has_report) notes.push_back("no submission");
    if (report && report->result.build_failure) notes.push_back(first_line(report->result.build_failure->reason));

    apply_overrides(s, report ? &report->result : nullptr, settings.overrides);
    // A time that could not be read makes no one late; the sheet says so, for a person to look at.
    if (settings.late && report)
      for (const auto& note : report->result.notes)
        if (note.rfind(kHandInTimeUnknown, 0) == 0) notes.push_back(note);
    for (const auto& e : settings.extensions)
      if (settings.late && e.student == name)
        notes.push_back(fmt::format("deadline extended to {} ({})", utc_text(e.deadline), shown_where(e.where)));
    // The sheet's times are utc_text's; one that does not read back makes no one late.
    std::string unreadable;
    const auto at = parse_zoned_time(s.submitted_at, unreadable);
    if (settings.late && s.has_report && at)
      s.late_seconds = std::max<std::int64_t>(0, instant_of(*at) - deadline_of(settings, name));
    std::optional<double> total_override;
    for (const auto& o : settings.overrides)
      if (o.student == name && o.case_name.empty()) total_override = o.points;
    const double points = s.total;  // the raw points, case overrides' points in place of those cases'
    const CountedTotal counted = counted_total(points, settings.late, s.late_seconds, total_override);
    s.penalty_percent = counted.penalty_percent;
    if (s.late_seconds > 0) {
      notes.push_back(s.penalty_percent > 0
                          ? fmt::format("late {}: -{}%", lateness_text(s.late_seconds), points_text(s.penalty_percent))
                          : fmt::format("late {}", lateness_text(s.late_seconds)));
      // A grade that dropped a fifth with no word why would come back as a question: the student is told.
      s.comments.insert(s.comments.begin(), notes.back());
    }
    double before = counted.before_override;
    for (const auto& o : settings.overrides)
      if (o.student == name && o.case_name.empty()) {
        s.overrides.push_back(fmt::format("total: {} -> {} ({}: {}, {})", points_text(before), points_text(o.points),
                                          o.author, o.comment, shown_where(o.where)));
        before = o.points;
        s.comments.push_back(o.comment);
      }
    s.total = counted.total;
    for (const auto& note : notes) s.note += (s.note.empty() ? "" : "; ") + note;
    out.push_back(std::move(s));
  }
  // After the class, in the roster's order: no folder can be theirs yet, so nothing of theirs was graded.
  for (const RosterStudent* student : not_linked) {
    Standing s;
    s.id = student->id;
    s.name = student->name;
    s.email = student->email;
    s.max = class_max;
    s.note = kNotLinked;
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace harness
