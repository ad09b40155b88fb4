#include "judge/judge.h"

#include <string_view>

#include <fmt/format.h>

#include "base/overloaded.h"
#include "judge/answer_check.h"
#include "judge/case_input.h"
#include "judge/protocol.h"
#include "judge/sanitizer_report.h"
#include "prepare/sanitize.h"
#include "session/transcript.h"
#include "verdict/classify.h"

namespace harness {
namespace {

// A driver's run that ended before the driver's first line: the program's
// own code that runs first (a static initializer, a module's top level)
// ended it. Not the harness's, even at the driver's usage exit (125) and
// with its words on stderr: judge_before_run checked that the drivers read
// this input, and a program can exit 125 and print those words too.
std::string before_the_call(const Case& c) {
  return fmt::format("before the driver called {} (in code that runs at start-up: a static initializer, a "
                     "module's top level)",
                     entry_name(c.entry));
}

Judgement judge_screen(const SessionExpect& e, const RunFacts& facts) {
  const TranscriptResult t = compare_transcript(facts.stdout_text, e.input, e.screen);
  if (t.matches) return {};
  return {Verdict::WA, fmt::format("the screen differs at line {}", t.mismatch->line), "", to_text(*t.mismatch)};
}

// A grid entry's output, read by the protocol; `answer_text` is the part of
// stdout that holds the answer, `grid_size` the rows expected (-1: any shape).
Judgement judge_answer(const Case& c, const RunFacts& facts, std::string_view answer_text, int grid_size, bool driver,
                       const StudentNames& names) {
  const ProgramOutput out = read_program_output(answer_text, grid_size);
  switch (out.kind) {
    case ProgramOutput::Kind::NotImplemented:
      return {Verdict::NI, fmt::format("{} is not defined in the submission", entry_name(c.entry))};
    case ProgramOutput::Kind::Malformed: {
      // No answer at all, and the driver was inside the student's function: it ended the program;
      // or the driver had not called it yet: the program's start-up did (an exit(0) there).
      const std::string inside = entry_called(facts.stderr_text);
      if (driver && inside.empty() && facts.stdout_text.empty())
        return {Verdict::RTE,
                fmt::format("the program ended with exit code {} {}", facts.exit_code, before_the_call(c)), "",
                stderr_tail(facts.stderr_text)};
      if (inside.empty() || !facts.stdout_text.empty()) return {Verdict::PE, out.problem};
      return {Verdict::RTE,
              fmt::format("the program ended inside {} (exit code {}) before it returned an answer", inside,
                          facts.exit_code),
              "do not call exit() in your function: return true or false instead", stderr_tail(facts.stderr_text)};
    }
    case ProgramOutput::Kind::Answer: break;
  }
  return check_answer(c, Answer{out.value, out.rows}, names);
}

// A clean run: its output, by the case's kind of check. `driver`: the driver ran it.
Judgement judge_output(const Case& c, const RunFacts& facts, bool driver, const StudentNames& names) {
  const std::string_view text = facts.stdout_text;
  return std::visit(
      overloaded{
          [&](const SolveExpect& e) { return judge_answer(c, facts, text, e.puzzle.size(), driver, names); },
          [&](const CountExpect& e) { return judge_answer(c, facts, text, e.puzzle.size(), driver, names); },
          // checkSudoku takes its board as const: only its answer line is read.
          [&](const CheckExpect&) {
            return judge_answer(c, facts, text.substr(0, text.find('\n')), -1, driver, names);
          },
          [&](const SessionExpect& e) { return judge_screen(e, facts); },
      },
      c.expect);
}

// A sanitized program stopped by its sanitizer: the report, in the student's terms.
std::optional<Judgement> sanitizer_judgement(const RunFacts& facts) {
  if (facts.end != RunFacts::End::Exited || facts.exit_code != kSanitizerExitCode) return std::nullopt;
  const std::optional<SanitizerFinding> finding = read_sanitizer_report(facts.stderr_text);
  if (!finding) return std::nullopt;
  return Judgement{finding->memory_limit ? Verdict::MLE : Verdict::RTE, sanitizer_reason(*finding), "",
                   finding->report};
}

}  // namespace

std::optional<Judgement> judge_before_run(const Case& c, ProgramKind kind) {
  if (sudoku::entry_row(c.entry).takes == sudoku::Takes::TypedLines && !takes_sessions(kind))
    return Judgement{Verdict::NI, "a session needs a program with its own main, reading typed lines"};
  // A program of its own reads the protocol as the drivers do: what they would misread, it would too.
  if (sudoku::entry_row(c.entry).takes != sudoku::Takes::TypedLines)
    if (const std::string problem = driver_input_problem(case_input(c)); !problem.empty())
      return Judgement{Verdict::JE, "the harness cannot send this case to the drivers: " + problem};
  return std::nullopt;
}

Judgement judge_run(const Case& c, const RunFacts& facts, const Limits& limits, ProgramKind kind, bool sanitized,
                    const StudentNames& names) {
  // An exit the sanitizer made is its report, even over the cpu limit (symbolizing the report
  // costs a few hundred ms of the program's time); the kernel's OOM kill stays MLE.
  if (sanitized && !facts.oom_killed)
    if (std::optional<Judgement> report = sanitizer_judgement(facts)) return *report;
  if (std::optional<Judgement> resources = classify(facts, limits)) {
    if (resources->verdict == Verdict::RTE && runs_driver(kind, c.entry)) {
      // The stack run out by a recursion: said in every language the same way.
      if (const auto function = recursion_too_deep(facts.stderr_text)) {
        resources->reason += function->empty() ? std::string(", recursion too deep or without end")
                                               : fmt::format(", recursion too deep or without end in {}", *function);
        resources->hint =
            "each call must come closer to a case that returns without calling again (no empty cell left); "
            "a call on the same grid, unchanged, never ends";
        const auto exception = driver_exception(facts.stderr_text);
        resources->details = exception ? exception->account : stderr_tail(facts.stderr_text);
        return *resources;
      }
      // Input asked for as the file loads, which no case gives: the line that asked.
      if (const auto reads = input_while_loading(facts.stderr_text)) {
        resources->reason += reads->line > 0
                                 ? fmt::format(", reads standard input while loading (line {})", reads->line)
                                 : std::string(", reads standard input while loading");
        resources->hint =
            "the grader types nothing: it calls your functions with the grid. Keep code that reads input (your "
            "own tests) in your main, or in Python under `if __name__ == \"__main__\":`";
        resources->details = reads->account;
        return *resources;
      }
      // A language driver's account of the exception: the student's own words.
      if (const auto exception = driver_exception(facts.stderr_text)) {
        resources->reason += fmt::format(", {} raised {}", exception->entry, exception->summary);
        // The trace, when there is more to it than the line the reason quotes.
        if (exception->account != exception->summary) resources->details = exception->account;
        return *resources;
      }
    }
    const std::string inside = entry_called(facts.stderr_text);
    if (resources->verdict == Verdict::RTE && !inside.empty() && facts.stdout_text.empty())
      resources->reason += fmt::format(", inside {}", inside);
    if (resources->verdict == Verdict::RTE && inside.empty() && runs_driver(kind, c.entry))
      resources->reason += ", " + before_the_call(c);
    // What the program said as it failed: an assertion, a Racket error, an abort message.
    if (resources->verdict == Verdict::RTE && resources->details.empty())
      resources->details = stderr_tail(facts.stderr_text);
    return *resources;
  }
  return judge_output(c, facts, runs_driver(kind, c.entry), names);
}

Judgement judge_without_program(const Judgement& failure) {
  return {failure.verdict, failure.verdict == Verdict::CE ? "not run: the submission does not compile"
                                                          : "not run: the harness could not build the submission"};
}

}  // namespace harness
