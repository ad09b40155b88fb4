#include "judge/grade.h"

#include <atomic>
#include <exception>
#include <thread>

#include <fmt/format.h>

#include "build/prepare.h"
#include "build/sanitize.h"
#include "cases/yardstick.h"
#include "judge/case_input.h"
#include "judge/judge.h"
#include "run/process.h"
#include "verdict/time_policy.h"

namespace harness {
namespace {

constexpr std::uint64_t kOutputCapBytes = std::uint64_t{1} << 20;

// A TLE says what its limit was set against: the document's algorithm, run
// here on the same case and stopped at the same limit, so a TLE case costs at
// most twice its limit. Here, not in judge_run, which stays pure; a hidden
// case's reason, this clause with it, is blanked by report/redact.h.
std::string calibration_note(const Case& c, std::chrono::milliseconds limit) {
  const std::optional<YardstickRun> run = run_yardstick(c, limit);
  return run ? "; " + tle_note(*run, limit) : "";
}

// "second" for 2: how a report says which run decided.
std::string ordinal(int run) {
  static const char* const kWords[] = {"first", "second", "third"};
  return run >= 1 && run <= 3 ? kWords[run - 1] : std::to_string(run) + "th";
}

// One run of the case and its judgement.
struct JudgedRun {
  RunFacts facts;
  Judgement judgement;
};

JudgedRun run_once(const Program& program, const Case& c, const RunSpec& spec) {
  JudgedRun run;
  run.facts = run_with_limits(spec);
  run.judgement = judge_run(c, run.facts, spec.limits, program.kind, program.sanitized);
  return run;
}

// The case's judgement, and the CPU time of the run that decided it in
// `time` when it ran. A TLE near its limit is run again, up to kMostRuns in
// all, and the fastest run decides (verdict/time_policy.h).
Judgement run_and_judge(const Program& program, const Case& c, const GradeOptions& options,
                        std::chrono::milliseconds& time) {
  if (std::optional<Judgement> judgement = judge_before_run(c, program.kind)) return std::move(*judgement);
  const RunSpec spec = run_spec_for(program, c, options);
  JudgedRun fastest = run_once(program, c, spec);
  int runs = 1, deciding = 1;
  const std::string first_tle = fastest.judgement.reason;
  while (fastest.judgement.verdict == Verdict::TLE && near_the_edge(fastest.facts, spec.limits) &&
         runs < kMostRuns) {
    JudgedRun again = run_once(program, c, spec);
    ++runs;
    if (again.judgement.verdict != Verdict::TLE || again.facts.cpu < fastest.facts.cpu) {
      fastest = std::move(again);
      deciding = runs;
    }
  }
  time = fastest.facts.cpu;
  Judgement judgement = std::move(fastest.judgement);
  if (judgement.verdict == Verdict::TLE) {
    if (runs > 1) judgement.reason += fmt::format(" (TLE in {} of {} runs)", runs, runs);
    judgement.reason += calibration_note(c, spec.limits.cpu);
  } else if (deciding > 1) {
    const std::string rerun = fmt::format("{} on the {} run (the first: TLE, {})", to_string(judgement.verdict),
                                          ordinal(deciding), first_tle);
    judgement.reason = judgement.reason.empty() ? rerun : judgement.reason + "; " + rerun;
  }
  return judgement;
}

}  // namespace

RunSpec run_spec_for(const Program& program, const Case& c, const GradeOptions& options) {
  RunSpec spec;
  // A file with main and functions: the driver's program for a grid entry, the student's own for a session.
  spec.argv = argv_for(program, c.entry);
  const auto time = std::chrono::milliseconds(
      static_cast<std::int64_t>(static_cast<double>(c.limits.time.count()) * options.time_scale * program.time_factor));
  // The runtime's start-up is the language's, not the student's: added on top.
  // CPU time decides; the wall clock is a generous backstop (verdict/time_policy.h).
  spec.limits.cpu = time + program.startup;
  spec.limits.cpu_backstop = cpu_backstop(spec.limits.cpu);
  spec.limits.wall = wall_backstop(spec.limits.cpu);
  spec.limits.memory_bytes = (static_cast<std::uint64_t>(c.limits.memory_mb) << 20) + program.runtime_bytes;
  spec.limits.processes = c.limits.processes;
  spec.limits.output_bytes = kOutputCapBytes;
  spec.sandbox = options.sandbox.get();
  spec.submission_dir = program.submission_dir;
  fit_heap(program, spec.argv, spec.limits);   // a JVM's -Xmx
  fit_sanitizer(program, spec);                // ASan's settings, no RLIMIT_AS
  // A grid entry is called by name, with its arguments after it, and reads the grid.
  CaseInput input = case_input(c);
  spec.argv.insert(spec.argv.end(), input.arguments.begin(), input.arguments.end());
  spec.stdin_text = std::move(input.stdin_text);
  return spec;
}

CaseResult grade_case(const Program& program, const Case& c, const GradeOptions& options) {
  std::chrono::milliseconds time{0};
  Judgement judgement;
  try {
    judgement = run_and_judge(program, c, options, time);
  } catch (const std::exception& e) {
    judgement = {Verdict::JE, fmt::format("the harness failed on this case: {}", e.what())};
  }
  CaseResult result = case_result(c, std::move(judgement));
  result.time = time;
  return result;
}

Prepared prepare_submission(const std::filesystem::path& submission, const GradeOptions& options) {
  // One box for the submission's compile and its runs.
  CompileOptions compile = options.compile;
  compile.sandbox = options.sandbox;
  return prepare_program(submission, compile);
}

GradeResult grade_submission(const std::filesystem::path& submission, const Prepared& prepared,
                             const std::vector<CaseFile>& files, const GradeOptions& options) {
  GradeResult grade;
  grade.submission = submission.string();
  grade.sandbox = options.sandbox ? options.sandbox->description() : Sandbox(SandboxLevel::Off, {}).description();

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
    grade.build_failure = prepared.failure;
    for (std::size_t i = 0; i < work.size(); ++i)
      *slots[i] = case_result(*work[i], judge_without_program(prepared.failure));
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
