#pragma once
// What Gradescope's autograder zip holds (docs/gradescope.md). Gradescope
// unpacks it into /autograder/source on its own image, runs setup.sh once and
// run_autograder for each submission. Our repository is not public, so the
// zip carries what building the harness there needs - the source tree a build
// reads, about 1 MB - instead of a way to fetch it: setup.sh needs apt only.
#include <filesystem>
#include <string>
#include <vector>

#include "package/zip_archive.h"

namespace harness {

/// The parts of the source tree the build reads, relative to its top:
/// CMakeLists.txt and each folder it adds but tests/ (the zip builds with
/// BUILD_TESTING=OFF). Bundled cases, docs and tests stay out.
const std::vector<std::string>& packed_source_roots();

/// Throws harness::Error unless `source_dir` is the harness's source tree
/// (its CMakeLists.txt and the packages' scripts).
void check_source_tree(const std::filesystem::path& source_dir);

/// Every regular file under packed_source_roots() of `source_dir`, named
/// `into`/PATH, but hidden ones (.git, an editor's .swp) and __pycache__
/// folders, executable when its owner may run it: what an image or a
/// Gradescope setup.sh builds the harness from.
std::vector<ZipEntry> source_tree_entries(const std::filesystem::path& source_dir, const std::string& into);

/// The zip's entries:
///  - setup.sh and run_autograder (harness/package/gradescope/ of the source
///    tree), executable, at the top, where Gradescope looks for them;
///  - cases/NAME: the one case file, under its own name (run_autograder grades
///    against the one file in cases/; a case file refers to no other file);
///  - sudoku-grade/...: every regular file under packed_source_roots(), but
///    hidden ones (.git, an editor's .swp) and __pycache__ folders, executable
///    when its owner may run it. Read from the files' bytes and names only.
/// Throws harness::Error when source_dir is no source tree or the case file
/// cannot be read.
std::vector<ZipEntry> autograder_entries(const std::filesystem::path& source_dir,
                                         const std::filesystem::path& case_file);

}  // namespace harness
