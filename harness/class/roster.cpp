#include "class/roster.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "base/error.h"
#include "base/spelling.h"
#include "class/csv.h"

namespace harness {
namespace {

constexpr const char* kRoles[] = {"folder", "id", "name", "email"};

// The headers each role is found under when --roster-columns does not say,
// the first found taking it: ours, then GitHub Classroom's, Canvas's
// ("SIS Login ID", "Student") and Moodle's ("Username", "ID number",
// "Email address") exports.
const std::map<std::string, std::vector<std::string>>& usual_headers() {
  static const std::map<std::string, std::vector<std::string>> headers = {
      {"folder", {"folder", "github_username", "github username", "username", "login", "sis login id"}},
      {"id", {"id", "student id", "sis user id", "identifier", "id number"}},
      {"name", {"name", "student", "full name"}},
      {"email", {"email", "email address", "e-mail"}},
  };
  return headers;
}

std::string without_blanks(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

bool Roster::operator==(const Roster& o) const {
  const auto same = [](const RosterStudent& a, const RosterStudent& b) {
    return a.folder == b.folder && a.id == b.id && a.name == b.name && a.email == b.email && a.fields == b.fields &&
           a.line == b.line;
  };
  return path == o.path && std::equal(students.begin(), students.end(), o.students.begin(), o.students.end(), same);
}

RosterColumns parse_roster_columns(const std::string& spec) {
  RosterColumns columns;
  std::size_t start = 0;
  while (start <= spec.size()) {
    const std::size_t comma = std::min(spec.find(',', start), spec.size());
    const std::string pair = spec.substr(start, comma - start);
    const std::size_t equals = pair.find('=');
    const std::string role = equals == std::string::npos ? "" : without_blanks(pair.substr(0, equals));
    if (std::find(std::begin(kRoles), std::end(kRoles), role) == std::end(kRoles) ||
        without_blanks(pair.substr(equals + 1)).empty())
      fail({}, "--roster-columns '{}': expected ROLE=HEADER,... with ROLE one of folder, id, name, email", spec);
    columns[role] = without_blanks(pair.substr(equals + 1));
    start = comma + 1;
  }
  return columns;
}

namespace {

// Canvas's gradebook export, as its importer knows it: "Student" (or
// "LastName", "FirstName") then "ID", Canvas's own number for the user; the
// student's number is then its "SIS User ID".
bool canvas_header(const std::vector<std::string>& header) {
  const auto has = [&](std::size_t c, const char* text) {
    return c < header.size() && header[c].find(text) != std::string::npos;
  };
  return (has(0, "Student") && has(1, "ID")) || (has(0, "LastName") && has(1, "FirstName") && has(2, "ID"));
}

// The column holding `role`: the one --roster-columns names, else the first
// of the role's usual headers the header has.
std::optional<std::size_t> column_of(const std::vector<std::string>& header, const std::string& role,
                                     const RosterColumns& columns, bool canvas) {
  std::vector<std::string> wanted = usual_headers().at(role);
  if (const auto given = columns.find(role); given != columns.end()) wanted = {lower_case(given->second)};
  else if (canvas && role == "id") wanted.insert(wanted.begin(), "sis user id");
  for (const std::string& want : wanted)
    for (std::size_t c = 0; c < header.size(); ++c)
      if (lower_case(without_blanks(header[c])) == want) return c;
  return std::nullopt;
}

// A name from a "First name" and a "Last name" column (Moodle's
// participants, Canvas's "LastName", "FirstName" layout), when no column
// holds the whole name.
std::pair<std::optional<std::size_t>, std::optional<std::size_t>> name_parts(const std::vector<std::string>& header) {
  std::optional<std::size_t> first, last;
  for (std::size_t c = 0; c < header.size(); ++c) {
    const std::string head = lower_case(without_blanks(header[c]));
    if (!first && (head == "first name" || head == "firstname")) first = c;
    if (!last && (head == "last name" || head == "lastname" || head == "surname")) last = c;
  }
  return {first, last};
}

// Rows an export carries that are no student: blank ones (a spreadsheet's
// ";;;;"), Canvas's "Points Possible" row and its row of "Manual Posting"
// (or "Muted") marks, and Canvas's Student View student, "Student, Test".
bool no_student(const std::vector<std::string>& row, bool canvas) {
  if (!row.empty() && without_blanks(row[0]) == "Points Possible") return true;
  if (canvas && !row.empty() && without_blanks(row[0]) == "Student, Test") return true;
  for (const auto& field : row) {
    const std::string text = lower_case(without_blanks(field));
    if (!text.empty() && text != "muted" && text.rfind("manual posting", 0) != 0) return false;
  }
  return true;
}

}  // namespace

Roster parse_roster(const std::string& text, const std::string& path, const RosterColumns& columns) {
  const auto rows = parse_csv_rows(text, path);
  if (rows.empty()) fail({path}, "the roster is empty: expected a header line, then a line per student");
  const std::vector<std::string>& header = rows[0].fields;
  const bool canvas = canvas_header(header);
  std::map<std::string, std::size_t> at;  // role -> column
  for (const char* role : kRoles) {
    if (const auto column = column_of(header, role, columns, canvas)) at[role] = *column;
    else if (const auto given = columns.find(role); given != columns.end())
      fail({path, rows[0].line, 0}, "no column '{}' for {} (--roster-columns)", given->second, role);
  }
  if (!at.count("folder"))
    fail({path, rows[0].line, 0},
         "no folder column: name one 'folder' (or github_username, username, login, SIS Login ID), or say which "
         "with --roster-columns folder=HEADER");
  const auto [first_name, last_name] = name_parts(header);
  Roster roster{path, {}};
  std::map<std::string, int> seen;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& row = rows[r].fields;
    if (no_student(row, canvas)) continue;
    RosterStudent student;
    student.line = rows[r].line;
    const auto cell = [&](std::optional<std::size_t> column) {
      return column && *column < row.size() ? without_blanks(row[*column]) : std::string();
    };
    const auto field = [&](const char* role) {
      const auto column = at.find(role);
      return cell(column == at.end() ? std::nullopt : std::optional<std::size_t>(column->second));
    };
    student.folder = field("folder");
    student.id = field("id");
    student.name = field("name");
    if (student.name.empty() && !at.count("name"))
      student.name = without_blanks(cell(first_name) + " " + cell(last_name));
    student.email = field("email");
    for (std::size_t c = 0; c < header.size() && c < row.size(); ++c)
      student.fields[without_blanks(header[c])] = row[c];
    // No folder: on the roster, but not linked to anything handed in yet (GitHub Classroom's row of a
    // student who has not joined). The record shows them as "not linked".
    if (!student.folder.empty()) {
      const auto [it, fresh] = seen.try_emplace(student.folder, student.line);
      if (!fresh) fail({path, student.line, 0}, "folder '{}' is also on line {}", student.folder, it->second);
    }
    roster.students.push_back(std::move(student));
  }
  if (roster.students.empty())
    fail({path}, "the roster lists no student: expected a line per student after the header");
  return roster;
}

}  // namespace harness
