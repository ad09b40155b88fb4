#include "build/submission_kind.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "temp_dir.h"

using harness::Language;
namespace fs = std::filesystem;

TEST_CASE("source files are told by their extension alone", "[submission_kind]") {
  struct Row {
    const char* path;
    std::optional<Language> language;
  };
  const Row rows[] = {
      {"sudoku.cpp", Language::Cpp},  {"a/b/sudoku.cc", Language::Cpp}, {"sudoku.cxx", Language::Cpp},
      {"lesson.py", Language::Python}, {"Sudoku.java", Language::Java}, {"sudoku.rkt", Language::Racket},
      {"sudoku.h", std::nullopt},     {"sudoku.CPP", std::nullopt},     {"sudoku.cpp.txt", std::nullopt},
      {"cpp", std::nullopt},          {".cpp", std::nullopt},           {"Makefile", std::nullopt},
      {"Sudoku.class", std::nullopt},
  };
  for (const Row& row : rows) {
    CAPTURE(row.path);
    CHECK(harness::source_language(row.path) == row.language);
  }
  CHECK(harness::is_cpp_source("x.cc"));
  CHECK_FALSE(harness::is_cpp_source("x.py"));
}

TEST_CASE("a submission's language: by its name, a script speaks for itself, a folder by its sources",
          "[submission_kind]") {
  const TempDir temp_dir("submission-kind");
  const fs::path& dir = temp_dir.path;
  auto file = [&](const fs::path& name, const char* text, mode_t mode) {
    fs::create_directories((dir / name).parent_path());
    std::ofstream(dir / name) << text;
    chmod((dir / name).c_str(), mode);
    return dir / name;
  };
  struct Row {
    fs::path path;
    Language language;
  };
  const Row rows[] = {
      {file("plain.cpp", "x\n", 0644), Language::Cpp},
      {file("executable.cpp", "x\n", 0755), Language::Cpp},   // the name decides first
      {file("lesson.py", "def solve(grid): pass\n", 0644), Language::Python},
      {file("runs.py", "#!/usr/bin/env python3\nprint()\n", 0755), Language::Executable},
      // The execute bit alone does not make a module a program.
      {file("module.py", "def solve(grid): pass\n", 0755), Language::Python},
      {file("Sudoku.java", "class Sudoku {}\n", 0644), Language::Java},
      {file("bd.rkt", "#lang racket\n", 0644), Language::Racket},
      {file("solver", "#!/bin/sh\n", 0755), Language::Executable},
      {(file("py-folder/lesson.py", "\n", 0644), dir / "py-folder"), Language::Python},
      {(file("java-folder/Sudoku.java", "\n", 0644), file("java-folder/README.txt", "\n", 0644), dir / "java-folder"),
       Language::Java},
  };
  for (const Row& row : rows) {
    CAPTURE(row.path);
    CHECK(harness::submission_language(row.path) == row.language);
  }
  file("both/Sudoku.java", "\n", 0644);
  file("both/lesson.py", "\n", 0644);
  CHECK_THROWS_WITH(harness::submission_language(dir / "both"),
                    (dir / "both").string() + ": the folder holds sources of python and java: choose one with --language");
  file("notes.txt", "\n", 0644);
  CHECK_THROWS_WITH(harness::submission_language(dir / "notes.txt"),
                    (dir / "notes.txt").string() + ": neither a source file (.cpp, .py, .java, .rkt) nor an executable");
  fs::create_directories(dir / "empty");
  CHECK_THROWS_WITH(harness::submission_language(dir / "empty"),
                    (dir / "empty").string() + ": the folder holds no .cpp, .py, .java or .rkt files");
  CHECK_FALSE(harness::submission_language_if_any(dir / "missing.cpp"));
  CHECK(harness::language_named("racket") == Language::Racket);
  CHECK_FALSE(harness::language_named("ruby"));
}
