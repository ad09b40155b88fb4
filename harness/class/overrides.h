#pragma once
// An instructor's changes to the autograder's points (overrides.yaml): a
// case's points or a student's total, each with a comment and who made it.
// They are applied to the sheet and pages, never to the reports, which stay
// as the grader wrote them. The format: docs/instructor.md, "Overrides".
#include <set>
#include <string>
#include <vector>

#include "cases/case.h"

namespace harness {

struct Override {
  std::string student;
  std::string case_name;  ///< empty: the override is of the total
  std::string file;       ///< the case's file (its path as the reports give it); set by check_overrides
  double points = 0;      ///< the case's new points, or the new total
  std::string comment;    ///< for the student: the LMS feedback carries it
  std::string author;
  std::string where;  ///< "overrides.yaml:4:3", for the errors and the record
  std::string note;   ///< the instructor's own, optional: on the grade sheet only, never in a student's file
  bool operator==(const Override& o) const;
};

/// Reads overrides.yaml's `text`. Throws harness::Error at path:line:column
/// for anything but a list of {student, case or total, points (with case),
/// comment, author, and optionally note}.
std::vector<Override> parse_overrides(const std::string& text, const std::string& path);

/// Checks each override against the class: its student is one of
/// `students` and its case one of `files` (by name, or "FILE: NAME" when
/// two files share the name), with points from 0 to the case's; sets `file`.
/// Throws harness::Error at the override's place.
void check_overrides(std::vector<Override>& overrides, const std::set<std::string>& students,
                     const std::vector<CaseFile>& files);

}  // namespace harness
