#pragma once
// What PrairieLearn needs to grade with sudoku-grade (docs/prairielearn.md):
// an external-grader image and a question that uses it. PrairieLearn runs the
// image's entrypoint for each submission with the student's files in
// /grade/student and the question's tests/ in /grade/tests, and reads
// /grade/results/results.json. Like Gradescope's zip, the image builds the
// harness from the source tree it carries (the repository is not public).
#include <filesystem>
#include <string>
#include <vector>

#include "package/zip_archive.h"

namespace harness {

/// The zip's entries:
///  - image/: Dockerfile, entrypoint (harness/package/prairielearn/),
///    setup.sh (Gradescope's: one package list), sudoku-grade/ (the source
///    tree, package/autograder.h source_tree_entries): `docker build image/`;
///  - question/: info.json (external grading with that image and its
///    entrypoint), question.html (an upload, the results), tests/NAME (the
///    one case file, under its own name): a question folder to copy into a
///    course's questions/.
/// Throws harness::Error when source_dir is no source tree or the case file
/// cannot be read.
std::vector<ZipEntry> prairielearn_entries(const std::filesystem::path& source_dir,
                                           const std::filesystem::path& case_file);

/// question/info.json for the case file `case_name` whose bytes are
/// `case_text`: its uuid is made from those bytes (the same file, the same
/// question; another file, another uuid), so the zip's bytes stay the same.
std::string prairielearn_info_json(const std::string& case_name, const std::string& case_text);

}  // namespace harness
