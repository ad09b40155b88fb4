#pragma once
// The one result model every report is made from (console, JSON, JUnit,
// Gradescope, grade sheets): what grading a submission found, case by case.
#include <chrono>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "cases/case.h"
#include "verdict/verdict.h"

namespace harness {

struct CaseResult {
  std::string name;
  Entry entry = Entry::Solve;
  Visibility visibility = Visibility::Visible;
  std::vector<std::string> tags;
  Verdict verdict = Verdict::JE;
  std::string reason;   ///< one line; empty for AC, unless a rerun decided it ("AC on the second run ...")
  std::string hint;     ///< a kind pointer at a classic bug, or empty
  std::string details;  ///< more lines: the grid drawn, a transcript diff, compiler output
  std::optional<GridPicture> picture;  ///< the grid `details` draws, as data (the HTML report's)
  int points = 0;
  int max_points = 0;
  std::chrono::milliseconds time{0};
  /// The CPU limit the case ran under (judge/time_allowance.h); 0 when it
  /// did not run, or in a report from before limits were shown.
  std::chrono::milliseconds limit{0};
  /// The case file's limit and how `limit` was made of it, "2 s (Racket gets 4x)" (run/time_allowance.h
  /// limit_basis); empty when it is the case file's own.
  std::string limit_basis;
  /// Reason, hint, details and picture removed for a student's eyes (report/redact.h).
  bool redacted = false;
};

struct FileResult {
  std::string path;  ///< the case file
  std::string title;
  std::vector<CaseResult> cases;
  int points() const;
  int max_points() const;
};

struct GradeResult {
  std::string submission;
  /// One line: the box the runs had, e.g. "off: no box (trusted code only)";
  /// empty when unknown (a report from before sandboxes), and then not shown.
  std::string sandbox;
  /// Why the submission gave no program (CE with the compiler's first
  /// errors, or JE when the harness could not build it): said once, for the
  /// whole submission, as no case's secret; every case is then "not run".
  std::optional<Judgement> build_failure;
  /// What the result was graded from (class/fingerprint.h), set by batch;
  /// empty for a single grade and for a report from before fingerprints.
  std::string fingerprint;
  /// What the dashboard shows it was graded with, each empty in a report from
  /// before it: the language's name as people say it ("C++", lang/language.h),
  /// set by grading; and, set by batch (class/fingerprint.h stamp_graded_with),
  /// so empty for a single grade, the harness's version, SHA-256 of the case
  /// files and when it was graded, UTC ("2026-12-02T13:45:07Z").
  std::string language;
  std::string harness_version;
  std::string cases_fingerprint;
  std::string graded_at;
  /// What the file rules decided about the submission (Prepared::notes): "graded
  /// main.py as the program; board.py, puzzles.py as its modules". Shown above the cases.
  std::vector<std::string> notes;
  /// When the submission was handed in (class/submission_time.h), set by
  /// batch: "2026-12-01T22:59:00Z", and what says so ("git commit 1a2b3c4d");
  /// empty for a single grade and for a report from before.
  std::string submitted_at;
  std::string submitted_from;
  std::vector<FileResult> files;
  int points() const;
  int max_points() const;
  bool all_accepted() const;
  /// A fault on the harness's side in some case (exit 2 after the report).
  bool has_judge_error() const;
};

/// The result of case `c` judged so: its name, entry, visibility, tags and the
/// points at stake, the judgement filed, the points won for AC alone. The
/// one place a Case becomes a CaseResult (grading, and batch's "no submission").
CaseResult case_result(const Case& c, Judgement judgement);

/// Every field equal (batch compares reports read back). A field added
/// above belongs in these too.
inline bool operator==(const CaseResult& a, const CaseResult& b) {
  const auto fields = [](const CaseResult& c) {
    return std::tie(c.name, c.entry, c.visibility, c.tags, c.verdict, c.reason, c.hint, c.details, c.picture, c.points,
                    c.max_points, c.time, c.limit, c.limit_basis, c.redacted);
  };
  return fields(a) == fields(b);
}
inline bool operator==(const FileResult& a, const FileResult& b) {
  return a.path == b.path && a.title == b.title && a.cases == b.cases;
}
inline bool operator==(const GradeResult& a, const GradeResult& b) {
  return a.submission == b.submission && a.sandbox == b.sandbox && a.build_failure == b.build_failure &&
         a.fingerprint == b.fingerprint && a.language == b.language && a.harness_version == b.harness_version &&
         a.cases_fingerprint == b.cases_fingerprint && a.graded_at == b.graded_at && a.notes == b.notes &&
         a.submitted_at == b.submitted_at && a.submitted_from == b.submitted_from && a.files == b.files;
}

}  // namespace harness
