#pragma once
/// The HTML report: a student's page and the class dashboard. Each page stands alone
/// (inline CSS, one inline script that sorts its tables, nothing fetched, a
/// Content-Security-Policy allowing that script by its hash and forbidding any other
/// and any fetch), fits a 390 px screen, and all student text goes through html_escaped.
/// What the pages show: docs/instructor.md, "The class dashboard".
#include <string>
#include <vector>

#include "report/class_summary.h"
#include "report/standing.h"
#include "result/result.h"

namespace harness {

struct StudentPageOptions {
  /// A link back to the dashboard ("../index.html"), or empty for none.
  std::string dashboard_link;
  /// The student's place in the class record (a roster's name, lateness,
  /// overrides): the total shown is then the one that counts, the
  /// autograder's beside it; none for a single grade.
  const Standing* standing = nullptr;
};

/// The page of `student` (the heading: a name, or a submission's path).
std::string student_page_html(const std::string& student, const GradeResult& grade, const StudentPageOptions& options);

/// The folder of the students' pages, relative to the dashboard.
constexpr const char* kStudentPagesFolder = "students";

/// A student's page relative to the dashboard's folder, as a file path:
/// "students/" + page_file_stem(student) + ".html".
std::string student_page_path(const std::string& student);

/// The class dashboard over `members` (shown in their order), its header made
/// from what the reports recorded (class_summary.h graded_with): the same
/// reports give the same bytes. With `standings` (one per member, and one
/// per roster student with no report), the students' table is theirs: the
/// total that counts, the autograder's beside it when they differ, a note;
/// and every score (the histogram, mean, median, the score column) is of the
/// total that counts (class_summary.h counted_percent).
/// With `similarity_report`, its header links the similarity check's pages
/// (kSimilarityFolder/index.html, written by `sudoku-grade similar`).
std::string class_dashboard_html(const std::vector<ClassMember>& members, const std::vector<Standing>& standings = {},
                                 bool similarity_report = false);

/// Where `sudoku-grade similar --out OUT` writes its pages, in OUT.
constexpr const char* kSimilarityFolder = "similarity";

/// A whole page in the reports' dress: the style, the policy, the sorting
/// script (for a table made by sortable_table). `body` is HTML already escaped.
std::string report_page(const std::string& title, const std::string& body);

/// A table whose header sorts it when clicked, in a box that scrolls
/// sideways on a narrow screen. `kind` is its class; a header cell with class
/// "num" sorts numerically.
std::string sortable_table(const char* kind, const std::string& head, const std::string& rows);

}  // namespace harness
