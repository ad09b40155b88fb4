#pragma once
/// What the harness knows of a language's source text, one row per language,
/// each in its own file (cpp_source.cpp, java_source.cpp,
/// python_source.cpp, racket_source.cpp): its lexer, the one reader of a
/// student's text in that language (the similarity check's tokens, and the
/// comments the definition reader passes over); how it defines a function;
/// how the assignment's entries are named and declared in it, and why a
/// definition of an entry's very name is not the entry, in its words. Code
/// outside lang/ asks source_knowledge and never names a language.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "driver/entries.h"
#include "lang/language.h"
#include "lang/source_definition.h"
#include "lang/token.h"

namespace harness {

/// How a language words a missing entry's near miss (judge/near_miss.h decides which).
struct NearMissWords {
  /// The name the driver looks for; null: the entry's own (sudoku::entry_row's).
  std::string (*entry_name)(sudoku::Entry entry);
  /// The entry as the assignment expects it: "def solve(grid)".
  std::string (*signature)(sudoku::Entry entry);
  /// Why `defined`, of the entry's very name, is not the entry, the driver
  /// passing `passed` parameters: "it is `static`, ...".
  std::string (*why_not_entry)(const SourceDefinition& defined, sudoku::Entry entry, std::size_t passed);
};

struct LanguageSource {
  /// The text's tokens and comments. Never throws, linear in the text: a
  /// student's file may be anything. Null: no source text (an executable).
  Lexed (*lex)(std::string_view text);
  /// The definitions in `code`, a source with its comments blanked, named as `file`.
  std::vector<SourceDefinition> (*definitions)(const std::string& code, const std::string& file);
  /// Null members: no entries of its own to word (an executable).
  NearMissWords near_miss;
  /// grade --sanitize builds it with AddressSanitizer and UBSan (prepare/sanitize.h).
  bool sanitizable;
};

/// What `language`'s row says of its text (LanguageRow::text); for a
/// language without text (an executable), a row of nulls.
const LanguageSource& source_knowledge(Language language);

/// The tokens of `text`, a source in `language` (none for an executable). Pure.
std::vector<Token> tokens_of(std::string_view text, Language language);

/// `text`, a source in `language`, with its comments blanked as the
/// language's lexer finds them (lines kept): the code every reader of
/// definitions reads. The text as it is for a language without a lexer. Linear.
std::string code_of(std::string_view text, Language language);

/// Each language's, named by its row in lang/<language>.cpp.
const LanguageSource& cpp_source();
const LanguageSource& java_source();
const LanguageSource& python_source();
const LanguageSource& racket_source();

}  // namespace harness
