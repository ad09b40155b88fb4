#pragma once
// Case files named from the folder they share, as reports show them:
// "lesson.yaml", not "/home/me/course/cases/lesson.yaml".
#include <filesystem>
#include <string>
#include <vector>

namespace harness {

/// The deepest folder every path is in; empty when they share none (or for no paths).
std::filesystem::path shared_folder(const std::vector<std::string>& paths);

/// `path` relative to `folder`, or `path` itself when the folder is empty.
std::string relative_to(const std::string& path, const std::filesystem::path& folder);

}  // namespace harness
