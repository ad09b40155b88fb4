#include "class/lms_export.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <vector>

#include "class/csv.h"

namespace harness {
namespace {

// The roster's students in its order, each with their standing.
template <class Row>
std::string rows_of(const std::vector<Standing>& standings, const ClassSettings& settings, Row row) {
  std::map<std::string, const Standing*> by_student;
  std::vector<const Standing*> not_linked;  // the roster's students with no folder, in its order (standings.h)
  for (const auto& s : standings) {
    if (s.student.empty()) not_linked.push_back(&s);
    else by_student[s.student] = &s;
  }
  std::string out;
  if (!settings.roster) return out;
  std::size_t next_not_linked = 0;
  for (const auto& student : settings.roster->students) {
    if (student.folder.empty()) {
      if (next_not_linked < not_linked.size()) out += csv_line(row(student, *not_linked[next_not_linked++]));
      continue;
    }
    const auto found = by_student.find(student.folder);
    if (found != by_student.end()) out += csv_line(row(student, *found->second));
  }
  return out;
}

std::string field_or(const RosterStudent& student, const char* header, const std::string& otherwise) {
  const auto found = student.fields.find(header);
  return found == student.fields.end() ? otherwise : found->second;
}

int class_max(const std::vector<Standing>& standings) {
  int max = 0;
  for (const auto& s : standings) max = std::max(max, s.max);
  return max;
}

}  // namespace

std::string canvas_csv(const std::vector<Standing>& standings, const ClassSettings& settings) {
  std::string out = csv_line({"Student", "ID", "SIS User ID", "SIS Login ID", "Section", settings.lms_title});
  out += csv_line({"Points Possible", "", "", "", "", std::to_string(class_max(standings))});
  return out + rows_of(standings, settings, [](const RosterStudent& student, const Standing& s) {
           // A roster exported from Canvas has its own ID column, which is then the roster's id too.
           const bool canvas_roster = student.fields.count("ID") > 0;
           return std::vector<std::string>{s.name,
                                           field_or(student, "ID", ""),
                                           field_or(student, "SIS User ID", canvas_roster ? "" : s.id),
                                           field_or(student, "SIS Login ID", ""),
                                           field_or(student, "Section", ""),
                                           points_text(s.total)};
         });
}

std::string moodle_csv(const std::vector<Standing>& standings, const ClassSettings& settings) {
  const int max = class_max(standings);
  const double lms_max = settings.lms_max;
  std::string out = csv_line({"ID number", "Email address", "Full name",
                              settings.lms_title + " (out of " + points_text(lms_max) + ")", "Feedback"});
  return out + rows_of(standings, settings, [&](const RosterStudent&, const Standing& s) {
           // A total over the maximum (a bonus by override) would make Moodle refuse every row.
           const double scaled = max > 0 ? std::min(lms_max, s.total * lms_max / max) : 0;
           std::string feedback;
           for (const auto& comment : s.comments) feedback += (feedback.empty() ? "" : "; ") + comment;
           return std::vector<std::string>{s.id, s.email, s.name, points_text(scaled), feedback};
         });
}

std::string default_lms_title(const std::vector<CaseFile>& files) {
  if (files.size() != 1) return "Sudoku";
  const CaseFile& file = files.front();
  return file.title.empty() ? std::filesystem::path(file.path).filename().string() : file.title;
}

}  // namespace harness
