// Merging shards' OUT folders, from reports written by hand: no program runs.
// batch_test and cmd_batch_test merge the shards of a graded class.
#include "class/merge.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "class/grade_sheet.h"
#include "file_text.h"
#include "one_case_report.h"
#include "report/json.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

void write_report(const fs::path& path, int points) { write_one_case_report(path, points, 1); }

}  // namespace

TEST_CASE("merged shards are one folder of every report, with their sheet and pages", "[merge]") {
  TempDir temp("merge");
  write_report(temp.path / "part-1/amy.json", 1);
  write_report(temp.path / "part-2/bob.json", 0);
  const Merged merged = merge_shards({temp.path / "part-1", temp.path / "part-2"}, temp.path / "all");
  CHECK(merged.students == 2);
  CHECK(merged.sheet == temp.path / "all/grades.csv");
  CHECK(text_of(temp.path / "all/amy.json") == text_of(temp.path / "part-1/amy.json"));
  CHECK(text_of(temp.path / "all/bob.json") == text_of(temp.path / "part-2/bob.json"));
  CHECK(text_of(merged.sheet) == grade_sheet_csv(read_reports({temp.path / "part-1", temp.path / "part-2"})));
  CHECK_THAT(text_of(temp.path / "all/index.html"), Catch::Contains("students/bob.html"));

  // Into the first folder: its own reports stay as they are.
  const Merged in_place = merge_shards({temp.path / "part-1", temp.path / "part-2"}, temp.path / "part-1");
  CHECK(in_place.students == 2);
  CHECK(text_of(temp.path / "part-1/grades.csv") == text_of(merged.sheet));
}

TEST_CASE("a student graded differently in two shards stops the merge before anything is written", "[merge]") {
  TempDir temp("merge-conflict");
  write_report(temp.path / "part-1/amy.json", 1);
  write_report(temp.path / "part-2/amy.json", 0);
  CHECK_THROWS_AS(merge_shards({temp.path / "part-1", temp.path / "part-2"}, temp.path / "all"), Error);
  CHECK_FALSE(fs::exists(temp.path / "all"));
}
