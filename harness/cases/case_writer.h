#pragma once
// The one writer of case files (generate's files, record's session cases,
// the fuzzed loader's round trip): YAML that case_loader reads back to the
// same cases. 'defaults' spells out the limits and points the cases share;
// a case writes a key only where it differs from what the loader would give
// it, so the text says what is particular to each case.
#include <string>
#include <vector>

#include "cases/case.h"

namespace harness {

/// Comments for the person who reads the file; the loader skips them.
struct CaseFileComments {
  std::vector<std::string> file;   ///< lines above everything
  std::vector<std::string> cases;  ///< case i's, beside its entry; none where empty or missing
};

/// The YAML text of `file`: loading it gives a file same_case_file with
/// `file`. Throws harness::Error when a text is not UTF-8 (the loader would
/// refuse the file).
std::string case_file_yaml(const CaseFile& file, const CaseFileComments& comments = {});

/// One case as an item of a `cases:` list, indented to sit under it, with
/// only what differs from the loader's own defaults: the file it is put in
/// gives it the rest, as it gives its own cases (record's output).
std::string case_item_yaml(const Case& one);

/// Equal in everything the file says. Where a case was read (Case::loc) and
/// the file's path are not part of what it says.
bool same_case_file(const CaseFile& a, const CaseFile& b);

}  // namespace harness
