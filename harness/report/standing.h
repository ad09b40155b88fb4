#pragma once
// A student's place in the class record: the autograder's points beside the
// total that counts (after a late penalty and an instructor's overrides),
// who the student is on the roster, and why a row says what it says. Made by
// class/standings.h; shown by the grade sheet, the exports and the pages.
#include <cstdint>
#include <string>
#include <vector>

namespace harness {

struct Standing {
  std::string student;      ///< the class folder's entry (the report's name), or a roster folder
  bool has_report = false;  ///< false: on the roster, no submission
  // From the roster, when there is one.
  std::string id, name, email;
  double raw = 0;    ///< the autograder's points
  double total = 0;  ///< the points that count
  int max = 0;
  std::string submitted_at;  ///< "2026-12-01T22:59:00Z", or empty
  std::string submitted_from;
  std::int64_t late_seconds = 0;  ///< > 0: handed in this long after the deadline
  double penalty_percent = 0;     ///< taken off for lateness
  /// One line per override applied: "case 'easy': 0 -> 1 (ann: checked by hand, overrides.yaml:4:3)".
  std::vector<std::string> overrides;
  /// What the student is told in the LMS's feedback: the lateness and its
  /// penalty ("late 1d 2h: -10%"), then the applied overrides' comments.
  /// Never an override's private note, author or file position.
  std::vector<std::string> comments;
  /// Why the row is as it is, "" when it needs no word: "no submission",
  /// "not in the roster", "late 1d 2h: -10%", the reason nothing was graded.
  std::string note;
};

/// "12", "12.5", "12.33": points to at most two decimals, no trailing zeros.
std::string points_text(double points);

/// "1d 2h", "3h 5m", "40s": a lateness, rounded down to what it says.
std::string lateness_text(std::int64_t seconds);

}  // namespace harness
