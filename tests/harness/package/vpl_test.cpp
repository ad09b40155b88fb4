// Moodle VPL's execution files as made from their template: the words
// filled in, and the cases' here-document ending where it should.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>

#include "package/vpl.h"

namespace fs = std::filesystem;
using harness::vpl_script;

namespace {

const std::string kTemplate = "mode=@MODE@\n"
                              "name=@CASE_NAME@\n"
                              "cat > x <<'@DELIMITER@'\n"
                              "@CASES@\n"
                              "@DELIMITER@\n";

}  // namespace

TEST_CASE("vpl_script fills the template's words", "[package_vpl]") {
  CHECK(vpl_script(kTemplate, "evaluate", "lesson.yaml", "title: t\ncases: []\n") == "mode=evaluate\n"
                                                                                     "name='lesson.yaml'\n"
                                                                                     "cat > x <<'SUDOKU_GRADE_CASES'\n"
                                                                                     "title: t\ncases: []\n"
                                                                                     "SUDOKU_GRADE_CASES\n");
  // A text without its last line end gets one; a name with a quote stays one shell word.
  CHECK(vpl_script(kTemplate, "run", "it's.yaml", "title: t") == "mode=run\n"
                                                                 "name='it'\\''s.yaml'\n"
                                                                 "cat > x <<'SUDOKU_GRADE_CASES'\n"
                                                                 "title: t\n"
                                                                 "SUDOKU_GRADE_CASES\n");
}

TEST_CASE("vpl_script's here-document ends after the cases, whatever line they hold", "[package_vpl]") {
  const std::string script = vpl_script(kTemplate, "run", "a.yaml",
                                        "# SUDOKU_GRADE_CASES\nSUDOKU_GRADE_CASES\nSUDOKU_GRADE_CASES_2\n@MODE@\n");
  CHECK(script == "mode=run\n"
                  "name='a.yaml'\n"
                  "cat > x <<'SUDOKU_GRADE_CASES_3'\n"
                  "# SUDOKU_GRADE_CASES\nSUDOKU_GRADE_CASES\nSUDOKU_GRADE_CASES_2\n@MODE@\n"
                  "SUDOKU_GRADE_CASES_3\n");
}

TEST_CASE("the VPL zip holds vpl_evaluate.sh with the whole assignment and vpl_run.sh with the visible cases",
          "[package_vpl]") {
  const fs::path source = SOURCE_DIR;
  std::map<std::string, std::pair<std::string, bool>> held;
  for (const harness::ZipEntry& entry :
       harness::vpl_entries(source, source / "tests/submissions/cases.yaml", "title: visible only\n"))
    held[entry.name] = {entry.content, entry.executable};
  REQUIRE(held.size() == 2);
  CHECK(held.at("vpl_evaluate.sh").second);
  CHECK(held.at("vpl_run.sh").second);
  CHECK_THAT(held.at("vpl_evaluate.sh").first, Catch::StartsWith("#!/bin/bash\n") &&
                                                   Catch::Contains("mode=evaluate\n") &&
                                                   Catch::Contains("case_file=cases/'cases.yaml'\n"));
  CHECK_THAT(held.at("vpl_run.sh").first,
             Catch::Contains("mode=run\n") && Catch::Contains("\ntitle: visible only\nSUDOKU_GRADE_CASES\n"));
  for (const char* word : {"@MODE@", "@CASE_NAME@", "@CASES@", "@DELIMITER@"})
    CHECK_THAT(held.at("vpl_run.sh").first, !Catch::Contains(word));
}
