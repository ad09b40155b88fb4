#include "package/autograder.h"

#include "base/error.h"
#include "base/read_file.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kTreeFolder = "sudoku-grade";
constexpr const char* kGradescopeScripts = "harness/package/gradescope";

bool owner_may_run(const fs::path& path) {
  return (fs::status(path).permissions() & fs::perms::owner_exec) != fs::perms::none;
}

ZipEntry file_entry(const fs::path& path, std::string name) {
  return {std::move(name), read_file(path), owner_may_run(path)};
}

// A folder's files, by their paths relative to the tree's top, under `into`.
void add_folder(const fs::path& top, const fs::path& folder, const std::string& into, std::vector<ZipEntry>& entries) {
  std::error_code error;
  fs::recursive_directory_iterator walk(folder, error);
  if (error) fail({folder.string()}, "cannot list the folder: {}", error.message());
  for (auto it = fs::begin(walk); it != fs::end(walk); it.increment(error)) {
    if (error) fail({folder.string()}, "cannot list the folder: {}", error.message());
    const std::string name = it->path().filename().string();
    if (name.front() == '.' || name == "__pycache__") {
      if (it->is_directory()) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file()) continue;
    entries.push_back(file_entry(it->path(), into + "/" + it->path().lexically_relative(top).generic_string()));
  }
}

}  // namespace

const std::vector<std::string>& packed_source_roots() {
  static const std::vector<std::string> roots = {"CMakeLists.txt", "bench", "harness", "reference"};
  return roots;
}

void check_source_tree(const fs::path& source_dir) {
  if (!fs::is_regular_file(source_dir / "CMakeLists.txt") || !fs::is_directory(source_dir / kGradescopeScripts))
    fail({source_dir.string()}, "not the harness's source tree (no CMakeLists.txt or {}): give --source DIR",
         kGradescopeScripts);
}

std::vector<ZipEntry> source_tree_entries(const fs::path& source_dir, const std::string& into) {
  std::vector<ZipEntry> entries;
  for (const std::string& root : packed_source_roots()) {
    const fs::path path = source_dir / root;
    if (fs::is_directory(path)) add_folder(source_dir, path, into, entries);
    else entries.push_back(file_entry(path, into + "/" + root));
  }
  return entries;
}

std::vector<ZipEntry> autograder_entries(const fs::path& source_dir, const fs::path& case_file) {
  check_source_tree(source_dir);
  std::vector<ZipEntry> entries;
  for (const char* script : {"setup.sh", "run_autograder"}) {
    ZipEntry entry = file_entry(source_dir / kGradescopeScripts / script, script);
    entry.executable = true;  // Gradescope runs both; a checkout may have lost the bit
    entries.push_back(std::move(entry));
  }
  entries.push_back({"cases/" + case_file.filename().string(), read_file(case_file), false});
  for (ZipEntry& entry : source_tree_entries(source_dir, kTreeFolder)) entries.push_back(std::move(entry));
  return entries;
}

}  // namespace harness
