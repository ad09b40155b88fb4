#include "judge/grade.h"

#include <mutex>
#include <optional>

#include "base/parallel.h"
#include "judge/grade_case.h"
#include "judge/judge.h"
#include "judge/near_miss.h"
#include "judge/source_definitions.h"
#include "judge/student_names.h"
#include "judge/time_allowance.h"
#include "judge/warm_runtime.h"
#include "lang/prepare.h"

namespace harness {

namespace {

// An entry the driver found missing (NI) gets, as its hint, what the
// submission defines that comes close: read from its sources once, and only
// when some case needs it. Each case is finished here as it is decided, so a
// watcher sees it whole.
class CaseFinisher {
 public:
  CaseFinisher(const std::filesystem::path& submission, const Program* program, const GradeWatch* watch)
      : submission_(submission), program_(program), watch_(watch) {}

  void finish(std::size_t file, std::size_t index, CaseResult& c) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (program_ != nullptr) name_near_miss(c);
    if (watch_ != nullptr && watch_->decided) watch_->decided(file, index, c);
  }

 private:
  void name_near_miss(CaseResult& c) {
    if (program_->language == nullptr || program_->kind == ProgramKind::OwnMain) return;
    if (c.verdict != Verdict::NI || c.entry == Entry::Session || !c.hint.empty()) return;
    if (!defined_) defined_ = submission_definitions(submission_, program_->language->language);
    c.hint = near_miss(c.entry, program_->language->language, *defined_);
  }

  const std::filesystem::path& submission_;
  const Program* program_;
  const GradeWatch* watch_;
  std::mutex mutex_;
  std::optional<std::vector<SourceDefinition>> defined_;
};

}  // namespace

Prepared prepare_submission(const std::filesystem::path& submission, const GradeOptions& options) {
  // One box for the submission's compile and its runs.
  CompileOptions compile = options.compile;
  compile.sandbox = options.sandbox;
  return prepare_program(submission, compile);
}

GradeResult grade_submission(const std::filesystem::path& submission, const Prepared& prepared,
                             const std::vector<CaseFile>& files, const GradeOptions& options, const GradeWatch* watch) {
  GradeResult grade;
  grade.submission = submission.string();
  grade.sandbox = options.sandbox ? options.sandbox->description() : Sandbox(SandboxLevel::Off, {}).description();
  grade.notes = prepared.notes;
  grade.language = prepared.language;
  if (!prepared.program) grade.build_failure = prepared.failure;

  // Results are written in place, so they come out in case order whatever the jobs.
  std::vector<const Case*> work;
  std::vector<CaseResult*> slots;
  std::vector<std::size_t> file_of, index_of;
  grade.files.reserve(files.size());
  for (const auto& file : files) {
    grade.files.push_back({file.path, file.title, std::vector<CaseResult>(file.cases.size())});
    for (std::size_t i = 0; i < file.cases.size(); ++i) {
      work.push_back(&file.cases[i]);
      slots.push_back(&grade.files.back().cases[i]);
      file_of.push_back(grade.files.size() - 1);
      index_of.push_back(i);
    }
  }
  // The hints speak in the names the student's source gives things: read once, before any case runs.
  std::optional<Program> named = prepared.program;
  if (named && named->language != nullptr && named->kind != ProgramKind::OwnMain)
    named->names = submission_names(submission, named->language->language);
  const Program* program = named ? &*named : nullptr;
  // A unit of work: one case as a process of its own, or cases of one file
  // for one warm runtime, visible and hidden apart (warm_runtime.h), always
  // in the file's order, so what a runtime carries never depends on -j.
  std::vector<bool> warm(work.size());
  if (program != nullptr)
    for (std::size_t i = 0; i < work.size(); ++i) warm[i] = runs_warm(*program, *work[i], options);

  if (watch != nullptr && watch->planned) {
    // The plan: each case as it will be shown before its verdict, with the
    // limit it is meant to run under (a case a warm runtime cannot answer
    // runs as a process, whose limit may differ by the start-up).
    GradeResult plan = grade;
    for (std::size_t i = 0; i < work.size(); ++i) {
      CaseResult& c = plan.files[file_of[i]].cases[index_of[i]];
      c = case_result(*work[i], Judgement{Verdict::JE, ""});
      if (program != nullptr) set_limit(c, time_allowance(*program, *work[i], options.time_scale, warm[i]));
    }
    watch->planned(plan);
  }
  CaseFinisher finisher(submission, program, watch);
  auto finish = [&](std::size_t i) { finisher.finish(file_of[i], index_of[i], *slots[i]); };

  if (program == nullptr) {
    for (std::size_t i = 0; i < work.size(); ++i) {
      *slots[i] = case_result(*work[i], judge_without_program(prepared.failure));
      finish(i);
    }
    return grade;
  }
  const std::vector<RunUnit> units = runtime_units(work, file_of, warm);
  for_each_in_parallel(units.size(), options.jobs, [&](std::size_t u) {
    const RunUnit& unit = units[u];
    if (!unit.warm) {
      *slots[unit.cases.front()] = grade_case(*program, *work[unit.cases.front()], options);
      finish(unit.cases.front());
      return true;
    }
    std::vector<const Case*> cases;
    for (std::size_t i : unit.cases) cases.push_back(work[i]);
    grade_warm(*program, cases, options, [&](std::size_t k, CaseResult result) {
      *slots[unit.cases[k]] = std::move(result);
      finish(unit.cases[k]);
    });
    return true;
  });
  return grade;
}

}  // namespace harness
