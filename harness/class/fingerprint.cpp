#include "class/fingerprint.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <ctime>

#include <fmt/chrono.h>
#include <fmt/format.h>

#include "build/build_key.h"

namespace harness {
namespace fs = std::filesystem;

namespace {

// The bytes of a file, or a line no file holds (a NUL is never in a path's error text's place).
std::string content_or_error(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::string("\0unreadable", 11);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

void add_entry(BuildKey& key, const fs::path& path, const std::string& name) {
  std::error_code error;
  const fs::file_status status = fs::symlink_status(path, error);
  key.add(name);
  if (error) {
    key.add("error");
    return;
  }
  if (fs::is_symlink(status)) {
    key.add("link");
    key.add(fs::read_symlink(path, error).string());
  } else if (fs::is_regular_file(status)) {
    key.add("file");
    key.add(content_or_error(path));
  } else if (fs::is_directory(status)) {
    key.add("folder");
  } else {
    key.add("other");
  }
}

void add_submission(BuildKey& key, const fs::path& submission) {
  std::error_code error;
  if (!fs::is_directory(fs::symlink_status(submission, error))) {
    add_entry(key, submission, submission.filename().string());
    return;
  }
  // Sorted, so the order a file system lists them in does not matter.
  std::vector<std::string> names;
  for (auto it = fs::recursive_directory_iterator(submission, fs::directory_options::skip_permission_denied, error);
       !error && it != fs::recursive_directory_iterator(); it.increment(error))
    names.push_back(fs::relative(it->path(), submission).generic_string());
  std::sort(names.begin(), names.end());
  key.add(std::to_string(names.size()));
  for (const auto& name : names) add_entry(key, submission / name, name);
}

}  // namespace

std::string submission_fingerprint(const fs::path& submission, const std::vector<CaseFile>& files,
                                   const FingerprintSettings& settings) {
  BuildKey key;
  key.add("sudoku-grade fingerprint 1");
  key.add(settings.harness_version);
  key.add(settings.grading);
  key.add(std::to_string(files.size()));
  for (const auto& file : files) {
    key.add(fs::path(file.path).filename().string());
    key.add(content_or_error(file.path));
  }
  add_submission(key, submission);
  return key.hex();
}

std::string case_files_fingerprint(const std::vector<CaseFile>& files) {
  BuildKey key;
  key.add("sudoku-grade case files 1");
  key.add(std::to_string(files.size()));
  for (const auto& file : files) {
    key.add(fs::path(file.path).filename().string());
    key.add(content_or_error(file.path));
  }
  return key.hex();
}

void stamp_graded_with(GradeResult& result, const std::vector<CaseFile>& files, const std::string& harness_version) {
  result.harness_version = harness_version;
  result.cases_fingerprint = case_files_fingerprint(files);
  result.graded_at = fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", fmt::gmtime(std::time(nullptr)));
}

std::string grading_settings(double time_scale, const std::string& language, const std::string& sandbox,
                             bool sanitized) {
  return fmt::format("time-scale {}, language {}, sandbox {}{}", time_scale, language.empty() ? "by the file" : language,
                     sandbox.empty() ? "default" : sandbox, sanitized ? ", sanitized" : "");
}

std::string assignment_of(const std::vector<std::string>& case_file_paths) {
  std::vector<std::string> names;
  for (const auto& path : case_file_paths) names.push_back(fs::path(path).filename().string());
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  std::string joined;
  for (const auto& name : names) joined += (joined.empty() ? "" : ", ") + name;
  return joined;
}

}  // namespace harness
