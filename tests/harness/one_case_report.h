#pragma once
// A report as batch writes it, of one case named "one": the class tests'
// stand-in for a graded student, written without grading anything.
#include <filesystem>
#include <fstream>
#include <string>

#include "report/json.h"
#include "result/result.h"

/// `points` of `max_points` (AC when all of them, else WA) against the case
/// file at `case_path`, for the student named by the report's stem; written
/// to `path` (its folder made) and returned.
inline harness::GradeResult write_one_case_report(const std::filesystem::path& path, int points, int max_points,
                                                  const std::string& case_path = "cases/lesson.yaml") {
  harness::CaseResult c;
  c.name = "one";
  c.verdict = points == max_points ? harness::Verdict::AC : harness::Verdict::WA;
  c.points = points;
  c.max_points = max_points;
  harness::GradeResult result;
  result.submission = path.stem().string() + ".cpp";
  result.files.push_back({case_path, "", {c}});
  std::filesystem::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << harness::json_report_text(result);
  return result;
}
