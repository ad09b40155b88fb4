#include "judge/grade.h"

#include <optional>

#include "base/parallel.h"
#include "judge/grade_case.h"
#include "judge/judge.h"
#include "judge/near_miss.h"
#include "judge/source_definitions.h"
#include "judge/student_names.h"
#include "judge/warm_runtime.h"
#include "lang/prepare.h"

namespace harness {

namespace {

// An entry the driver found missing (NI) gets, as its hint, what the
// submission defines that comes close: read from its sources once, and only
// when some case needs it.
void name_near_misses(GradeResult& grade, const std::filesystem::path& submission, const Program& program) {
  if (program.language == nullptr || program.kind == ProgramKind::OwnMain) return;
  std::optional<std::vector<SourceDefinition>> defined;
  for (auto& file : grade.files)
    for (auto& c : file.cases) {
      if (c.verdict != Verdict::NI || c.entry == Entry::Session || !c.hint.empty()) continue;
      if (!defined) defined = submission_definitions(submission, program.language->language);
      c.hint = near_miss(c.entry, program.language->language, *defined);
    }
}

}  // namespace

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
  grade.notes = prepared.notes;
  grade.language = prepared.language;

  // Results are written in place, so they come out in case order whatever the jobs.
  std::vector<const Case*> work;
  std::vector<CaseResult*> slots;
  std::vector<std::size_t> file_of;
  grade.files.reserve(files.size());
  for (const auto& file : files) {
    grade.files.push_back({file.path, file.title, std::vector<CaseResult>(file.cases.size())});
    for (std::size_t i = 0; i < file.cases.size(); ++i) {
      work.push_back(&file.cases[i]);
      slots.push_back(&grade.files.back().cases[i]);
      file_of.push_back(grade.files.size() - 1);
    }
  }

  if (!prepared.program) {
    grade.build_failure = prepared.failure;
    for (std::size_t i = 0; i < work.size(); ++i)
      *slots[i] = case_result(*work[i], judge_without_program(prepared.failure));
    return grade;
  }
  // A unit of work: one case as a process of its own, or cases of one file
  // for one warm runtime, visible and hidden apart (warm_runtime.h), always
  // in the file's order, so what a runtime carries never depends on -j.
  // The hints speak in the names the student's source gives things: read once, before any case runs.
  Program program = *prepared.program;
  if (program.language != nullptr && program.kind != ProgramKind::OwnMain)
    program.names = submission_names(submission, program.language->language);
  std::vector<bool> warm(work.size());
  for (std::size_t i = 0; i < work.size(); ++i) warm[i] = runs_warm(program, *work[i], options);
  const std::vector<RunUnit> units = runtime_units(work, file_of, warm);
  for_each_in_parallel(units.size(), options.jobs, [&](std::size_t u) {
    const RunUnit& unit = units[u];
    if (!unit.warm) {
      *slots[unit.cases.front()] = grade_case(program, *work[unit.cases.front()], options);
      return true;
    }
    std::vector<const Case*> cases;
    for (std::size_t i : unit.cases) cases.push_back(work[i]);
    std::vector<CaseResult> results = grade_warm(program, cases, options);
    for (std::size_t k = 0; k < unit.cases.size(); ++k) *slots[unit.cases[k]] = std::move(results[k]);
    return true;
  });
  name_near_misses(grade, submission, program);
  return grade;
}

}  // namespace harness
