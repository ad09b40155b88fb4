#pragma once
// Reads case files (docs/case-format.md) into CaseFile values. With
// yaml_reader and yaml_aliases, the only files that include yaml-cpp:
// everything after them works on checked structs.
//
// Every problem is a harness::Error placed at file:line:column (1-based)
// of the offending value, or of the enclosing map for a missing key, or of
// the alias through which the case reached the value, and says which key
// and what was expected. Reading stops at a file's first problem;
// load_case_files goes on with the next file.
#include <string>
#include <vector>

#include "base/error.h"
#include "cases/case.h"

namespace harness {

/// Reads YAML `text` as the case file `path` (the path is only for messages).
/// Throws harness::Error.
CaseFile parse_case_file(const std::string& text, const std::string& path);

/// Reads the case file at `path`; throws harness::Error.
CaseFile load_case_file(const std::string& path);

/// The case files named by `paths`: files as given, and the *.yaml files of
/// directories in name order. Throws harness::Error for a path that does
/// not exist or a directory without case files.
std::vector<std::string> find_case_files(const std::vector<std::string>& paths);

/// Every file loaded, each broken one as one error, in file order.
struct LoadedCases {
  std::vector<CaseFile> files;
  std::vector<Error> errors;
};
LoadedCases load_case_files(const std::vector<std::string>& files);

/// The case files of `paths` (as find_case_files), every one loaded. Each
/// broken file's error goes to stderr; then, if any, throws harness::Error
/// saying nothing was graded. Shared by the commands that grade.
std::vector<CaseFile> load_cases_or_fail(const std::vector<std::string>& paths);

}  // namespace harness
