#pragma once
// Checks what a case states against the references, so a wrong case is found
// when it is written and never blamed on a student: solvability and counts
// against the fast solver, stated solutions against the independent
// validator, checkSudoku verdicts against validator::rule_breaks, and each
// case against its document's own algorithm, answer and time
// (cases/yardstick.h), since the document's solution must pass it.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "cases/case.h"

namespace harness {

/// One thing a case states that the references do not confirm.
struct Disagreement {
  SourceLoc loc;  ///< where the case starts
  std::string case_name;
  std::string message;  ///< e.g. "stated count 3, reference finds 2"
};

/// "cases/lesson.yaml:42:5: case 'Test 2': stated count 3, reference finds 2"
std::string to_string(const Disagreement& disagreement);

/// What timing a case found, agreed or not, so an instructor can set its
/// limit: "reading order (the lesson's solve) answers True in 3 ms (3088
/// placements); limit 1000 ms".
struct Measurement {
  SourceLoc loc;
  std::string case_name;
  std::string message;
};

/// "cases/lesson.yaml:11:5: case 'solve Test 1': reading order ..."
std::string to_string(const Measurement& measurement);

/// What a session replay found: nullopt when the screen matched.
struct SessionReplay {
  std::optional<std::string> mismatch;
};

/// Replays a session case against the reference helper program. The hook is
/// empty until that program exists; session cases are then counted as not
/// replayed rather than passed.
using SessionReplayer = std::function<SessionReplay(const Case&, const SessionExpect&)>;

struct CheckOptions {
  SessionReplayer replay_session;
  /// Off in tests that must stay fast, and by --no-timing: no speed case is
  /// timed, and a yardstick stopped at half the limit is not a disagreement
  /// (its answers, when it finishes, still are).
  bool time_limits = true;
};

struct CheckSummary {
  int cases = 0;
  int confirmed = 0;
  int not_replayed = 0;  ///< sessions left unchecked for want of a replayer
  int timings = 0;       ///< time_check entries verified by timing
  int yardsticks = 0;    ///< cases measured against their document's algorithm
  std::vector<Disagreement> disagreements;
  std::vector<Measurement> measurements;  ///< one per case timed, in case order
};

/// Checks one case; appends to `summary`.
void check_case(const Case& one, const CheckOptions& options, CheckSummary& summary);

/// Checks every case of `file`; appends to `summary`.
void check_case_file(const CaseFile& file, const CheckOptions& options, CheckSummary& summary);

}  // namespace harness
