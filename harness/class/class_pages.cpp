#include "class/class_pages.h"

#include "base/atomic_file.h"
#include "base/error.h"
#include "report/html.h"

namespace harness {
namespace fs = std::filesystem;

fs::path write_class_pages(const fs::path& out, const std::vector<StudentReport>& reports,
                           const std::vector<Standing>& standings) {
  std::error_code error;
  fs::create_directories(out / kStudentPagesFolder, error);
  if (error) fail({(out / kStudentPagesFolder).string()}, "cannot create the pages' folder: {}", error.message());
  std::vector<ClassMember> members;
  for (const auto& report : reports) {
    members.push_back({report.student, report.result});
    const Standing* standing = nullptr;
    for (const auto& s : standings)
      if (s.student == report.student) standing = &s;
    write_file_atomically((out / student_page_path(report.student)).string(),
                          student_page_html(report.student, report.result, {"../index.html", standing}));
  }
  const fs::path index = out / "index.html";
  write_file_atomically(index.string(), class_dashboard_html(members, standings));
  return index;
}

}  // namespace harness
