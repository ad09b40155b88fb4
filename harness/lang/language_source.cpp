#include "lang/language_source.h"

namespace harness {

const LanguageSource& source_knowledge(Language language) {
  static const LanguageSource kExecutable{nullptr, nullptr, {nullptr, nullptr, nullptr}, false};
  switch (language) {
    case Language::Cpp: return cpp_source();
    case Language::Java: return java_source_text();
    case Language::Python: return python_source();
    case Language::Racket: return racket_source();
    case Language::Executable: break;
  }
  return kExecutable;
}

std::vector<Token> tokens_of(std::string_view text, Language language) {
  const LanguageSource& source = source_knowledge(language);
  return source.lex ? source.lex(text).tokens : std::vector<Token>{};
}

}  // namespace harness
