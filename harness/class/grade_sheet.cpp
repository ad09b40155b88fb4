#include "class/grade_sheet.h"

#include "class/fingerprint.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <optional>

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/printable.h"
#include "base/read_file.h"
#include "base/shared_folder.h"
#include "class/fingerprint.h"
#include "report/json.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// Columns in order of first appearance over the sorted students, so every
// student's cases appear even when the case files changed between runs.
template <class Key>
void add_column(std::vector<Key>& columns, const Key& key) {
  if (std::find(columns.begin(), columns.end(), key) == columns.end()) columns.push_back(key);
}

// Students name their own files, so every field is made printable before it
// is quoted: a spreadsheet or a terminal showing the sheet sees escapes.
std::string line_of(const std::vector<std::string>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i)
    out += (i ? "," : "") + csv_field(spreadsheet_safe(printable_line(fields[i])));
  return out + "\n";
}

// Student -> total, from a sheet's "student" and "total" columns.
std::map<std::string, std::string> totals_of(const std::string& csv, const std::string& path) {
  const auto rows = parse_csv(csv, path);
  if (rows.empty() || rows[0].size() < 2 || rows[0][0] != "student" || rows[0][1] != "total")
    fail({path, 1, 0}, "not a grade sheet: expected the columns 'student,total' first");
  std::map<std::string, std::string> totals;
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i].size() >= 2) totals[rows[i][0]] = rows[i][1];
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

bool is_report_file(const fs::path& path) {
  return path.extension() == ".json" && !path.stem().empty();
}

std::optional<GradeResult> read_report(const fs::path& path) {
  const auto text = read_file_if_readable(path);
  if (!text) return std::nullopt;
  return grade_result_from_json(*text);
}

std::vector<StudentReport> read_reports(const std::vector<fs::path>& dirs, std::vector<fs::path>* unreadable) {
  std::map<std::string, StudentReport> by_student;
  for (const auto& dir : dirs) {
    std::error_code error;
    if (!fs::is_directory(dir, error)) fail({dir.string()}, "no such folder of reports");
    std::vector<fs::path> paths;
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.is_regular_file() && is_report_file(entry.path())) paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& path : paths) {
      auto report = read_report(path);
      if (!report) {
        if (!unreadable) fail({path.string()}, "not a whole sudoku-grade JSON report");
        unreadable->push_back(path);
        continue;
      }
      const std::string student = path.stem().string();
      const auto [it, fresh] = by_student.try_emplace(student, StudentReport{student, path, *report});
      if (!fresh && !same_grading(it->second.result, *report))
        fail({path.string()}, "student '{}' is also in {}, with other verdicts or points", student,
             it->second.path.string());
    }
  }
  std::vector<StudentReport> out;
  for (auto& [student, report] : by_student) out.push_back(std::move(report));
  return out;
}

bool same_grading(const GradeResult& a, const GradeResult& b) {
  const auto grading = [](const GradeResult& r) {
    std::vector<std::tuple<std::string, std::string, Verdict, int, int>> cases;
    for (const auto& file : r.files)
      for (const auto& c : file.cases) cases.emplace_back(file.path, c.name, c.verdict, c.points, c.max_points);
    return cases;
  };
  return grading(a) == grading(b);
}

fs::path set_aside(const fs::path& report) {
  fs::path target = report.string() + ".set-aside";
  for (int n = 2; fs::exists(fs::symlink_status(target)); ++n) target = report.string() + ".set-aside-" + std::to_string(n);
  std::error_code error;
  fs::rename(report, target, error);
  if (error) throw WriteError({report.string()}, "cannot set it aside: " + error.message(), error.value());
  return target;
}

std::string grade_sheet_csv(const std::vector<StudentReport>& reports) {
  std::vector<std::string> files;
  std::vector<std::pair<std::string, std::string>> cases;
  for (const auto& r : reports) {
    for (const auto& file : r.result.files) add_column(files, file.path);
    for (const auto& file : r.result.files)
      for (const auto& c : file.cases) add_column(cases, {file.path, c.name});
  }
  const fs::path folder = shared_folder(files);
  std::vector<std::string> header = {"student", "total", "max"};
  for (const auto& file : files) header.push_back(relative_to(file, folder));
  for (const auto& [file, name] : cases) header.push_back(relative_to(file, folder) + ": " + name);
  std::string out = line_of(header);
  for (const auto& r : reports) {
    std::vector<std::string> row = {r.student, std::to_string(r.result.points()),
                                    std::to_string(r.result.max_points())};
    for (const auto& path : files) {
      std::string subtotal;
      for (const auto& file : r.result.files)
        if (file.path == path) subtotal = std::to_string(file.points());
      row.push_back(subtotal);
    }
    for (const auto& [path, name] : cases) {
      std::string verdict;
      for (const auto& file : r.result.files)
        for (const auto& c : file.cases)
          if (file.path == path && c.name == name) verdict = to_string(c.verdict);
      row.push_back(verdict);
    }
    out += line_of(row);
  }
  return out;
}

std::string spreadsheet_safe(const std::string& text) {
  // OWASP's CSV injection advice: a cell a spreadsheet would read as a
  // formula starts with a quote instead, which the spreadsheet shows as text.
  if (!text.empty() && std::string("=+-@\t\r").find(text.front()) != std::string::npos) return "'" + text;
  return text;
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char ch : text) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
  return out + "\"";
}

std::vector<std::vector<std::string>> parse_csv(const std::string& text, const std::string& path) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false, any = false;
  int line = 1, quote_line = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (quoted) {
      if (ch == '"' && i + 1 < text.size() && text[i + 1] == '"') field += '"', ++i;
      else if (ch == '"') quoted = false;
      else field += ch, line += ch == '\n';
      continue;
    }
    any = true;
    if (ch == '"') quoted = true, quote_line = line;
    else if (ch == ',') row.push_back(std::move(field)), field.clear();
    else if (ch == '\r') continue;
    else if (ch == '\n') {
      row.push_back(std::move(field));
      rows.push_back(std::move(row));
      field.clear(), row.clear(), any = false, ++line;
    } else field += ch;
  }
  if (quoted) fail({path, quote_line, 0}, "a quoted field is never closed");
  if (any) row.push_back(std::move(field)), rows.push_back(std::move(row));
  return rows;
}

std::string assignment_of(const GradeResult& result) {
  std::vector<std::string> paths;
  for (const auto& file : result.files) paths.push_back(file.path);
  return assignment_of(paths);
}

std::vector<const StudentReport*> reports_of_another_assignment(const std::vector<StudentReport>& reports,
                                                                const std::string& assignment) {
  std::vector<const StudentReport*> others;
  for (const auto& report : reports)
    if (assignment_of(report.result) != assignment) others.push_back(&report);
  return others;
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
    if (after.count(student) == 0)
      out += fmt::format("{}: not in this run (was {})\n", shown(student), shown(total));
  return out;
}

}  // namespace harness
