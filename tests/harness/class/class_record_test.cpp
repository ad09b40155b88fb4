// The class record written again after `similar` put its pages in OUT: the
// dashboard gains the link and nothing else changes; an OUT that batch must
// see to first (an unreadable report, no record at all) is left as it is.
#include "class/class_record.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "file_text.h"
#include "one_case_report.h"
#include "report/html.h"
#include "report/json.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

StudentReport report_of(const fs::path& out, const std::string& student, int points) {
  const fs::path path = out / (student + ".json");
  return {student, path, write_one_case_report(path, points, 7)};
}

}  // namespace

TEST_CASE("the class pages written again link the similarity check, the sheet untouched", "[class_record]") {
  TempDir temp("class-record");
  const fs::path out = temp.path;
  const std::vector<StudentReport> reports = {report_of(out, "ana", 7), report_of(out, "ben", 3)};
  ClassRecord record;
  write_class_record(out, reports, ClassSettings{}, record);
  const std::string sheet = text_of(out / "grades.csv"), before = text_of(out / "index.html");
  CHECK_THAT(before, !Catch::Contains("Similarity check"));
  fs::create_directories(out / kSimilarityFolder);
  std::ofstream(out / kSimilarityFolder / "index.html") << "pages";
  CHECK(rewrite_class_pages(out));
  const std::string after = text_of(out / "index.html");
  CHECK_THAT(after, Catch::Contains("href=\"similarity/index.html\""));
  CHECK(text_of(out / "grades.csv") == sheet);
  // The link is all that changed.
  const std::string link_line = after.substr(after.find("<p class=\"summary similarity\">"));
  CHECK(after.size() - before.size() == link_line.substr(0, link_line.find('\n') + 1).size());
}

TEST_CASE("an OUT with an unreadable report or no record is not written", "[class_record]") {
  TempDir temp("class-record-torn");
  const fs::path out = temp.path;
  CHECK(!rewrite_class_pages(out));
  CHECK(!fs::exists(out / "index.html"));
  const std::vector<StudentReport> reports = {report_of(out, "ana", 7)};
  ClassRecord record;
  write_class_record(out, reports, ClassSettings{}, record);
  std::ofstream(out / "bob.json") << "{ torn";
  fs::create_directories(out / kSimilarityFolder);
  std::ofstream(out / kSimilarityFolder / "index.html") << "pages";
  const std::string before = text_of(out / "index.html");
  CHECK(!rewrite_class_pages(out));
  CHECK(text_of(out / "index.html") == before);
}
