#pragma once
// What Moodle VPL needs to grade with sudoku-grade (docs/vpl.md): two
// execution files, vpl_evaluate.sh and vpl_run.sh, made from one template
// (harness/package/vpl/vpl_action.sh). Each carries its cases inside it:
// vpl_evaluate.sh the whole assignment, vpl_run.sh its visible cases alone,
// since VPL drops vpl_evaluate.sh from a Run and so the hidden cases are
// never in the student's folder then. The harness itself is the jail
// server's (built there from this repository).
#include <filesystem>
#include <string>
#include <vector>

#include "package/zip_archive.h"

namespace harness {

/// The template with its words filled in: @MODE@ (run or evaluate),
/// @CASE_NAME@ (the case file's name, shell-quoted), @CASES@ (its text, a
/// line end added when it lacks one) between two lines @DELIMITER@ (a word
/// no line of the text is, so the here-document ends where it should).
std::string vpl_script(const std::string& script_template, const std::string& mode, const std::string& case_name,
                       const std::string& cases_text);

/// vpl_evaluate.sh (the case file's bytes) and vpl_run.sh (`visible_text`,
/// the assignment's visible cases as a case file, empty when it has none),
/// both executable. Throws harness::Error when source_dir is no source tree
/// or the case file cannot be read.
std::vector<ZipEntry> vpl_entries(const std::filesystem::path& source_dir, const std::filesystem::path& case_file,
                                  const std::string& visible_text);

}  // namespace harness
