// What the autograder zip holds, on a made-up source tree (so the walk's
// choices are seen), and the real tree's roots against its CMakeLists.txt.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "base/error.h"
#include "package/autograder.h"
#include "temp_dir.h"

namespace fs = std::filesystem;
using harness::autograder_entries;

namespace {

// A folder of this test process's own, made on first use, gone when it ends.
const fs::path& scratch() {
  static const TempDir dir("autograder-test");
  return dir.path;
}

void write(const fs::path& path, const std::string& text, bool executable = false) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
  if (executable) fs::permissions(path, fs::perms::owner_exec, fs::perm_options::add);
}

// A tree with what belongs in the zip and what does not.
fs::path made_up_tree() {
  const fs::path top = scratch() / "tree";
  fs::remove_all(top);
  write(top / "CMakeLists.txt", "project(x)\n");
  write(top / "harness/package/gradescope/setup.sh", "echo setup\n");  // no run bit in this checkout
  write(top / "harness/package/gradescope/run_autograder", "echo run\n");
  write(top / "harness/judge/grade.cpp", "// grade\n");
  write(top / "harness/driver/sudoku_driver.py", "# driver\n");
  write(top / "harness/driver/__pycache__/sudoku_driver.cpython-311.pyc", "bytecode");
  write(top / "harness/judge/.grade.cpp.swp", "editor");
  write(top / "reference/solver.h", "// solver\n");
  write(top / "bench/grade_bench.sh", "#!/bin/sh\n", true);
  write(top / ".git/config", "[core]\n");
  write(top / "tests/a_test.cpp", "// test\n");
  write(top / "docs/gradescope.md", "# doc\n");
  write(top / "cases/other.yaml", "title: another assignment\n");
  write(scratch() / "assignment/lesson.yaml", "title: the lesson\n");
  return top;
}

}  // namespace

TEST_CASE("the autograder zip holds the scripts, the one case file and the tree the build reads", "[autograder]") {
  const fs::path top = made_up_tree();
  std::map<std::string, std::pair<std::string, bool>> held;
  for (const harness::ZipEntry& entry : autograder_entries(top, scratch() / "assignment/lesson.yaml"))
    held[entry.name] = {entry.content, entry.executable};
  const std::map<std::string, std::pair<std::string, bool>> expected = {
      {"setup.sh", {"echo setup\n", true}},
      {"run_autograder", {"echo run\n", true}},
      {"cases/lesson.yaml", {"title: the lesson\n", false}},
      {"sudoku-grade/CMakeLists.txt", {"project(x)\n", false}},
      {"sudoku-grade/bench/grade_bench.sh", {"#!/bin/sh\n", true}},
      {"sudoku-grade/harness/driver/sudoku_driver.py", {"# driver\n", false}},
      {"sudoku-grade/harness/judge/grade.cpp", {"// grade\n", false}},
      {"sudoku-grade/harness/package/gradescope/run_autograder", {"echo run\n", false}},
      {"sudoku-grade/harness/package/gradescope/setup.sh", {"echo setup\n", false}},
      {"sudoku-grade/reference/solver.h", {"// solver\n", false}},
  };
  CHECK(held == expected);
}

TEST_CASE("the autograder zip's bytes do not change with the files' dates", "[autograder]") {
  const fs::path top = made_up_tree();
  const fs::path cases = scratch() / "assignment/lesson.yaml";
  const std::string before = harness::zip_archive(autograder_entries(top, cases));
  for (const auto& entry : fs::recursive_directory_iterator(top))
    fs::last_write_time(entry.path(), fs::file_time_type::clock::now() - std::chrono::hours(24 * 400));
  CHECK(harness::zip_archive(autograder_entries(top, cases)) == before);
  write(top / "harness/judge/grade.cpp", "// changed\n");
  CHECK(harness::zip_archive(autograder_entries(top, cases)) != before);
}

TEST_CASE("the autograder zip refuses a folder that is no source tree and a missing case file", "[autograder]") {
  const fs::path top = made_up_tree();
  CHECK_THROWS_WITH(autograder_entries(scratch() / "assignment", scratch() / "assignment/lesson.yaml"),
                    (scratch() / "assignment").string() +
                        ": not the harness's source tree (no CMakeLists.txt or harness/package/gradescope): give "
                        "--source DIR");
  CHECK_THROWS_WITH(autograder_entries(top, scratch() / "missing.yaml"),
                    Catch::StartsWith((scratch() / "missing.yaml").string() + ": cannot read the file"));
}

TEST_CASE("every folder the top CMakeLists.txt adds but tests is packed, so the zip's tree builds", "[autograder]") {
  std::ostringstream text;
  text << std::ifstream(fs::path(SOURCE_DIR) / "CMakeLists.txt").rdbuf();
  const std::string cmake = text.str();
  const std::regex added(R"(add_subdirectory\(\s*([A-Za-z0-9_.-]+))");
  const auto& roots = harness::packed_source_roots();
  int seen = 0;
  for (auto it = std::sregex_iterator(cmake.begin(), cmake.end(), added); it != std::sregex_iterator(); ++it) {
    const std::string folder = (*it)[1];
    ++seen;
    if (folder == "tests") continue;
    INFO(folder);
    CHECK(std::find(roots.begin(), roots.end(), folder) != roots.end());
  }
  CHECK(seen >= 4);  // the regex finds the folders at all
}

namespace {

// The words of a bash array `packages=(...)` in a script.
std::vector<std::string> packages_in(const fs::path& script) {
  std::ostringstream text;
  text << std::ifstream(script).rdbuf();
  const std::string all = text.str();
  const std::size_t start = all.find("packages=(");
  REQUIRE(start != std::string::npos);
  std::istringstream words(all.substr(start + 10, all.find(')', start) - start - 10));
  std::vector<std::string> packages;
  for (std::string word; words >> word;) packages.push_back(word);
  return packages;
}

}  // namespace

TEST_CASE(
    "the zip's setup.sh installs what scripts/setup.sh does, but the tests' Catch2 and Chromium and Debian's Boost",
    "[autograder]") {
  const std::vector<std::string> zip = packages_in(fs::path(SOURCE_DIR) / "harness/package/gradescope/setup.sh");
  const std::vector<std::string> checkout = packages_in(fs::path(SOURCE_DIR) / "scripts/setup.sh");
  REQUIRE(checkout.size() > 5);
  for (const std::string& package : checkout) {
    // Catch2 and Chromium serve the test suite only; Boost: the image's own.
    if (package == "catch2" || package == "chromium-headless-shell" || package.rfind("libboost", 0) == 0) continue;
    INFO(package);
    CHECK(std::find(zip.begin(), zip.end(), package) != zip.end());
  }
}
