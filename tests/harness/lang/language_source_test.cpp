#include "lang/language_source.h"

#include <catch2/catch.hpp>

#include <string>

#include "lang/definition_text.h"

using namespace harness;

namespace {

// The text as the definition readers see it: the language's lexer's comments blanked.
std::string code_of(const std::string& text, Language language) {
  return without_comments(text, source_knowledge(language).lex(text));
}

}  // namespace

TEST_CASE("every language with source text has a lexer, a definition reader and its near misses' words") {
  for (const LanguageRow& row : language_table()) {
    CAPTURE(row.word);
    const LanguageSource& source = source_knowledge(row.language);
    const bool has_sources = !row.extensions.empty();
    CHECK((source.lex != nullptr) == has_sources);
    CHECK((source.definitions != nullptr) == has_sources);
    CHECK((source.near_miss.signature != nullptr) == has_sources);
    CHECK((source.near_miss.why_not_entry != nullptr) == has_sources);
  }
  CHECK(tokens_of("int main() {}", Language::Executable).empty());
}

TEST_CASE("--sanitize builds C++ alone") {
  for (const LanguageRow& row : language_table()) {
    CAPTURE(row.word);
    CHECK(source_knowledge(row.language).sanitizable == (row.language == Language::Cpp));
  }
}

TEST_CASE("comments are blanked where the lexer found them, lines kept, strings left alone") {
  CHECK(code_of("int a; // b\n/* c\nd */ int e;", Language::Cpp) == "int a;     \n    \n     int e;");
  CHECK(code_of("char* u = \"http://x\"; // y", Language::Cpp) == "char* u = \"http://x\";     ");
  CHECK(code_of("s = '#' # t\n", Language::Python) == "s = '#'    \n");
  CHECK(code_of("String s = \"/* no */\";", Language::Java) == "String s = \"/* no */\";");
  // Racket's three kinds, and a datum comment holding a comment of its own.
  CHECK(code_of("(a) ; b\n#| c |# #;(d #| e |#) \"; f\"", Language::Racket) ==
        "(a)    \n" + std::string(7 + 1 + 13 + 1, ' ') + "\"; f\"");
}

TEST_CASE("an unclosed comment is blanked to the end, a long run in linear time") {
  const std::string run(1 << 20, 'x');
  const std::string code = code_of("int a; /*" + run, Language::Cpp);
  CHECK(code == "int a; " + std::string(run.size() + 2, ' '));
}
