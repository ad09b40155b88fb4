#include "class/fingerprint.h"

#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("a fingerprint changes with anything the report was graded from, and only with that", "[fingerprint]") {
  TempDir temp("fingerprint-test");
  const fs::path cases = temp.path / "cases/lesson.yaml";
  write(cases, "title: lesson\n");
  const fs::path file = temp.path / "class/alice.cpp";
  write(file, "int x;\n");
  const fs::path folder = temp.path / "class/bob";
  write(folder / "solver.cpp", "int y;\n");
  write(folder / "util/helpers.h", "int z;\n");
  CaseFile lesson;
  lesson.path = cases.string();
  lesson.title = "lesson";
  const std::vector<CaseFile> files = {lesson};
  const FingerprintSettings settings{"1.2.0", "time-scale 1"};

  const std::string alice = submission_fingerprint(file, files, settings);
  const std::string bob = submission_fingerprint(folder, files, settings);
  CHECK(alice.size() == 64);
  CHECK(alice.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK(alice != bob);
  CHECK(submission_fingerprint(file, files, settings) == alice);

  SECTION("the submission's bytes") {
    write(file, "int x; \n");
    CHECK(submission_fingerprint(file, files, settings) != alice);
  }
  SECTION("a file deep in a folder, added or renamed") {
    write(folder / "util/helpers.h", "int z ;\n");
    const std::string edited = submission_fingerprint(folder, files, settings);
    CHECK(edited != bob);
    write(folder / "util/more.h", "");
    CHECK(submission_fingerprint(folder, files, settings) != edited);
    fs::rename(folder / "util/more.h", folder / "util/other.h");
    CHECK(submission_fingerprint(folder, files, settings) != edited);
  }
  SECTION("a case file's bytes") {
    write(cases, "title: lesson, edited\n");
    CHECK(submission_fingerprint(file, files, settings) != alice);
  }
  SECTION("the harness version and the grading settings") {
    CHECK(submission_fingerprint(file, files, {"1.3.0", "time-scale 1"}) != alice);
    CHECK(submission_fingerprint(file, files, {"1.2.0", "time-scale 2"}) != alice);
  }
  SECTION("not where the class sits: a copy elsewhere is the same submission") {
    write(temp.path / "copy/alice.cpp", "int x;\n");
    CHECK(submission_fingerprint(temp.path / "copy/alice.cpp", files, settings) == alice);
  }
  SECTION("a link is its target's name, never followed") {
    fs::create_symlink("/etc/hostname", folder / "link");
    const std::string linked = submission_fingerprint(folder, files, settings);
    CHECK(linked != bob);
    fs::remove(folder / "link");
    fs::create_symlink("/etc/hosts", folder / "link");
    CHECK(submission_fingerprint(folder, files, settings) != linked);
  }
}

TEST_CASE(
    "links and FIFOs and names that are no UTF-8 in a student's folder are fingerprinted and never followed or opened",
    "[fingerprint]") {
  TempDir temp("fingerprint-hostile");
  const fs::path folder = temp.path / "class/mallory";
  write(folder / "solver.cpp", "int y;\n");
  write(temp.path / "class/bob/solver.cpp", "int z;\n");
  const std::vector<CaseFile> files;
  const FingerprintSettings settings{"1.2.0", "time-scale 1"};
  const std::string plain = submission_fingerprint(folder, files, settings);
  // Each below made fs::relative, which resolves links, throw "Too many levels of symbolic
  // links" and batch exit 3 for the whole class; the FIFO, opened, would have hung it.
  fs::create_symlink("loop", folder / "loop");
  fs::create_symlink("/proc/self/fd/0", folder / "stdin");
  fs::create_symlink("missing", folder / "dangling");
  fs::create_directory_symlink("../bob", folder / "bob");
  REQUIRE(::mkfifo((folder / "fifo.cpp").c_str(), 0600) == 0);
  write(folder / "caf\xe9/\xff.cpp", "int w;\n");
  std::string hostile;
  REQUIRE_NOTHROW(hostile = submission_fingerprint(folder, files, settings));
  CHECK(hostile != plain);
  CHECK(submission_fingerprint(folder, files, settings) == hostile);
  // The link to bob's folder is its text, not bob's files: bob's edit changes nothing here.
  write(temp.path / "class/bob/solver.cpp", "int z2;\n");
  CHECK(submission_fingerprint(folder, files, settings) == hostile);
  // A link handed in as the whole submission is its text too.
  fs::create_symlink("/etc/shadow", temp.path / "class/eve.cpp");
  CHECK_NOTHROW(submission_fingerprint(temp.path / "class/eve.cpp", files, settings));
}

TEST_CASE("an assignment is the sorted names of its case files", "[fingerprint]") {
  CHECK(assignment_of({"cases/lesson.yaml"}) == "lesson.yaml");
  CHECK(assignment_of({"/x/java.yaml", "cases/helper.yaml", "other/java.yaml"}) == "helper.yaml, java.yaml");
  CHECK(assignment_of({}) == "");
}

TEST_CASE("batch's verdict-deciding settings name --sanitize only when it is on", "[fingerprint]") {
  // Reports made before --sanitize existed keep their fingerprints.
  CHECK(grading_settings(1, "", "", false) == "time-scale 1, language by the file, sandbox default");
  CHECK(grading_settings(1.5, "cpp", "strict", true) == "time-scale 1.5, language cpp, sandbox strict, sanitized");
}

TEST_CASE("the case files' fingerprint changes with their bytes and names only, and a stamp records what graded",
          "[fingerprint]") {
  TempDir temp("case-files-fingerprint-test");
  write(temp.path / "a/lesson.yaml", "title: lesson\n");
  write(temp.path / "b/lesson.yaml", "title: lesson\n");
  write(temp.path / "c/lesson.yaml", "title: lesson!\n");
  const auto files_at = [&](const char* folder) {
    CaseFile file;
    file.path = (temp.path / folder / "lesson.yaml").string();
    return std::vector<CaseFile>{file};
  };
  const std::string a = case_files_fingerprint(files_at("a"));
  CHECK(a.size() == 64);
  CHECK(case_files_fingerprint(files_at("b")) == a);  // another folder, the same file
  CHECK(case_files_fingerprint(files_at("c")) != a);
  fs::rename(temp.path / "b/lesson.yaml", temp.path / "b/java.yaml");
  CaseFile renamed;
  renamed.path = (temp.path / "b/java.yaml").string();
  CHECK(case_files_fingerprint({renamed}) != a);

  GradeResult result;
  stamp_graded_with(result, files_at("a"), "1.4.0");
  CHECK(result.harness_version == "1.4.0");
  CHECK(result.cases_fingerprint == a);
  // ISO 8601 in UTC, to the second: "2026-12-02T13:45:07Z".
  CHECK_THAT(result.graded_at, Catch::Matches(R"(20[0-9]{2}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9]Z)"));
}
