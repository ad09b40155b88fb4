#pragma once
// A case's time as every report shows it: with the limit it ran under and how
// that limit was made, "5,658 ms of 8,000 (2,000 x Racket 4)", so a time above
// the case file's stated limit never looks like a mistake (issue 22).
#include <string>

#include "result/result.h"

namespace harness {

/// "5,658 ms of 8,000 (2,000 x Racket 4)", "12 ms of 2,000"; "0 ms" alone
/// for a case that did not run or a report from before limits were shown.
/// A redacted case's (report/redact.h) says no time, only what its verdict
/// says already: "within the limit of 2,000", "over the limit of 2,000" for
/// a TLE, "not shown" without a limit.
std::string case_time(const CaseResult& c);

/// The part after the time: " of 8,000 (2,000 x Racket 4)", or "".
std::string limit_words(const CaseResult& c);

}  // namespace harness
