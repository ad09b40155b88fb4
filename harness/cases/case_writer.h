#pragma once
// A case file written as YAML that case_loader reads back to the same cases.
// Every value is written out in full (no 'defaults' to inherit from), so the
// text says exactly what each case asks; the fuzzed loader checks the round
// trip (tests/fuzz/fuzz_case_loader.cpp).
#include <string>

#include "cases/case.h"

namespace harness {

/// The YAML text of `file`: loading it gives a file same_case_file with `file`.
std::string case_file_yaml(const CaseFile& file);

/// Equal in everything the file says. Where a case was read (Case::loc) and
/// the file's path are not part of what it says.
bool same_case_file(const CaseFile& a, const CaseFile& b);

}  // namespace harness
