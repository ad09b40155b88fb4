#include "judge/language_programs.h"

namespace harness {

Prepared prepare_java(const std::filesystem::path& submission, const CompileOptions&) {
  return Prepared{std::nullopt, Judgement{Verdict::JE, "the java driver is not built yet: " + submission.string()}};
}

}  // namespace harness
