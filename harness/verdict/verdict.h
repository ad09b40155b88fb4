#pragma once
// The verdict vocabulary: the judges' abbreviations, and the one shape of a
// decision about a case.
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "verdict/grid_picture.h"

namespace harness {

enum class Verdict {
  AC,   ///< accepted
  WA,   ///< wrong answer
  TLE,  ///< time limit exceeded
  MLE,  ///< memory limit exceeded
  RTE,  ///< run-time error
  OLE,  ///< output limit exceeded
  PE,   ///< presentation error: the output breaks the protocol
  CE,   ///< compilation error
  NI,   ///< not implemented: the entry is missing from the submission
  JE,   ///< judge error: the harness's fault, never the student's
};

/// Every verdict, in the enum's order.
inline constexpr Verdict kVerdicts[] = {Verdict::AC,  Verdict::WA, Verdict::TLE, Verdict::MLE, Verdict::RTE,
                                        Verdict::OLE, Verdict::PE, Verdict::CE,  Verdict::NI,  Verdict::JE};

/// "AC", "WA", ...
const char* to_string(Verdict verdict);
/// The verdict whose abbreviation is `name`, or nullopt.
std::optional<Verdict> verdict_named(std::string_view name);
/// "accepted", "wrong answer", ...
const char* long_name(Verdict verdict);

/// One decision about one case, whoever makes it: the resource verdict of a
/// run (classify), the check of an answer (answer_check), the judging of a
/// whole run (judge.h), a submission that does not compile (compile.h).
struct Judgement {
  Judgement() = default;
  Judgement(Verdict verdict, std::string reason, std::string hint = {}, std::string details = {})
      : verdict(verdict), reason(std::move(reason)), hint(std::move(hint)), details(std::move(details)) {}

  Verdict verdict = Verdict::AC;
  std::string reason;   ///< one line: "killed by signal 11 (SIGSEGV)"; empty for AC
  std::string hint;     ///< a kind pointer at the lesson's classic bugs, or empty
  std::string details;  ///< more lines: the grid drawn, a transcript diff, compiler output
  /// The grid `details` draws, as data, when the verdict is about a grid.
  std::optional<GridPicture> picture;
};

inline bool operator==(const Judgement& a, const Judgement& b) {
  return a.verdict == b.verdict && a.reason == b.reason && a.hint == b.hint && a.details == b.details &&
         a.picture == b.picture;
}
inline bool operator!=(const Judgement& a, const Judgement& b) { return !(a == b); }

/// A build's failure in one line: the first line of its details (the
/// compiler's output) that says "error", else their first line, else the
/// reason (a limit hit, or the harness's fault, has no details).
std::string first_error_line(const Judgement& failure);

}  // namespace harness
