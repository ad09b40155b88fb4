#include "lang/language_source.h"

#include <catch2/catch.hpp>

#include <string>

using namespace harness;

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

TEST_CASE("only C++ is built with --sanitize") {
  for (const LanguageRow& row : language_table()) {
    CAPTURE(row.word);
    CHECK(source_knowledge(row.language).sanitizable == (row.language == Language::Cpp));
  }
}
