#pragma once
// A case's yardstick: the reference version of what its document teaches,
// run on the case's puzzle. A case file is one assignment of one document,
// so the document's own solution must pass it: check-cases refuses a case
// whose expectation the yardstick does not meet, or which the yardstick
// cannot finish within half the time limit (Kattis: a limit is at least twice
// the slowest accepted solution). A TLE's reason says what the yardstick
// needs on the same case, so a student sees what the limit was set against.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "cases/case.h"

namespace harness {

/// The documents' recipes (reference/backtracking.h), each as its document
/// writes it, clashing givens and full grids included.
enum class Recipe {
  LessonSolve,      ///< reading order; a full grid is solved without a look
  JavaFillSudoku,   ///< reading order; a full grid is solved only if checkSudoku passes
  HtdpSolve,        ///< brute force: boards kept while the whole board is valid
  LessonSolveFast,  ///< fewest allowed digits first
  LessonCount,      ///< reading order, counting on to the limit
};

/// The recipe an entry is measured by under a file's algorithm; nullopt for
/// checkSudoku and sessions, which no search answers. solve_fast and
/// count_solutions have one recipe whatever the algorithm: the lesson's.
std::optional<Recipe> recipe_for(Entry entry, Algorithm algorithm);

/// The recipe `c` is measured by. A speed case (time_check with too_slow) is
/// measured by its accepted reference: that is what its limit was set for.
std::optional<Recipe> recipe_of(const Case& c);

/// "reading order (the lesson's solve)": the search, then whose function.
std::string recipe_name(Recipe recipe);

/// "reading order": the search alone, for a sentence that names the document.
std::string search_name(Recipe recipe);

struct YardstickRun {
  Recipe recipe = Recipe::LessonSolve;
  bool finished = false;    ///< false: stopped at the time allowed
  std::int64_t answer = 0;  ///< solve entries: 1 true, 0 false; count: the count
  std::chrono::milliseconds elapsed{0};
  std::uint64_t placements = 0;
};

/// Runs `c`'s recipe in this process, stopped once `allowed` has passed;
/// nullopt when `c` has no recipe.
std::optional<YardstickRun> run_yardstick(const Case& c, std::chrono::milliseconds allowed);

/// The answer as the case file writes an expectation: "True", "False", "3".
std::string answer_text(const Case& c, std::int64_t answer);

/// What `c` expects, in answer_text's words (a case with a recipe only).
std::string expected_text(const Case& c);

/// Whether a finished run's answer is the one `c` expects.
bool meets_expectation(const Case& c, const YardstickRun& run);

/// The clause a TLE's reason ends with, for a run given the case's limit:
/// "the document's reading order needs 40 ms here" ("less than 1 ms"), or "... needs more than
/// 1000 ms here too" when the yardstick did not finish within it.
std::string tle_note(const YardstickRun& run, std::chrono::milliseconds limit);

/// The clause a TLE's reason ends with in a language other than C++, from the
/// case's document_cpu (`language` as people read it, "Python"): "written the
/// way the document teaches, a Python solver needed about 7,012 ms of CPU on
/// this case" ("needed less than 1 ms" where the case file records 0).
std::string document_style_note(const std::string& language, std::chrono::milliseconds cpu);

}  // namespace harness
