#pragma once
// Who a report is for, and the one place hidden cases are hidden. A hidden
// case's reason, hint and details quote its puzzle, the grid drawn from it
// and what the program printed (its input too, if it printed that), so a
// student who could read them could collect the hidden cases and fit the
// submission to them, or hand them to next year's class. Its time is a
// channel too: a program that spends 80 ms times a digit of the puzzle
// spells the puzzle in milliseconds, so a student sees none of it. Every report the
// student reads (console, JSON, JUnit, GitHub, the HTML page) is made from
// redacted_for(result, Audience::Student), and Gradescope's from
// redacted_for_gradescope: a reporter that forgets to look at
// CaseResult::redacted has nothing left to leak.
#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "cases/case.h"
#include "result/result.h"

namespace harness {

enum class Audience {
  Student,     ///< hidden cases show their verdict and points, not why nor how long
  Instructor,  ///< everything (--show-hidden, batch)
};

/// `grade` as `audience` may see it. For a Student, every hidden case keeps
/// its entry, visibility, tags, verdict, points and limit, loses its name
/// (hidden_case_name: a name is the instructor's words about the case, "all
/// blank", "the lesson's Test 5", and a list of them sketches the hidden
/// set), reason, hint, details and grid picture, has kHiddenTime for its
/// time, and is marked redacted. For an Instructor, `grade` unchanged.
GradeResult redacted_for(GradeResult grade, Audience audience);

/// What a student reads in place of the `n`th (from 1) hidden case's name
/// in its file: "hidden case 3".
std::string hidden_case_name(int n);

/// Whether Gradescope's results.json may carry the reason, hint and details
/// of a hidden case whose file says `file_says`, in a test of Gradescope
/// visibility `visibility`: only when the file says after_published and the
/// test is kept from the student until grades are published
/// ("after_published") or for ever ("hidden"). "visible" and
/// "after_due_date" would show them before, so never with those.
bool gradescope_shows_hidden_details(HiddenDetails file_says, std::string_view visibility);

/// `grade` as results.json may carry it: as for a Student, except that the
/// hidden cases of a file of `files` (found by its path) for which
/// gradescope_shows_hidden_details holds at `visibility` keep everything. A
/// file of `grade` that is not in `files` is redacted.
GradeResult redacted_for_gradescope(GradeResult grade, const std::vector<CaseFile>& files, std::string_view visibility);

/// A redacted case's time, whatever it took: the same for every hidden case,
/// so it carries nothing the program chose. Whether the case kept within its
/// limit its verdict says (TLE or not); report/case_time.h words it so.
constexpr std::chrono::milliseconds kHiddenTime{0};

/// What JUnit, GitHub and Gradescope show in place of a redacted case's reason.
constexpr const char* kRedactedReason = "a hidden case (its reason is not shown)";

}  // namespace harness
