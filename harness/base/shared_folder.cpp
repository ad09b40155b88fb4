#include "base/shared_folder.h"

#include <algorithm>

namespace harness {
namespace fs = std::filesystem;

fs::path shared_folder(const std::vector<std::string>& paths) {
  if (paths.empty()) return {};
  fs::path common = fs::path(paths.front()).parent_path();
  for (const auto& path : paths) {
    const fs::path folder = fs::path(path).parent_path();
    const auto mismatch = std::mismatch(common.begin(), common.end(), folder.begin(), folder.end());
    fs::path shared;
    for (auto it = common.begin(); it != mismatch.first; ++it) shared /= *it;
    common = shared;
  }
  return common;
}

std::string relative_to(const std::string& path, const fs::path& folder) {
  if (folder.empty()) return path;
  return fs::path(path).lexically_relative(folder).string();
}

}  // namespace harness
