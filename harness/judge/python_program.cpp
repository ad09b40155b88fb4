#include "judge/language_programs.h"

namespace harness {

Prepared prepare_python(const std::filesystem::path& submission, const CompileOptions&) {
  return Prepared{std::nullopt, Judgement{Verdict::JE, "the python driver is not built yet: " + submission.string()}};
}

}  // namespace harness
