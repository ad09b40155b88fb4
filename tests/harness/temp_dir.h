#pragma once
// A fresh folder of its own under the temp dir (mkdtemp), removed with all it
// holds when the test is done.
#include <stdlib.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& prefix = "sudoku-grade-test") {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
    REQUIRE(mkdtemp(pattern.data()));
    path = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
};
