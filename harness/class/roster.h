#pragma once
// A class's roster (--roster FILE.csv): who is enrolled, keyed by the folder
// each hands in. The columns are found by name: docs/instructor.md, "A roster".
#include <map>
#include <string>
#include <vector>

namespace harness {

struct RosterStudent {
  /// The class folder's entry: a file's stem, a folder's name; "" for a
  /// student not linked yet (GitHub Classroom's row without a username).
  std::string folder;
  std::string id;
  std::string name;
  std::string email;
  /// Every column of the row by its header, so an export can give an LMS its
  /// own columns back (Canvas's "ID", "SIS Login ID", "Section").
  std::map<std::string, std::string> fields;
  int line = 0;  ///< in the roster file
};

struct Roster {
  std::string path;
  std::vector<RosterStudent> students;  ///< in the file's order
  bool operator==(const Roster& o) const;
};

/// Which column holds what: "folder=github_username,id=SIS User ID" (from
/// --roster-columns); a role not given is found by its usual headers.
using RosterColumns = std::map<std::string, std::string>;

/// Throws harness::Error for a spec that is not ROLE=HEADER,... with roles of folder, id, name, email.
RosterColumns parse_roster_columns(const std::string& spec);

/// Reads a roster from CSV `text` (read from `path`, for the errors) as an
/// LMS or a spreadsheet exports it (csv.h's parse_csv: a BOM, ';' or tab).
/// Rows that are no student are left out (Canvas's "Points Possible"); a row
/// with an empty folder is a student not linked. Throws harness::Error at
/// path:line for no folder column, a folder twice, or no student at all.
Roster parse_roster(const std::string& text, const std::string& path, const RosterColumns& columns);

}  // namespace harness
