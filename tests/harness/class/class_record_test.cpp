// The class record written again after `similar` put its pages in OUT: the
// dashboard gains the link and nothing else changes; an OUT that batch must
// see to first (an unreadable report, no record at all) is left as it is.
#include "class/class_record.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <utility>

#include <fmt/format.h>

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

// The text of the dashboard's row of `student`, up to the row's end.
std::string row_of(const std::string& dashboard, const std::string& student) {
  const std::size_t at = dashboard.find("<tr class=\"student\" data-student=\"" + student + "\"");
  REQUIRE(at != std::string::npos);
  return dashboard.substr(at, dashboard.find("</tr>", at) - at);
}

}  // namespace

TEST_CASE("the dashboard's histogram, mean, median and scores, the pages and the sheet count the same total",
          "[class_record]") {
  TempDir temp("class-record-counted");
  const fs::path out = temp.path;
  // ann 7/7 on time; eve 7/7 two days late at 10% a day (5.6 counts, 80%);
  // jon 0/7 with a total override of 3.5 (50%). The autograder's scores
  // would be 100%, 100% and 0%: mean 67%, median 100%.
  std::vector<StudentReport> reports = {report_of(out, "ann", 7), report_of(out, "eve", 7), report_of(out, "jon", 0)};
  for (auto& r : reports) r.result.submitted_at = r.student == "eve" ? "2026-12-03T10:00:00Z" : "2026-12-01T20:00:00Z";
  ClassSettings settings;
  settings.late = LatePolicy{1796169540, 10, 100};  // 2026-12-01T23:59:00Z
  settings.overrides = {{"jon", "", "", 3.5, "regrade request 4", "ann", "/course/overrides.yaml:1:3"}};
  ClassRecord record;
  write_class_record(out, reports, settings, record);

  const std::string dashboard = text_of(out / "index.html");
  CHECK_THAT(dashboard, Catch::Contains("3 students</strong>, 2 with every case accepted; mean score 77%, median 80%"));
  for (const auto& [band, count] : std::vector<std::pair<int, int>>{{0, 0}, {5, 1}, {8, 1}, {10, 1}}) {
    INFO("band " << band);
    CHECK_THAT(dashboard, Catch::Contains(fmt::format("data-band=\"{}\" data-count=\"{}\"", band, count)));
  }
  // The points that count, the autograder's beside them marked as such, and the score of what counts.
  CHECK_THAT(row_of(dashboard, "eve"), Catch::Contains(">5.6/7 <span class=\"summary autograder\">(autograder: 7/7)"
                                                       "</span></td><td class=\"num\" data-sort=\"80.000\">80%</td>"));
  CHECK_THAT(row_of(dashboard, "jon"), Catch::Contains(">3.5/7 <span class=\"summary autograder\">(autograder: 0/7)"
                                                       "</span></td><td class=\"num\" data-sort=\"50.000\">50%</td>"));
  CHECK_THAT(row_of(dashboard, "ann"), Catch::Contains(">7/7</td><td class=\"num\" data-sort=\"100.000\">100%</td>"));

  // A student's page: what counts in bold, the autograder's beside it, never in bold.
  const std::string eve = text_of(out / "students/eve.html");
  CHECK_THAT(eve, Catch::Contains("<strong>5.6/7 points</strong> <span class=\"summary autograder\">(autograder: "
                                  "7/7)</span>, 1 of 1 case accepted"));
  CHECK_THAT(eve, !Catch::Contains("<strong>7/7"));
  CHECK_THAT(text_of(out / "students/jon.html"), Catch::Contains("<strong>3.5/7 points</strong>"));
  CHECK_THAT(text_of(out / "students/ann.html"), Catch::Contains("<strong>7/7 points</strong>, 1 of 1"));

  // The sheet: the same totals, the autograder's in a column named so.
  const std::string sheet = text_of(out / "grades.csv");
  CHECK(sheet.substr(0, sheet.find('\n')).rfind("student,total,max,autograder,submitted,late,penalty,override,", 0) ==
        0);
  CHECK_THAT(sheet, Catch::Contains("\neve,5.6,7,7,2026-12-03T10:00:00Z,1d 10h,20%,"));
  CHECK_THAT(sheet, Catch::Contains("\njon,3.5,7,0,"));
}

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
