#pragma once
// A fresh folder of its own under the temp dir (mkdtemp), removed with all it
// holds when the test is done: the one temp folder of the tests.
#include <stdlib.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

struct TempDir {
  std::filesystem::path path;
  /// Named prefix-XXXXXX. rwxr-xr-x, as create_directories would make it:
  /// boxed runs under uids of their own read what a test puts here.
  explicit TempDir(const std::string& prefix = "sudoku-grade-test") {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
    REQUIRE(mkdtemp(pattern.data()));
    path = pattern;
    std::filesystem::permissions(path, std::filesystem::perms::owner_all | std::filesystem::perms::group_read |
                                           std::filesystem::perms::group_exec | std::filesystem::perms::others_read |
                                           std::filesystem::perms::others_exec);
  }
  /// Named prefix-PID and made afresh: every such TempDir of one test process
  /// has the same path, so a path written into a program (a -D define) keeps
  /// its build key from one Catch2 section to the next.
  struct PerProcess {};
  TempDir(const std::string& prefix, PerProcess) {
    path = std::filesystem::temp_directory_path() / (prefix + "-" + std::to_string(::getpid()));
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
    REQUIRE(std::filesystem::create_directory(path));
    std::filesystem::permissions(path, std::filesystem::perms::owner_all | std::filesystem::perms::group_read |
                                           std::filesystem::perms::group_exec | std::filesystem::perms::others_read |
                                           std::filesystem::perms::others_exec);
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::filesystem::path operator/(const std::string& name) const { return path / name; }
};
