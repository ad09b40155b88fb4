#include "judge/grade.h"

#include <atomic>
#include <exception>
#include <thread>

#include <fmt/format.h>

#include "judge/answer_check.h"
#include "judge/grid_drawing.h"
#include "judge/protocol.h"
#include "run/process.h"
#include "session/transcript.h"

namespace harness {
namespace {

constexpr std::uint64_t kOutputCapBytes = std::uint64_t{1} << 20;

// What the program reads on stdin for a grid entry.
validator::Rows input_rows(const Case& c) {
  if (const auto* e = std::get_if<SolveExpect>(&c.expect)) return e->puzzle.rows();
  if (const auto* e = std::get_if<CountExpect>(&c.expect)) return e->puzzle.rows();
  return std::get<CheckExpect>(c.expect).board;
}

}  // namespace

RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options) {
  RunSpec spec;
  spec.argv = program.argv;
  const auto time = std::chrono::milliseconds(
      static_cast<std::int64_t>(static_cast<double>(c.limits.time.count()) * options.time_scale));
  spec.limits.wall = time;
  spec.limits.cpu = time;
  spec.limits.memory_bytes = static_cast<std::uint64_t>(c.limits.memory_mb) << 20;
  spec.limits.output_bytes = kOutputCapBytes;
  if (c.entry == Entry::Session) {
    spec.stdin_text = std::get<SessionExpect>(c.expect).input;
    return spec;
  }
  spec.argv.push_back(entry_name(c.entry));
  if (const auto* e = std::get_if<CountExpect>(&c.expect)) spec.argv.push_back(std::to_string(e->limit));
  spec.stdin_text = write_grid(input_rows(c));
  return spec;
}

namespace {

void decide_session(const Case& c, const RunFacts& facts, CaseResult& result) {
  const auto& e = std::get<SessionExpect>(c.expect);
  const TranscriptResult t = compare_transcript(facts.stdout_text, e.input, e.screen);
  if (t.matches) {
    result.verdict = Verdict::AC;
    return;
  }
  result.verdict = Verdict::WA;
  result.reason = fmt::format("the screen differs at line {}", t.mismatch->line);
  result.details = to_text(*t.mismatch);
}

void decide_grid_entry(const Case& c, const RunFacts& facts, CaseResult& result) {
  // checkSudoku takes its board as const: only its answer line is read.
  const bool check = c.entry == Entry::CheckSudoku;
  const std::string_view text = facts.stdout_text;
  const ProgramOutput out =
      check ? read_program_output(text.substr(0, text.find('\n')), -1)
            : read_program_output(text, static_cast<int>(input_rows(c).size()));
  if (out.kind == ProgramOutput::Kind::NotImplemented) {
    result.verdict = Verdict::NI;
    result.reason = fmt::format("{} is not defined in the submission", entry_name(c.entry));
    return;
  }
  if (out.kind == ProgramOutput::Kind::Malformed) {
    // No answer at all, and the driver was inside the student's function: it ended the program.
    const std::string inside = entry_called(facts.stderr_text);
    result.verdict = inside.empty() || !facts.stdout_text.empty() ? Verdict::PE : Verdict::RTE;
    result.reason = result.verdict == Verdict::PE
                        ? out.problem
                        : fmt::format("the program ended inside {} (exit code {}) before it "
                                      "returned an answer", inside, facts.exit_code);
    if (result.verdict == Verdict::RTE)
      result.hint = "do not call exit() in your function: return true or false instead";
    return;
  }
  const Decision d = decide(c, Answer{out.value, out.rows});
  result.verdict = d.verdict;
  result.reason = d.reason;
  result.hint = d.hint;
  if (d.verdict == Verdict::WA && !d.marks.empty()) result.details = draw_grid(out.rows, d.marks);
}

CaseResult result_for(const Case& c) {
  CaseResult result;
  result.name = c.name;
  result.entry = c.entry;
  result.visibility = c.visibility;
  result.tags = c.tags;
  result.max_points = c.points;
  return result;
}

}  // namespace

CaseResult grade_case(const Program& program, const Case& c, const GradeOptions& options) {
  CaseResult result = result_for(c);
  try {
    if (c.entry == Entry::Session && program.uses_driver) {
      result.verdict = Verdict::NI;
      result.reason = "a session needs a program with its own main, reading typed lines";
      return result;
    }
    const RunSpec spec = run_spec_for(program, c, options);
    const RunFacts facts = run_with_limits(spec);
    result.time = facts.wall;
    const bool driver_refused = program.uses_driver && facts.end == RunFacts::End::Exited &&
                                facts.exit_code == kDriverUsageExit &&
                                entry_called(facts.stderr_text).empty();
    if (driver_refused) {   // the driver could not take what the harness sent: our fault
      result.verdict = Verdict::JE;
      result.reason = "the driver refused its input: " + facts.stderr_text.substr(0, 200);
    } else if (const auto classified = classify(facts, spec.limits)) {
      result.verdict = classified->verdict;
      result.reason = classified->reason;
      const std::string inside = entry_called(facts.stderr_text);
      if (result.verdict == Verdict::RTE && !inside.empty() && facts.stdout_text.empty())
        result.reason += fmt::format(", inside {}", inside);
    } else if (c.entry == Entry::Session) {
      decide_session(c, facts, result);
    } else {
      decide_grid_entry(c, facts, result);
    }
  } catch (const std::exception& e) {
    result.verdict = Verdict::JE;
    result.reason = fmt::format("the harness failed on this case: {}", e.what());
  }
  if (result.verdict == Verdict::AC) result.points = c.points;
  return result;
}

GradeResult grade_submission(const std::filesystem::path& submission,
                             const std::vector<CaseFile>& files, const GradeOptions& options) {
  GradeResult grade;
  grade.submission = submission.string();
  const Prepared prepared = prepare_program(submission, options.compile);

  // Results are written in place, so they come out in case order whatever the jobs.
  std::vector<const Case*> work;
  std::vector<CaseResult*> slots;
  grade.files.reserve(files.size());
  for (const auto& file : files) {
    grade.files.push_back({file.path, file.title, std::vector<CaseResult>(file.cases.size())});
    for (std::size_t i = 0; i < file.cases.size(); ++i) {
      work.push_back(&file.cases[i]);
      slots.push_back(&grade.files.back().cases[i]);
    }
  }

  if (!prepared.program) {
    for (std::size_t i = 0; i < work.size(); ++i) {
      CaseResult& r = *slots[i] = result_for(*work[i]);
      r.verdict = prepared.verdict;
      const bool compile_error = prepared.verdict == Verdict::CE;
      r.reason = !compile_error ? prepared.message
                 : i == 0       ? "the submission does not compile:"
                                : "the submission does not compile (the compiler's words are under the first case)";
      if (compile_error && i == 0) r.details = prepared.message;
    }
    return grade;
  }

  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < work.size(); i = next++)
      *slots[i] = grade_case(*prepared.program, *work[i], options);
  };
  std::vector<std::thread> threads;
  const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(work.size())));
  for (int t = 1; t < jobs; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  return grade;
}

}  // namespace harness
