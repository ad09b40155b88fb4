#include "class/fingerprint.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <ctime>

#include <fmt/chrono.h>
#include <fmt/format.h>

#include "base/error.h"
#include "base/student_file.h"
#include "cache/build_key.h"

namespace harness {
namespace fs = std::filesystem;

namespace {

// The bytes of a case file (the instructor's), or a line no file holds (a NUL is never in a path's error text's place).
std::string content_or_error(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::string("\0unreadable", 11);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// A student's regular file as one field of its bytes, read a chunk at a time
// through no link and without waiting (base/student_file.h), so no file's
// size is the grader's memory; the field is content_or_error's for a file
// that stays as it is, so reports fingerprinted before keep their match.
void add_student_file(BuildKey& key, const fs::path& path) {
  StudentFile file(path);
  if (!file.is_open()) {
    key.add(std::string("\0unreadable", 11));
    return;
  }
  key.begin_field(file.size());
  std::uint64_t left = file.size();
  bool changed = false;
  char chunk[1 << 16];
  try {
    while (left > 0) {
      const std::size_t got = file.read(chunk, static_cast<std::size_t>(std::min<std::uint64_t>(left, sizeof chunk)));
      if (got == 0) break;
      key.add_part(std::string_view(chunk, got));
      left -= got;
    }
    changed = left > 0 || file.read(chunk, 1) > 0;
  } catch (const Error&) {
    changed = true;
  }
  // A file that shrank, grew or failed while read: the field is kept its length, and a mark says so.
  if (changed) {
    std::fill(std::begin(chunk), std::end(chunk), '\0');
    for (; left > 0; left -= std::min<std::uint64_t>(left, sizeof chunk))
      key.add_part(std::string_view(chunk, static_cast<std::size_t>(std::min<std::uint64_t>(left, sizeof chunk))));
    key.add("changed while read");
  }
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
    add_student_file(key, path);
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
  // Sorted, so the order a file system lists them in does not matter. Named
  // by their path as listed (lexically_relative): fs::relative resolves
  // links, and a link loop in the folder would throw.
  std::vector<std::string> names;
  fs::recursive_directory_iterator it(submission, fs::directory_options::skip_permission_denied, error);
  for (; !error && it != fs::recursive_directory_iterator(); it.increment(error))
    names.push_back(it->path().lexically_relative(submission).generic_string());
  std::sort(names.begin(), names.end());
  key.add(std::to_string(names.size()));
  for (const auto& name : names) add_entry(key, submission / name, name);
  // A folder that could not be listed to its end differs from one that holds only what was listed.
  if (error) key.add("listing stopped: " + error.message());
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
  return fmt::format("time-scale {}, language {}, sandbox {}{}", time_scale,
                     language.empty() ? "by the file" : language, sandbox.empty() ? "default" : sandbox,
                     sanitized ? ", sanitized" : "");
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
