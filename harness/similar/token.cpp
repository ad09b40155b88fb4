#include "similar/token.h"

namespace harness {

std::vector<Token> tokens_of(std::string_view text, Language language) {
  switch (language) {
    case Language::Cpp: return cpp_tokens(text);
    case Language::Java: return java_tokens(text);
    case Language::Python: return python_tokens(text);
    case Language::Racket: return racket_tokens(text);
    case Language::Executable: return {};
  }
  return {};
}

}  // namespace harness
