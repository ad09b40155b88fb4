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

Prepared prepare_executable(const std::filesystem::path& submission, const CompileOptions&) {
  if (std::filesystem::is_directory(submission)) fail({submission.string()}, "a folder is no executable");
  return Prepared{own_main_program({submission.string()}, true), {}};
}

Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options) {
  std::error_code error;
  const std::filesystem::path path = std::filesystem::absolute(submission, error);
  if (!std::filesystem::exists(path)) fail({submission.string()}, "no such submission");
  const LanguageRow& row = language_row(options.language ? *options.language : submission_language(path));
  Prepared prepared = row.prepare(path, options);
  // The compiler named the build folder's copies: name the files as the student did.
  if (!prepared.program && prepared.failure.verdict == Verdict::CE) {
    const std::filesystem::path from =
        std::filesystem::is_directory(path) ? submission : submission.parent_path();
    const std::string prefix = from.empty() ? "" : (from / "").string();
    prepared.failure.details = cite_student_paths(prepared.failure.details, prefix);
  }
  if (prepared.program) {
    prepared.program->language = &row;
    prepared.program->time_factor *= row.time_factor;   // on top of --sanitize's
  }
  return prepared;
}

}  // namespace harness
