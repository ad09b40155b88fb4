#include "judge/language_programs.h"

namespace harness {

Prepared prepare_racket(const std::filesystem::path& submission, const CompileOptions&) {
  return Prepared{std::nullopt, Judgement{Verdict::JE, "the racket driver is not built yet: " + submission.string()}};
}

}  // namespace harness
