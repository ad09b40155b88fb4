#include "class/roster.h"

#include <algorithm>
#include <cctype>

#include "base/error.h"
#include "base/spelling.h"
#include "class/csv.h"

namespace harness {
namespace {

constexpr const char* kRoles[] = {"folder", "id", "name", "email"};

// The headers each role is found under when --roster-columns does not say:
// ours, then GitHub Classroom's and Canvas's and Moodle's exports.
const std::map<std::string, std::vector<std::string>>& usual_headers() {
  static const std::map<std::string, std::vector<std::string>> headers = {
      {"folder", {"folder", "github_username", "github username", "username", "login"}},
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

Roster parse_roster(const std::string& text, const std::string& path, const RosterColumns& columns) {
  const auto rows = parse_csv(text, path);
  if (rows.empty()) fail({path}, "the roster is empty: expected a header line, then a line per student");
  const std::vector<std::string>& header = rows[0];
  std::map<std::string, std::size_t> at;  // role -> column
  for (const char* role : kRoles) {
    const auto given = columns.find(role);
    for (std::size_t c = 0; c < header.size(); ++c) {
      const std::string head = lower_case(without_blanks(header[c]));
      const bool match = given != columns.end()
                             ? head == lower_case(given->second)
                             : std::count(usual_headers().at(role).begin(), usual_headers().at(role).end(), head) > 0;
      if (match && !at.count(role)) at[role] = c;
    }
    if (given != columns.end() && !at.count(role))
      fail({path, 1, 0}, "no column '{}' for {} (--roster-columns)", given->second, role);
  }
  if (!at.count("folder"))
    fail({path, 1, 0}, "no folder column: name one 'folder' (or github_username, username, login), or say which with "
                       "--roster-columns folder=HEADER");
  Roster roster{path, {}};
  std::map<std::string, int> seen;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& row = rows[r];
    const int line = static_cast<int>(r) + 1;
    if (row.size() == 1 && without_blanks(row[0]).empty()) continue;  // a blank line
    RosterStudent student;
    student.line = line;
    const auto field = [&](const char* role) {
      const auto column = at.find(role);
      return column != at.end() && column->second < row.size() ? without_blanks(row[column->second]) : std::string();
    };
    student.folder = field("folder");
    student.id = field("id");
    student.name = field("name");
    student.email = field("email");
    for (std::size_t c = 0; c < header.size() && c < row.size(); ++c)
      student.fields[without_blanks(header[c])] = row[c];
    if (student.folder.empty())
      fail({path, line, 0}, "no folder for this student ('{}' is empty)", header[at["folder"]]);
    const auto [it, fresh] = seen.try_emplace(student.folder, line);
    if (!fresh) fail({path, line, 0}, "folder '{}' is also on line {}", student.folder, it->second);
    roster.students.push_back(std::move(student));
  }
  if (roster.students.empty())
    fail({path}, "the roster lists no student: expected a line per student after the header");
  return roster;
}

}  // namespace harness
