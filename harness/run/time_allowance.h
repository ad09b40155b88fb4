#pragma once
// What a case's CPU limit is made of, as one value: computed once per case
// (judge/time_allowance.h), carried with the run's Limits (run_spec.h), and
// worded from there, by a TLE's reason (verdict/classify.h) and a report's
// "5,658 ms, limit 2 s (Racket gets 4x)". The case file's limit, times
// --time-scale, times the language's factor and --sanitize's
// (docs/protocol.md, "Fair time"), plus the runtime's start-up when the case
// is a process of its own; a warm runtime's case is charged no start-up.
#include <chrono>
#include <string>
#include <vector>

namespace harness {

struct TimeAllowance {
  std::chrono::milliseconds stated{0};   ///< the case file's time_limit_ms
  double scale = 1.0;                    ///< --time-scale
  double factor = 1.0;                   ///< Program::time_factor: the language's, times --sanitize's
  std::string language;                  ///< "Racket"; empty: C++, an executable, a test's hand-made Program
  std::string language_word;             ///< "racket", "cpp": its --language word, named or not; empty: none known
  double language_factor = 1.0;          ///< the language row's part of `factor` (Racket 4)
  bool sanitized = false;                ///< the rest of `factor` is --sanitize's
  std::chrono::milliseconds startup{0};  ///< the runtime's, for a case run as a process of its own
};

/// The CPU limit the allowance gives.
std::chrono::milliseconds cpu_limit(const TimeAllowance& allowance);

/// What turned the case file's limit into the allowance, in plain words:
/// "Racket gets 4x", "2x by --time-scale", "4x for --sanitize", "+ 30 ms
/// start-up"; a language whose factor is 1 is not named (it changes
/// nothing). Empty when the limit is the case file's own.
std::vector<std::string> limit_parts(const TimeAllowance& allowance);

/// "2 s (Racket gets 4x)", "1 s (+ 30 ms start-up)": the case file's limit
/// and limit_parts, as a report says it after "limit "; "" when the limit is
/// the case file's own (then the limit alone says it: "limit 1 s").
std::string limit_basis(const TimeAllowance& allowance);

}  // namespace harness
