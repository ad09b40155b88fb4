#pragma once
/// A source file as the similarity check reads it: a list of tokens, with
/// comments and layout gone and what a copier renames made alike. A token's
/// `text` is its normal form: a keyword or operator as written, "ID" for any
/// name the student chose, "NUM" and "STR" for literals; its place is kept so
/// a match can be shown where it was written.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lang/language.h"

namespace harness {

struct Token {
  std::string text;          ///< the normal form
  std::uint32_t begin = 0;   ///< byte offsets of the token in its file
  std::uint32_t end = 0;
  int line = 1;              ///< 1-based, of `begin`
};

/// The normal forms of names and literals.
inline constexpr const char* kNameToken = "ID";
inline constexpr const char* kNumberToken = "NUM";
inline constexpr const char* kStringToken = "STR";

/// The tokens of `text`, a source in `language` (Cpp, Java, Python or Racket;
/// nothing for an executable). Never throws: text that is not valid in the
/// language (an unclosed string or comment, stray bytes) still lexes, as far
/// as it goes, since a student's file may be anything. Pure.
std::vector<Token> tokens_of(std::string_view text, Language language);

/// Per language, as tokens_of dispatches.
std::vector<Token> cpp_tokens(std::string_view text);
std::vector<Token> java_tokens(std::string_view text);
std::vector<Token> python_tokens(std::string_view text);
std::vector<Token> racket_tokens(std::string_view text);

}  // namespace harness
