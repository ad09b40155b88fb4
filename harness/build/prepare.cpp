// prepare_program: one submission path, whatever its language, to programs,
// by the language's row (build/language.h).
#include "build/prepare.h"

#include <string>

#include "base/error.h"
#include "build/build_step.h"
#include "build/language.h"
#include "build/language_programs.h"
#include "build/submission_kind.h"

namespace harness {

namespace {
constexpr const char* kEnv = "/usr/bin/env";   // in the box as on the host (a system program)
}  // namespace

Prepared prepare_executable(const std::filesystem::path& submission, const CompileOptions&) {
  if (!std::filesystem::is_directory(submission)) return Prepared{own_main_program({submission.string()}, true), {}};
  // A folder's program of its own runs where it is, beside its files (its
  // modules, its data): the folder is shown at /submission, and env starts
  // the program by its #! line, as a shell would.
  const SubmissionLayout layout = submission_layout(submission);
  if (layout.language != Language::Executable || layout.program.empty())
    fail({submission.string()}, "the folder holds no program of its own (a file with #! and the execute bit)");
  Program program = own_main_program({kEnv, std::string(kSubmissionPath) + "/" + layout.program}, true);
  program.submission_dir = layout.root;
  return Prepared{program, {}};
}

Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options) {
  // Before --language skips the layout's rules: a link is refused whatever the language.
  refuse_a_linked_submission(submission);
  std::error_code error;
  const std::filesystem::path path = std::filesystem::absolute(submission, error);
  if (!std::filesystem::exists(path)) fail({submission.string()}, "no such submission");
  SubmissionLayout layout;
  layout.root = path;
  if (options.language) layout.language = *options.language;
  else layout = submission_layout(path);
  const LanguageRow& row = language_row(layout.language);
  Prepared prepared = row.prepare(layout.root, options);
  // The compiler named the build folder's copies: name the files as the student did,
  // from the folder they typed (and down to the nested one the sources were found in).
  if (!prepared.program && prepared.failure.verdict == Verdict::CE) {
    std::filesystem::path from = submission.parent_path();
    if (std::filesystem::is_directory(path)) {
      const std::filesystem::path down = layout.root.lexically_relative(path);
      from = (down.empty() || down == ".") ? submission : submission / down;
    }
    const std::string prefix = from.empty() ? "" : (from / "").lexically_normal().string();
    prepared.failure.details = cite_student_paths(prepared.failure.details, prefix);
  }
  if (prepared.program) {
    prepared.program->language = &row;
    prepared.program->time_factor *= row.time_factor;   // on top of --sanitize's
  }
  prepared.notes = layout.notes;
  prepared.language = row.name;
  return prepared;
}

}  // namespace harness
