#include "cases/case_check.h"

#include <chrono>

#include "backtracking.h"
#include "base/overloaded.h"
#include "cases/yardstick.h"
#include "solver.h"
#include "validator.h"

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

class Checker {
 public:
  Checker(const Case& one, CheckSummary& summary) : case_(one), summary_(summary) {}

  template <class... Args>
  void disagree(fmt::format_string<Args...> format, Args&&... args) {
    summary_.disagreements.push_back({case_.loc, case_.name, fmt::format(format, std::forward<Args>(args)...)});
    agreed_ = false;
  }

  template <class... Args>
  void measured(fmt::format_string<Args...> format, Args&&... args) {
    summary_.measurements.push_back({case_.loc, case_.name, fmt::format(format, std::forward<Args>(args)...)});
  }

  bool agreed() const { return agreed_; }

  void solve(const SolveExpect& expect) {
    const ref::Solutions found = ref::find_solutions(expect.puzzle, 2);
    if (expect.solvable && found.count == 0) disagree("stated solvable, reference finds no solution");
    if (!expect.solvable && found.count > 0) disagree("stated no solution, reference finds one");
    if (!expect.solution) return;
    // The validator judges the stated solution on its own, so a wrong stated
    // grid is caught even when the solver agrees with it by the same mistake.
    const validator::Judgement judged = validator::judge(expect.puzzle.rows(), expect.solution->rows());
    if (!judged.solved())
      disagree("stated solution is not a solution of the puzzle: {}",
               judged.problems.empty() ? "the validator rejects it" : judged.problems.front());
    if (found.count > 1)
      disagree("a solution is stated, but the puzzle has more than one: any valid completion is right");
    else if (found.count == 1 && *found.first != *expect.solution)
      disagree("stated solution differs from the reference's at {}", first_difference(*expect.solution, *found.first));
  }

  void count(const CountExpect& expect) {
    const std::int64_t found = ref::count_solutions(expect.puzzle, expect.limit);
    if (found != expect.count)
      disagree("stated count {}, reference finds {} (limit {})", expect.count, found, expect.limit);
  }

  void check(const CheckExpect& expect) {
    const std::vector<std::string> breaks = validator::rule_breaks(expect.board);
    if (expect.valid && !breaks.empty()) disagree("stated valid, the validator finds: {}", breaks.front());
    if (!expect.valid && breaks.empty()) disagree("stated not valid, the validator finds no rule broken");
  }

  /// Kattis's margins: the accepted reference within half the limit, the
  /// too-slow one (when named) still running at 1.5 times it (cut off there).
  void time(const SolveExpect& expect, const TimeCheck& check, std::chrono::milliseconds limit) {
    const auto accepted = run(check.accepted, expect.puzzle, limit / 2);
    if (accepted.gave_up)
      disagree("accepted reference {} needs more than half the limit ({} ms)", name(check.accepted),
               (limit / 2).count());
    std::string slow_part;
    if (check.too_slow) {
      const auto too_slow = run(*check.too_slow, expect.puzzle, limit * 3 / 2);
      if (!too_slow.gave_up)
        disagree("too-slow reference {} finishes in {} ms, within 1.5x the limit ({} ms)", name(*check.too_slow),
                 too_slow.elapsed.count(), (limit * 3 / 2).count());
      slow_part = too_slow.gave_up
                      ? fmt::format(", too-slow {} still running at {} ms", name(*check.too_slow),
                                    (limit * 3 / 2).count())
                      : fmt::format(", too-slow {} {} ms", name(*check.too_slow), too_slow.elapsed.count());
    }
    measured("time_check: accepted {} {}{}; limit {} ms", name(check.accepted),
             accepted.gave_up ? fmt::format("still running at {} ms", (limit / 2).count())
                              : fmt::format("{} ms", accepted.elapsed.count()),
             slow_part, limit.count());
    ++summary_.timings;
  }

