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

/// Every key the loader accepts, by where it may stand: what the key tables
/// of docs/case-format.md must list (tests/harness/cases/case_format_doc_test
/// compares the two).
struct FormatKeys {
  std::vector<std::string> file;      ///< the top level
  std::vector<std::string> defaults;  ///< in 'defaults'
  struct ForEntry {
    std::string entry;                ///< as 'entry' spells it
    std::vector<std::string> keys;    ///< of a case with this entry
    std::vector<std::string> expect;  ///< of its 'expect'
  };
  std::vector<ForEntry> entries;  ///< in the entry table's order
};
FormatKeys format_keys();

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
