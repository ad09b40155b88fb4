#pragma once
// The class's web pages, written beside the grade sheet: OUT/index.html (the
// dashboard) and OUT/students/<page>.html (one per student), made from the
// same per-student reports as grades.csv (report/html.h), so a resumed,
// sharded or merged run writes the same pages as one run in one go. The
// pages are the instructor's: hidden cases are shown in full, as in the
// reports batch keeps.
#include <filesystem>
#include <vector>

#include "class/student_reports.h"
#include "report/standing.h"

namespace harness {

/// Writes every page (each one whole, base/atomic_file.h) and returns the
/// dashboard's path. Throws harness::Fault when a page cannot be written.
/// With `standings` (standings.h), the pages show the class record too.
std::filesystem::path write_class_pages(const std::filesystem::path& out, const std::vector<StudentReport>& reports,
                                        const std::vector<Standing>& standings = {});

}  // namespace harness
