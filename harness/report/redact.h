#pragma once
// Who a report is for, and the one place hidden cases are hidden. A hidden
// case's reason, hint and details quote its puzzle and the grid drawn from
// it, so a student who could read them could fit the submission to the case.
// Every report the student reads (console, JSON, JUnit, GitHub) is made
// from redacted_for(result, Audience::Student): a reporter that forgets to
// look at CaseResult::redacted has nothing left to leak.
#include "judge/result.h"

namespace harness {

enum class Audience {
  Student,      ///< hidden cases show their verdict, points and time, not why
  Instructor,   ///< everything (--show-hidden, batch)
};

/// `grade` as `audience` may see it. For a Student, every hidden case keeps
/// its name, entry, visibility, tags, verdict, points and time, loses its
/// reason, hint, details and grid picture, and is marked redacted. For an Instructor,
/// `grade` unchanged.
GradeResult redacted_for(GradeResult grade, Audience audience);

/// What JUnit and GitHub show in place of a redacted case's reason.
constexpr const char* kRedactedReason = "a hidden case (its reason is not shown)";

}  // namespace harness
