#include "cases/yardstick.h"

#include <fmt/format.h>

#include "backtracking.h"
#include "base/overloaded.h"
#include "base/thousands.h"

namespace harness {
namespace {

// A yardstick's time as a student reads it: "40 ms", or "less than 1 ms"
// where the clock read 0 (a time of 0 ms reads as a fault of the grader's).
std::string cpu_words(std::chrono::milliseconds ms) {
  return ms.count() < 1 ? "less than 1 ms" : with_thousands(ms.count()) + " ms";
}

using Clock = std::chrono::steady_clock;

Recipe recipe_of_reference(Reference reference) {
  return reference == Reference::FewestFirst ? Recipe::LessonSolveFast : Recipe::LessonSolve;
}

// The documents' code trusts its givens, so the yardstick does too: the
// references' refusal of clashing givens would hide the answers the
// documents' own solutions give.
ref::Trace solve_by(Recipe recipe, const ref::Grid& puzzle, ref::Deadline deadline) {
  switch (recipe) {
    case Recipe::JavaFillSudoku:
      return ref::reading_order_solve(puzzle, ref::kNoBudget, deadline, ref::Givens::CheckedWhenFull);
    case Recipe::HtdpSolve: return ref::brute_force_solve(puzzle, ref::kNoBudget, deadline);
    case Recipe::LessonSolveFast:
      return ref::fewest_first_solve(puzzle, ref::kNoBudget, deadline, ref::Givens::Trusted);
    case Recipe::LessonSolve:
    case Recipe::LessonCount: break;
  }
  return ref::reading_order_solve(puzzle, ref::kNoBudget, deadline, ref::Givens::Trusted);
}

}  // namespace

std::optional<Recipe> recipe_for(Entry entry, Algorithm algorithm) {
  const bool brute = algorithm == Algorithm::BruteForce;
  switch (entry) {
    case Entry::Solve: return brute ? Recipe::HtdpSolve : Recipe::LessonSolve;
    case Entry::FillSudoku: return brute ? Recipe::HtdpSolve : Recipe::JavaFillSudoku;
    case Entry::SolveFast: return Recipe::LessonSolveFast;
    case Entry::CountSolutions: return Recipe::LessonCount;
    case Entry::CheckSudoku:
    case Entry::Session: break;
  }
  return std::nullopt;
}

std::optional<Recipe> recipe_of(const Case& c) {
  const auto& check = c.limits.time_check;
  if (check && check->too_slow && recipe_for(c.entry, c.algorithm)) return recipe_of_reference(check->accepted);
  return recipe_for(c.entry, c.algorithm);
}

std::string recipe_name(Recipe recipe) {
  switch (recipe) {
    case Recipe::LessonSolve: return "reading order (the lesson's solve)";
    case Recipe::JavaFillSudoku: return "reading order (the Java assignment's fillSudoku)";
    case Recipe::HtdpSolve: return "brute force (HtDP's solve)";
    case Recipe::LessonSolveFast: return "fewest first (the lesson's solve_fast)";
    case Recipe::LessonCount: return "reading order (the lesson's count_solutions)";
  }
  return "?";
}

std::string search_name(Recipe recipe) {
  switch (recipe) {
    case Recipe::HtdpSolve: return "brute force";
    case Recipe::LessonSolveFast: return "fewest first";
    default: return "reading order";
  }
}

std::optional<YardstickRun> run_yardstick(const Case& c, std::chrono::milliseconds allowed) {
  const std::optional<Recipe> recipe = recipe_of(c);
  if (!recipe) return std::nullopt;
  YardstickRun run;
  run.recipe = *recipe;
  const auto start = Clock::now();
  const ref::Deadline deadline = start + allowed;
  std::visit(overloaded{
                 [&](const SolveExpect& e) {
                   const ref::Trace trace = solve_by(*recipe, e.puzzle, deadline);
                   run.finished = !trace.gave_up;
                   run.answer = trace.solved ? 1 : 0;
                   run.placements = trace.placements;
                 },
                 [&](const CountExpect& e) {
                   const ref::CountTrace trace = ref::reading_order_count(e.puzzle, e.limit, ref::kNoBudget, deadline);
                   run.finished = !trace.gave_up;
                   run.answer = trace.count;
                   run.placements = trace.placements;
                 },
                 [](const auto&) {},
             },
             c.expect);
  run.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
  return run;
}

std::string answer_text(const Case& c, std::int64_t answer) {
  if (std::holds_alternative<CountExpect>(c.expect)) return std::to_string(answer);
  return answer != 0 ? "True" : "False";
}

std::string expected_text(const Case& c) {
  if (const auto* count = std::get_if<CountExpect>(&c.expect)) return std::to_string(count->count);
  if (const auto* solve = std::get_if<SolveExpect>(&c.expect)) return solve->solvable ? "True" : "False";
  return "?";
}

bool meets_expectation(const Case& c, const YardstickRun& run) {
  return run.finished && answer_text(c, run.answer) == expected_text(c);
}

std::string tle_note(const YardstickRun& run, std::chrono::milliseconds limit) {
  if (!run.finished)
    return fmt::format("the document's {} needs more than {} ms here too (the C++ reference)", search_name(run.recipe),
                       limit.count());
  return fmt::format("the document's {} needs {} here (the C++ reference)", search_name(run.recipe),
                     cpu_words(run.elapsed));
}

std::string document_style_note(const std::string& language, std::chrono::milliseconds cpu) {
  return fmt::format("written the way the document teaches, a {} solver needed {} of CPU on this case", language,
                     cpu.count() < 1 ? cpu_words(cpu) : "about " + cpu_words(cpu));
}

}  // namespace harness
