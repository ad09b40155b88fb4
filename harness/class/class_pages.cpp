#include "class/class_pages.h"

#include <map>

#include "base/atomic_file.h"
#include "base/error.h"
#include "report/html.h"

namespace harness {
namespace fs = std::filesystem;

fs::path write_class_pages(const fs::path& out, const std::vector<StudentReport>& reports,
                           const std::vector<Standing>& standings) {
  std::error_code error;
  fs::create_directories(out / kStudentPagesFolder, error);
  if (error) fault({(out / kStudentPagesFolder).string()}, "cannot create the pages' folder: {}", error.message());
  std::vector<ClassMember> members;
  std::map<std::string, const Standing*> standing_of;
  for (const auto& s : standings) standing_of[s.student] = &s;
  for (const auto& report : reports) {
    members.push_back({report.student, report.result});
    const auto found = standing_of.find(report.student);
    const Standing* standing = found == standing_of.end() ? nullptr : found->second;
    write_file_atomically((out / student_page_path(report.student)).string(),
                          student_page_html(report.student, report.result, {"../index.html", standing}));
  }
  const fs::path index = out / "index.html";
  // The similarity check's pages, when `similar --out OUT` wrote them, are linked.
  const bool similarity = fs::is_regular_file(out / kSimilarityFolder / "index.html", error);
  write_file_atomically(index.string(), class_dashboard_html(members, standings, similarity));
  return index;
}

}  // namespace harness