  /// The document's own solution must pass the case: its algorithm must give
  /// the expected answer within half the limit. A speed case is left to
  /// time(), and a case that says why it asks more than its document is
  /// exempt, but not when the algorithm meets it anyway (a stale reason).
  void yardstick(bool timing) {
    const auto& check = case_.limits.time_check;
    if (check && check->too_slow) return;
    const std::chrono::milliseconds limit = case_.limits.time, half = limit / 2;
    const std::optional<YardstickRun> run = run_yardstick(case_, half);
    if (!run) return;
    ++summary_.yardsticks;
    const std::string name = recipe_name(run->recipe);
    const std::string exempt = case_.beyond_document ? " (beyond_document)" : "";
    if (run->finished)
      measured("{} answers {} in {} ms ({} placements); limit {} ms{}", name, answer_text(case_, run->answer),
               run->elapsed.count(), run->placements, limit.count(), exempt);
    else measured("{} is still running at {} ms, half the limit of {} ms{}", name, half.count(), limit.count(), exempt);
    // A case the references refuse is wrong already: one reason at a time.
    if (!agreed_) return;
    if (case_.beyond_document) {
      if (meets_expectation(case_, *run))
        disagree("says beyond_document, yet {} answers {} in {} ms, within half the limit, as "
                 "the case expects: the key is not needed",
                 name, answer_text(case_, run->answer), run->elapsed.count());
      return;
    }
    if (!run->finished) {
      if (timing)
        disagree("{} is still running at half the time limit ({} ms); the limit must be at "
                 "least twice what the document's algorithm needs (a speed case says so with "
                 "time_check: {{accepted: ..., too_slow: ...}})",
                 name, half.count());
      return;
    }
    if (!meets_expectation(case_, *run))
      disagree("{} answers {} in {} ms; the case expects {} (a case that means to ask more than "
               "its document says so with beyond_document: REASON)",
               name, answer_text(case_, run->answer), run->elapsed.count(), expected_text(case_));
  }

 private:
  struct Timed {
    bool gave_up;
    std::chrono::milliseconds elapsed;
  };

  static Timed run(Reference which, const ref::Grid& puzzle, std::chrono::milliseconds allowed) {
    const auto start = Clock::now();
    const auto deadline = start + allowed;
    const ref::Trace trace = which == Reference::FewestFirst
                                 ? ref::fewest_first_solve(puzzle, ref::kNoBudget, deadline)
                                 : ref::reading_order_solve(puzzle, ref::kNoBudget, deadline);
    return {trace.gave_up, std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start)};
  }

  static const char* name(Reference which) {
    return which == Reference::FewestFirst ? "fewest_first" : "reading_order";
  }

  static std::string first_difference(const ref::Grid& a, const ref::Grid& b) {
    for (int i = 0; i < a.cell_count(); ++i)
      if (a.at(i) != b.at(i))
        return fmt::format("row {}, column {} ({} instead of {})", i / a.size() + 1, i % a.size() + 1, a.at(i),
                           b.at(i));
    return "no cell";
  }

  const Case& case_;
  CheckSummary& summary_;
  bool agreed_ = true;
};

}  // namespace

std::string to_string(const Disagreement& disagreement) {
  return to_prefix(disagreement.loc) + "case '" + disagreement.case_name + "': " + disagreement.message;
}

std::string to_string(const Measurement& measurement) {
  return to_prefix(measurement.loc) + "case '" + measurement.case_name + "': " + measurement.message;
}

void check_case(const Case& one, const CheckOptions& options, CheckSummary& summary) {
  ++summary.cases;
  Checker checker(one, summary);
  // False only for a session with no replayer: left unchecked, not confirmed.
  const bool checked = std::visit(overloaded{
                                      [&](const SolveExpect& solve) {
                                        checker.solve(solve);
                                        if (options.time_limits && one.limits.time_check)
                                          checker.time(solve, *one.limits.time_check, one.limits.time);
                                        checker.yardstick(options.time_limits);
                                        return true;
                                      },
                                      [&](const CountExpect& count) {
                                        checker.count(count);
                                        checker.yardstick(options.time_limits);
                                        return true;
                                      },
                                      [&](const CheckExpect& check) {
                                        checker.check(check);
                                        return true;
                                      },
                                      [&](const SessionExpect& session) {
                                        if (!options.replay_session) return false;
                                        if (auto mismatch = options.replay_session(one, session).mismatch)
                                          checker.disagree("the reference helper's screen differs: {}", *mismatch);
                                        return true;
                                      },
                                  },
                                  one.expect);
  if (!checked) {
    ++summary.not_replayed;
    return;
  }
  if (checker.agreed()) ++summary.confirmed;
}

void check_case_file(const CaseFile& file, const CheckOptions& options, CheckSummary& summary) {
  for (const Case& one : file.cases) check_case(one, options, summary);
}

}  // namespace harness
