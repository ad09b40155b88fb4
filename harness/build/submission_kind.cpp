#include "build/submission_kind.h"

#include <unistd.h>

#include <fstream>
#include <set>

#include "base/error.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// A script the kernel can run: the execute bit and a "#!" line.
bool is_script(const fs::path& path) {
  if (::access(path.c_str(), X_OK) != 0) return false;
  std::ifstream in(path, std::ios::binary);
  char start[2] = {};
  return in.read(start, 2) && start[0] == '#' && start[1] == '!';
}

}  // namespace

Language submission_language(const fs::path& path) {
  std::error_code error;
  if (fs::is_directory(path, error)) {
    std::set<Language> found;
    for (const auto& entry : fs::directory_iterator(path, error))
      if (entry.is_regular_file())
        if (const auto language = source_language(entry.path())) found.insert(*language);
    if (found.empty()) fail({path.string()}, "the folder holds no {} files", usual_extensions(" or "));
    if (found.size() > 1) {
      std::string names;
      for (Language language : found) names += std::string(names.empty() ? "" : " and ") + to_string(language);
      fail({path.string()}, "the folder holds sources of {}: choose one with --language", names);
    }
    return *found.begin();
  }
  if (!fs::is_regular_file(path, error)) fail({path.string()}, "no such submission");
  if (const auto language = source_language(path)) {
    // A Python file made to run by itself speaks the protocol itself.
    if (*language == Language::Python && is_script(path)) return Language::Executable;
    return *language;
  }
  if (::access(path.c_str(), X_OK) == 0) return Language::Executable;
  fail({path.string()}, "neither a source file ({}) nor an executable", usual_extensions());
}

std::optional<Language> submission_language_if_any(const fs::path& path) {
  try {
    return submission_language(path);
  } catch (const Error&) {
    return std::nullopt;
  }
}

}  // namespace harness
