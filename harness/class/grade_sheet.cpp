#include "class/grade_sheet.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "base/error.h"
#include "base/printable.h"
#include "base/shared_folder.h"
#include "class/standings.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// Columns in order of first appearance over the sorted students, so every
// student's cases appear even when the case files changed between runs.
template <class Key>
void add_column(std::vector<Key>& columns, const Key& key) {
  if (std::find(columns.begin(), columns.end(), key) == columns.end()) columns.push_back(key);
}

// Student -> total, from a sheet's "student" and "total" columns.
std::map<std::string, std::string> totals_of(const std::string& csv, const std::string& path) {
  const auto rows = parse_csv(csv, path);
  if (rows.empty() || rows[0].size() < 2 || rows[0][0] != "student" || rows[0][1] != "total")
    fail({path, 1, 0}, "not a grade sheet: expected the columns 'student,total' first");
  std::map<std::string, std::string> totals;
  // A row with no student is a roster student not linked: no folder to follow from one run to the next.
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i].size() >= 2 && !rows[i][0].empty()) totals[rows[i][0]] = rows[i][1];
  return totals;
}

// " (+2)", or nothing when a total is not a number (a hand-edited sheet).
std::string change_of(const std::string& before, const std::string& after) {
  try {
    return fmt::format(" ({:+g})", std::stod(after) - std::stod(before));
  } catch (const std::exception&) {
    return "";
  }
}

}  // namespace

std::string grade_sheet_csv(const std::vector<StudentReport>& reports, const std::vector<Standing>& standings,
                            const ClassSettings& settings) {
  std::vector<std::string> files;
  std::vector<std::pair<std::string, std::string>> cases;
  for (const auto& r : reports) {
    for (const auto& file : r.result.files) add_column(files, file.path);
    for (const auto& file : r.result.files)
      for (const auto& c : file.cases) add_column(cases, {file.path, c.name});
  }
  const bool roster = settings.roster.has_value(), late = settings.late.has_value(),
             overridden = !settings.overrides.empty();
  const fs::path folder = shared_folder(files);
  std::vector<std::string> header = {"student", "total", "max"};
  if (roster) header.insert(header.end(), {"id", "name", "email"});
  if (late || overridden) header.push_back("autograder");  // beside the total that counts, never alone
  if (late) header.insert(header.end(), {"submitted", "late", "penalty"});
  if (overridden) header.push_back("override");
  header.push_back("note");
  for (const auto& file : files) header.push_back(relative_to(file, folder));
  for (const auto& [file, name] : cases) header.push_back(relative_to(file, folder) + ": " + name);
  std::string out = csv_line(header);
  std::map<std::string, const GradeResult*> result_of;
  for (const auto& r : reports) result_of[r.student] = &r.result;
  for (const auto& s : standings) {
    const auto found = result_of.find(s.student);
    const GradeResult* result = found == result_of.end() ? nullptr : found->second;
    std::vector<std::string> row = {s.student, points_text(s.total), std::to_string(s.max)};
    if (roster) row.insert(row.end(), {s.id, s.name, s.email});
    if (late || overridden) row.push_back(points_text(s.raw));
    if (late)
      row.insert(row.end(), {s.submitted_at, s.late_seconds > 0 ? lateness_text(s.late_seconds) : "",
                             s.penalty_percent > 0 ? points_text(s.penalty_percent) + "%" : ""});
    if (overridden) {
      std::string text;
      for (const auto& line : s.overrides) text += (text.empty() ? "" : "; ") + line;
      // The sheet is the instructor's: the one place an override's private note is shown.
      for (const auto& o : settings.overrides)
        if (o.student == s.student && !o.note.empty()) text += (text.empty() ? "" : "; ") + ("note: " + o.note);
      row.push_back(text);
    }
    row.push_back(s.note);
    for (const auto& path : files) {
      std::string subtotal;
      if (result)
        for (const auto& file : result->files)
          if (file.path == path) subtotal = std::to_string(file.points());
      row.push_back(subtotal);
    }
    for (const auto& [path, name] : cases) {
      std::string verdict;
      if (result)
        for (const auto& file : result->files)
          for (const auto& c : file.cases)
            if (file.path == path && c.name == name) verdict = to_string(c.verdict);
      row.push_back(verdict);
    }
    out += csv_line(row);
  }
  return out;
}

std::string grade_sheet_csv(const std::vector<StudentReport>& reports) {
  const ClassSettings none;
  return grade_sheet_csv(reports, standings_of(reports, none), none);
}

std::string total_changes(const std::string& previous_csv, const std::string& previous_path,
                          const std::string& current_csv) {
  const auto before = totals_of(previous_csv, previous_path);
  const auto after = totals_of(current_csv, "grades.csv");
  // Printed to the console, and the previous sheet may be anyone's: one line per student, escaped.
  const auto shown = [](const std::string& field) { return printable_line(field); };
  std::string out;
  for (const auto& [student, total] : after) {
    const auto old = before.find(student);
    if (old == before.end()) {
      out += fmt::format("{}: new, {}\n", shown(student), shown(total));
    } else if (old->second != total) {
      out += fmt::format("{}: {} -> {}{}\n", shown(student), shown(old->second), shown(total),
                         change_of(old->second, total));
    }
  }
  for (const auto& [student, total] : before)
    if (after.count(student) == 0) out += fmt::format("{}: not in this run (was {})\n", shown(student), shown(total));
  return out;
}

}  // namespace harness
