// prepare_program: one submission path, whatever its language, to programs,
// by the language's row (lang/language.h).
#include "lang/prepare.h"

#include <string>

#include "base/error.h"
#include "lang/language.h"
#include "lang/submission_kind.h"
#include "prepare/build_step.h"

namespace harness {

Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options) {
  // Before --language skips the layout's rules: a link is refused whatever the language.
  refuse_a_linked_submission(submission);
  std::error_code error;
  const std::filesystem::path path = std::filesystem::absolute(submission, error);
  if (!std::filesystem::exists(path)) fail({submission.string()}, "no such submission");
  // The layout, decided once: for --language's language when it is given.
  const SubmissionLayout layout = options.language ? submission_layout(path, *options.language)
                                                   : submission_layout(path);
  const LanguageRow& row = language_row(layout.language);
  Prepared prepared = row.prepare(layout, options);
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
    prepared.program->time_factor *= row.time_factor;  // on top of --sanitize's
  }
  prepared.notes = layout.notes;
  prepared.language = row.name;
  return prepared;
}

}  // namespace harness
