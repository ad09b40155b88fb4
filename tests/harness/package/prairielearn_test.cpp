// What PrairieLearn's zip holds, from the real source tree: the image's
// recipe and the question, whose info.json PrairieLearn must read.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>

#include <nlohmann/json.hpp>

#include "base/read_file.h"
#include "package/prairielearn.h"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = SOURCE_DIR;

std::map<std::string, std::pair<std::string, bool>> entries_of(const fs::path& case_file) {
  std::map<std::string, std::pair<std::string, bool>> held;
  for (const harness::ZipEntry& entry : harness::prairielearn_entries(kSource, case_file))
    held[entry.name] = {entry.content, entry.executable};
  return held;
}

}  // namespace

TEST_CASE("the PrairieLearn zip holds an image recipe with the source and a question with the case file",
          "[package_prairielearn]") {
  const fs::path lesson = kSource / "cases/lesson.yaml";
  const auto held = entries_of(lesson);
  CHECK(held.at("question/tests/lesson.yaml").first == harness::read_file(lesson));
  CHECK(held.at("image/entrypoint").second);
  CHECK(held.at("image/setup.sh").first == harness::read_file(kSource / "harness/package/gradescope/setup.sh"));
  CHECK(held.count("image/sudoku-grade/CMakeLists.txt") == 1);
  CHECK(held.count("image/sudoku-grade/harness/judge/grade.cpp") == 1);
  // The recipe copies what the zip puts beside it, and runs the entrypoint info.json names.
  const std::string dockerfile = held.at("image/Dockerfile").first;
  CHECK_THAT(dockerfile, Catch::Contains("COPY sudoku-grade ") && Catch::Contains("COPY setup.sh ") &&
                             Catch::Contains("COPY entrypoint /sudoku-grade/entrypoint"));
  const nlohmann::json info = nlohmann::json::parse(held.at("question/info.json").first);
  CHECK(info.at("gradingMethod") == "External");
  CHECK(info.at("externalGradingOptions").at("entrypoint") == "/sudoku-grade/entrypoint");
  CHECK(info.at("externalGradingOptions").at("timeout").get<int>() <= 600);  // PrairieLearn's most
  CHECK(info.at("title") == "Sudoku solver: lesson.yaml");
  CHECK_THAT(held.at("question/question.html").first,
             Catch::Contains("<pl-file-upload") && Catch::Contains("<pl-external-grader-results>"));
}

TEST_CASE("a PrairieLearn question's uuid follows its case file's bytes", "[package_prairielearn]") {
  const auto uuid = [](const std::string& text) {
    return nlohmann::json::parse(harness::prairielearn_info_json("a.yaml", text)).at("uuid").get<std::string>();
  };
  const std::string one = uuid("title: one\n");
  CHECK(one == uuid("title: one\n"));
  CHECK(one != uuid("title: two\n"));
  // RFC 4122's shape, version 4 and its variant.
  REQUIRE(one.size() == 36);
  CHECK(one[8] == '-');
  CHECK(one[14] == '4');
  CHECK(std::string("89ab").find(one[19]) != std::string::npos);
  // A name that needs escaping stays JSON.
  CHECK(nlohmann::json::parse(harness::prairielearn_info_json("a \"b\"\\.yaml", "x")).at("title") ==
        "Sudoku solver: a \"b\"\\.yaml");
}
