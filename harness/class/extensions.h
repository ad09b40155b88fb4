#pragma once
// Per-student deadlines (--extensions FILE): a student granted more time is
// judged late against their own deadline, never the class's, and the sheet,
// the pages and batch's summary say the deadline was extended. The format:
// docs/instructor.md, "Extensions".
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "class/zoned_time.h"

namespace harness {

struct Extension {
  std::string student;
  std::int64_t deadline = 0;  ///< seconds since 1970-01-01T00:00:00Z
  std::string where;          ///< "extensions.yaml:2:8", for the errors and the record
  bool operator==(const Extension& o) const {
    return student == o.student && deadline == o.deadline && where == o.where;
  }
};

/// Reads the extensions file's `text`: a mapping under `extensions:` of a
/// student to their deadline, written as --deadline takes one ("2026-12-03
/// 23:59", "... Europe/Berlin"; without a zone, the class deadline's zone)
/// or "+N days": N calendar days after the class deadline, at its clock time
/// in its zone (so across a daylight-saving change still 23:59). Throws
/// harness::Error at path:line:column for anything else, a student named
/// twice, or a deadline before the class's.
std::vector<Extension> parse_extensions(const std::string& text, const std::string& path,
                                        const ZonedTime& class_deadline);

/// Each extension's student is one of `students` (the class folder's and the
/// roster's), or an error at its place with the nearest name: a misspelt name
/// would leave the student it meant judged by the class deadline, penalised
/// in the exports without a word.
void check_extensions(const std::vector<Extension>& extensions, const std::set<std::string>& students);

}  // namespace harness
