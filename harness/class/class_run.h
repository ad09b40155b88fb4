#pragma once
// A class graded whole, as `batch` does it: the students of a folder (a
// shard of them), OUT checked to be this assignment's, every student graded
// (batch.h), then the grade sheet and the class pages rebuilt from every
// report in OUT, and the totals compared with an earlier sheet. The command
// parses, calls run_class, and prints what came of it.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cases/case.h"
#include "class/batch.h"
#include "class/class_settings.h"
#include "report/standing.h"

namespace harness {

struct ClassRequest {
  std::filesystem::path dir;    ///< the folder of submissions, a student per entry
  std::vector<CaseFile> files;  ///< the assignment
  std::optional<Shard> shard;   ///< only this part of the students
  /// Only these students (batch --only), graded again whatever their reports
  /// say; the others' reports are kept as they are. Each must be an entry of `dir`.
  std::vector<std::string> only;
  /// The roster, deadline, overrides and LMS title; the overrides are
  /// checked against the class and the case files before any grading.
  ClassSettings settings;
  /// Files of the class folder that are the class's own, no student
  /// (the roster, overrides.yaml); --out is never one either.
  std::vector<std::filesystem::path> class_files;
  /// A previous grades.csv to compare the totals with; empty: the sheet OUT
  /// held before this run, when it is of the same assignment.
  std::filesystem::path compare;
  /// out, workers, the grading, the fingerprint, regrade_all (which also
  /// lets OUT hold another assignment's reports), stop and on_progress.
  BatchOptions batch;
  /// Told each entry of `dir` that is no submission (it is graded as
  /// nothing to grade, a row of its own), before any student is graded.
  std::function<void(const Student&)> on_no_submission;
  /// Told each report of OUT that could not be read, once it is set aside
  /// (grade_sheet.h set_aside): its path, where it went, and whether this
  /// run grades its student again (not when another shard has them).
  std::function<void(const std::filesystem::path&, const std::filesystem::path&, bool)> on_set_aside;
  /// Told once the students are graded, before the sheet is written (which
  /// a full disk may refuse too).
  std::function<void(const BatchOutcome&)> on_graded;
};

struct ClassRun {
  BatchOutcome batch;
  /// Reports in OUT of another assignment, left out of the sheet and pages.
  std::size_t other_assignment = 0;
  std::filesystem::path sheet;      ///< OUT/grades.csv
  std::filesystem::path dashboard;  ///< OUT/index.html; empty when not written
  /// Why the sheet or a page could not be written (a full disk); empty when
  /// both were. The students' reports are kept whatever it says.
  std::string write_error;
  /// Whether OUT got the LMS exports: not for a shard (class_record.h RecordOf).
  bool exports = true;
  int judge_errors = 0;             ///< students whose report holds a JE case
  std::string sheet_text;           ///< the sheet, written or not
  std::vector<Standing> standings;  ///< the sheet's rows
  /// The sheet to compare it with (grade_sheet.h total_changes): `compare`'s,
  /// else the one OUT held before, when of this assignment; "" for none.
  std::string previous_sheet;
};

/// Grades the class of `request`. Throws harness::Error, before any student
/// is graded, when `dir` is no folder of submissions or holds none, `only`
/// names no entry of it, an override names no student or case of the class, `compare` cannot be
/// read, or OUT holds another assignment's reports without regrade_all.
ClassRun run_class(ClassRequest request);

}  // namespace harness
