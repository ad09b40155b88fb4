#pragma once
// A case's time as every report shows it: with the limit it ran under and how
// that limit was made, "5,658 ms, limit 2 s (Racket gets 4x)", so a time
// above the case file's stated limit never looks like a mistake (issue 22),
// in words a student reads without the docs (issue 40).
#include <string>

#include "result/result.h"

namespace harness {

/// "5,658 ms, limit 2 s (Racket gets 4x)", "12 ms, limit 2 s"; "0 ms" alone
/// for a case that did not run or a report from before limits were shown.
/// A redacted case's (report/redact.h) says no time, only what its verdict
/// says already: "within the limit of 2 s", "over the limit of 2 s" for a
/// TLE, "not shown" without a limit.
std::string case_time(const CaseResult& c);

/// The part after the time: ", limit 2 s (Racket gets 4x)", or "".
std::string limit_words(const CaseResult& c);

/// The limit alone: "2 s (Racket gets 4x)", "1 s".
std::string limit_value(const CaseResult& c);

}  // namespace harness
