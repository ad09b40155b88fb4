// prepare_program: one submission path, whatever its language, to programs.
#include <fmt/format.h>

#include <string>

#include "base/error.h"
#include "build/build_step.h"
#include "build/compile.h"
#include "build/language_programs.h"
#include "build/prepare.h"
#include "build/submission_kind.h"

namespace harness {

Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options) {
  std::error_code error;
  const std::filesystem::path path = std::filesystem::absolute(submission, error);
  if (!std::filesystem::exists(path)) fail({submission.string()}, "no such submission");
  const Language language = options.language ? *options.language : submission_language(path);
  switch (language) {
    case Language::Cpp: return prepare_cpp(path, options);
    case Language::Python: return prepare_python(path, options);
    case Language::Java: return prepare_java(path, options);
    case Language::Racket: return prepare_racket(path, options);
    case Language::Executable:
      if (std::filesystem::is_directory(path)) fail({submission.string()}, "a folder is no executable");
      return Prepared{own_main_program({path.string()}, true), {}};
  }
  fail({submission.string()}, "no such language");
}

std::future<void> ask_build_tool_early(const std::filesystem::path& submission, const CompileOptions& options) {
  std::optional<Language> language = options.language;
  if (!language) language = submission_language_if_any(submission);
  std::string tool;
  if (language == Language::Cpp) tool = options.compiler;
  if (language == Language::Python) tool = kPython;
  if (language == Language::Java) tool = kJavac;
  if (language == Language::Racket) tool = kRacket;
  if (tool.empty()) return {};
  return std::async(std::launch::async, [tool] {
    std::string ignored;   // prepare_program asks again, and says what failed
    tool_version(tool, ignored);
  });
}

}  // namespace harness
