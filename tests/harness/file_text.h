#pragma once
// A file's bytes for a test to compare, "" when there is no such file (a test
// that expects a report checks it is there apart).
#include <filesystem>
#include <string>

#include "base/read_file.h"

inline std::string text_of(const std::filesystem::path& path) {
  return harness::read_file_if_readable(path).value_or("");
}
