#include "judge/submission_kind.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include <catch2/catch.hpp>

using harness::SubmissionKind;
namespace fs = std::filesystem;

TEST_CASE("C++ sources are told by their extension alone", "[submission_kind]") {
  struct Row {
    const char* path;
    bool cpp;
  };
  const Row rows[] = {
      {"sudoku.cpp", true},       {"a/b/sudoku.cc", true}, {"sudoku.cxx", true},
      {"sudoku.h", false},        {"sudoku.py", false},    {"sudoku.CPP", false},
      {"sudoku.cpp.txt", false},  {"cpp", false},          {".cpp", false},
      {"Makefile", false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.path);
    CHECK(harness::is_cpp_source(row.path) == row.cpp);
  }
}

TEST_CASE("a file is source, an executable to run, or no submission", "[submission_kind]") {
  std::string pattern = (fs::temp_directory_path() / "submission-kind-XXXXXX").string();
  REQUIRE(mkdtemp(pattern.data()));
  const fs::path dir = pattern;
  auto file = [&](const char* name, mode_t mode) {
    std::ofstream(dir / name) << "x\n";
    chmod((dir / name).c_str(), mode);
    return dir / name;
  };
  struct Row {
    fs::path path;
    SubmissionKind kind;
  };
  fs::create_directories(dir / "folder.cpp");
  const Row rows[] = {
      {file("plain.cpp", 0644), SubmissionKind::CppSource},
      {file("executable.cpp", 0755), SubmissionKind::CppSource},   // the name decides first
      {file("solve.py", 0755), SubmissionKind::Executable},
      {file("notes.txt", 0644), SubmissionKind::NotASubmission},
      {dir / "folder.cpp", SubmissionKind::NotASubmission},
      {dir / "missing.cpp", SubmissionKind::NotASubmission},
  };
  for (const Row& row : rows) {
    CAPTURE(row.path.filename().string());
    CHECK(harness::submission_kind(row.path) == row.kind);
  }
  fs::remove_all(dir);
}
