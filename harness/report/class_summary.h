#pragma once
// What a class's results say as a whole, for the dashboard (report/html.h):
// how the scores spread, which cases the class fails most, which verdicts it
// gets. Pure: from the students' results to numbers, tested as tables.
#include <array>
#include <string>
#include <vector>

#include "report/standing.h"
#include "result/result.h"

namespace harness {

/// One student's result, as batch keeps it (OUT/<student>.json).
struct ClassMember {
  std::string student;
  GradeResult result;
};

inline constexpr std::size_t kVerdictCount = std::size(kVerdicts);
/// Score bands of the histogram: 0-9%, 10-19%, ..., 90-99%, and 100% alone,
/// so "everything passed" is never lumped with "almost".
inline constexpr std::size_t kScoreBands = 11;

/// One case across the class.
struct CaseRate {
  std::string file;        ///< the case file's path, as the reports give it
  std::string file_shown;  ///< the same, relative to the folder every case file shares
  std::string name;
  Visibility visibility = Visibility::Visible;
  int passed = 0;                             ///< students with AC
  int graded = 0;                             ///< students whose report has the case
  std::array<int, kVerdictCount> verdicts{};  ///< students per verdict, in kVerdicts' order
};

struct ClassSummary {
  int students = 0;
  int fully_accepted = 0;                ///< students with every case AC
  double mean_percent = 0;               ///< of the scores that count (counted_percent)
  double median_percent = 0;             ///< the same
  std::array<int, kScoreBands> bands{};  ///< students per band of the score that counts
  /// Worst first: the lowest pass rate, ties in the order the reports list
  /// the cases (a case file's order, then the next file's).
  std::vector<CaseRate> cases;
  std::array<int, kVerdictCount> verdicts{};  ///< every case of every student, per verdict
};

/// A result's score in percent of its points (points * 100 / max, as a
/// real); by cases accepted when no case carries points; 0 for no cases.
double score_percent(const GradeResult& result);

/// A student's score as the class record counts it: the standing's total
/// (class/standings.h counted_total: after a late penalty and overrides) in
/// percent of its max; without a standing, or with no points to count, the
/// autograder's (score_percent). The one score the dashboard shows.
double counted_percent(const GradeResult& result, const Standing* standing);

/// The band of a score: 10 for 100%, else the tens digit (9 for 99.9%).
int score_band(double percent);

/// `paths` relative to the folder they all share: {"/c/a.yaml", "/c/x/b.yaml"}
/// gives {"a.yaml", "x/b.yaml"}; one path gives its file name.
std::vector<std::string> shared_folder_relative(const std::vector<std::string>& paths);

/// With `standings` (the class record's, class/standings.h), each member's
/// score is counted_percent of theirs; without, the autograder's.
ClassSummary summarize_class(const std::vector<ClassMember>& members, const std::vector<Standing>& standings = {});

/// What a class's reports say they were graded with and when: the
/// dashboard's header. Made from the reports alone, so a merged or resumed
/// run shows what one run in one go would.
struct GradedWith {
  std::string first;                            ///< the oldest graded_at; empty when no report has one
  std::string last;                             ///< the newest
  int undated = 0;                              ///< reports without graded_at (from before it was recorded)
  std::vector<std::string> harness_versions;    ///< distinct, sorted; none recorded: empty
  std::vector<std::string> cases_fingerprints;  ///< distinct, sorted; two or more: the reports disagree
  std::vector<std::string> case_files;          ///< every case file, shared_folder_relative, in the reports' order
};

GradedWith graded_with(const std::vector<ClassMember>& members);

}  // namespace harness
