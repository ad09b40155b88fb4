#pragma once
// Checks what a case states against the references, so a wrong case is found
// when it is written and never blamed on a student: solvability and counts
// against the fast solver, stated solutions against the independent
// validator, checkSudoku verdicts against validator::rule_breaks, and time
// limits by timing the documents' own algorithms.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "cases/case.h"

namespace harness {

/// One thing a case states that the references do not confirm.
struct Disagreement {
  SourceLoc loc;           ///< where the case starts
  std::string case_name;
  std::string message;     ///< e.g. "stated count 3, reference finds 2"
};

/// "cases/lesson.yaml:42:5: case 'Test 2': stated count 3, reference finds 2"
std::string to_string(const Disagreement& disagreement);

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
  /// Off in tests that must stay fast; check-cases always times.
  bool time_limits = true;
};

struct CheckSummary {
  int cases = 0;
  int confirmed = 0;
  int not_replayed = 0;      ///< sessions left unchecked for want of a replayer
  int timings = 0;           ///< time_check entries verified by timing
  std::vector<Disagreement> disagreements;
};

/// Checks one case; appends to `summary`.
void check_case(const Case& one, const CheckOptions& options, CheckSummary& summary);

/// Checks every case of `file`; appends to `summary`.
void check_case_file(const CaseFile& file, const CheckOptions& options, CheckSummary& summary);

}  // namespace harness
