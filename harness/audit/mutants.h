#pragma once
// The built-in mutants `audit` grades a case file against: solutions with
// one of the documents' classic bugs each, kept as sources in the
// repository (tests/submissions/wrong_answer/, tests/mutants/).
#include <string>
#include <vector>

#include "cases/case.h"

namespace harness {

struct Mutant {
  std::string bug;        ///< "missing un-choose"
  std::string source;     ///< relative to the source tree
  Entry entry;            ///< the entry it gets wrong; it applies to files that call it
  std::string caught_by;  ///< the kind of case that catches it, for a file that misses it
  /// Another mutant's bug whose fix mends this one too, so its hint is right
  /// for this one ("true when stuck" is the missing `return false` written as
  /// `return !any`); "" for none. Any other hint two bugs share fails the audit.
  std::string same_fix_as = {};
};

const std::vector<Mutant>& mutants();

}  // namespace harness
