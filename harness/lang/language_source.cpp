#include "lang/language_source.h"

#include "lang/definition_text.h"

namespace harness {

const LanguageSource& source_knowledge(Language language) {
  static const LanguageSource kNoText{nullptr, nullptr, {nullptr, nullptr, nullptr}, false};
  const LanguageSource* text = language_row(language).text;
  return text ? *text : kNoText;
}

std::string code_of(std::string_view text, Language language) {
  const LanguageSource& source = source_knowledge(language);
  return source.lex ? without_comments(text, source.lex(text)) : std::string(text);
}

std::vector<Token> tokens_of(std::string_view text, Language language) {
  const LanguageSource& source = source_knowledge(language);
  return source.lex ? source.lex(text).tokens : std::vector<Token>{};
}

}  // namespace harness
