#pragma once
// The HTML report: a page per student (`grade --html FILE`, and
// OUT/students/<page>.html from batch) and the class dashboard
// (OUT/index.html). Each page stands alone: inline CSS, no script, no image,
// font or anything else to fetch, and a Content-Security-Policy that forbids
// all of it, so the pages open from a folder, a zip or a mail, offline, and
// if some text ever did slip through as markup it could neither run nor call
// out. Everything from a student (their name) or their program (a reason,
// the details) goes through report/html_text.h's html_escaped.
//
// A student's page: the submission, the box, the total; the build failure
// once, when it did not build; a table of every case (file, case, entry,
// verdict, points, time); then each case not accepted: its verdict, reason,
// hint, and the grid as a table (report/html_grid.h: givens, the program's
// digits, the marked cells, and a legend) when the verdict is about a grid,
// else its details (a screen diff, a traceback) in a <pre>. A redacted case
// (report/redact.h) shows its verdict and says its reason is not shown; a
// page with a hidden case not redacted (batch's, grade --show-hidden) says
// at its top that it is the instructor's copy.
//
// The dashboard: the class's totals, a histogram of the scores (inline SVG,
// one <rect class="bar"> per band of class_summary.h), the cases worst first
// with their pass rates and verdicts, the verdict mix, and a row per
// student linking to their page.
#include <string>
#include <vector>

#include "judge/result.h"
#include "report/class_summary.h"

namespace harness {

struct StudentPageOptions {
  /// A link back to the dashboard ("../index.html"), or empty for none.
  std::string dashboard_link;
};

/// The page of `student` (the heading: a name, or a submission's path).
std::string student_page_html(const std::string& student, const GradeResult& grade,
                              const StudentPageOptions& options);

/// The folder of the students' pages, relative to the dashboard.
constexpr const char* kStudentPagesFolder = "students";

/// A student's page relative to the dashboard's folder, as a file path:
/// "students/" + page_file_stem(student) + ".html".
std::string student_page_path(const std::string& student);

/// The class dashboard over `members` (shown in their order).
std::string class_dashboard_html(const std::vector<ClassMember>& members);

}  // namespace harness
