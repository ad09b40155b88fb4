#include "similar/class_sources.h"

#include <algorithm>
#include <system_error>

#include <fmt/format.h>

#include "base/error.h"
#include "base/printable.h"
#include "base/student_file.h"
#include "lang/language_source.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// A source its language's lexer reads (not an executable's).
bool compared_language(const fs::path& path) {
  const std::optional<Language> language = source_language(path);
  return language && source_knowledge(*language).lex != nullptr;
}

// One regular file (never a link) with a source's ending, if it is small enough.
void read_one(const fs::path& path, const std::string& name, ReadSources& read) {
  std::error_code error;
  const fs::file_status status = fs::symlink_status(path, error);
  if (error || !fs::is_regular_file(status) || !compared_language(path)) return;
  const std::uintmax_t size = fs::file_size(path, error);
  if (error) return;
  if (size > kLargestComparedSource) {
    read.notes.push_back(fmt::format("{}: {} bytes, over the {} a source may be: left out", printable_line(name), size,
                                     kLargestComparedSource));
    return;
  }
  // Read through no link and never waiting: the file may have been swapped since it was listed.
  std::optional<std::string> text;
  try {
    text = read_student_file(path, kLargestComparedSource);
  } catch (const Error&) {
  }
  if (!text) return;
  read.files.push_back(ComparedFile{name, std::move(*text), *source_language(path)});
}

}  // namespace

ReadSources read_sources(const fs::path& path) {
  ReadSources read;
  std::error_code error;
  const fs::file_status status = fs::symlink_status(path, error);
  if (error || !fs::exists(status)) {
    read.notes.push_back(fmt::format("{}: not found", printable_line(path.string())));
    return read;
  }
  if (fs::is_symlink(status)) {
    read.notes.push_back(fmt::format("{}: a link, not followed", printable_line(path.filename().string())));
    return read;
  }
  if (!fs::is_directory(status)) {
    read_one(path, path.filename().string(), read);
    return read;
  }
  // Not following links (the iterator's default), and not going into hidden folders.
  fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, error);
  std::vector<std::pair<std::string, fs::path>> found;
  for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    const std::string leaf = it->path().filename().string();
    if (!leaf.empty() && leaf.front() == '.') {
      if (it->is_directory(error)) it.disable_recursion_pending();
      continue;
    }
    if (compared_language(it->path()))
      found.emplace_back(it->path().lexically_relative(path).generic_string(), it->path());
    if (found.size() > 4 * kMostComparedSources) break;  // a folder of thousands of files: enough seen
  }
  std::sort(found.begin(), found.end());
  if (found.size() > kMostComparedSources) {
    read.notes.push_back(fmt::format("{}{} source files: the first {} by name compared, the rest left out",
                                     found.size() > 4 * kMostComparedSources ? "over " : "",
                                     found.size() > 4 * kMostComparedSources ? 4 * kMostComparedSources : found.size(),
                                     kMostComparedSources));
    found.resize(kMostComparedSources);
  }
  std::uintmax_t bytes = 0;
  for (const auto& [name, file] : found) {
    const std::size_t before = read.files.size();
    read_one(file, name, read);
    if (read.files.size() > before) bytes += read.files.back().text.size();
    if (bytes > kMostComparedBytes) {
      read.notes.push_back(
          fmt::format("over {} bytes of sources: those after {} left out", kMostComparedBytes, printable_line(name)));
      break;
    }
  }
  return read;
}

}  // namespace harness
