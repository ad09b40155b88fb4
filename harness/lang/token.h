#pragma once
/// A source file as its language's lexer reads it: a list of tokens, with
/// comments and layout gone and what a copier renames made alike. A token's
/// `text` is its normal form: a keyword or operator as written, "ID" for any
/// name the student chose, "NUM" and "STR" for literals; its place is kept so
/// a match can be shown where it was written. The lexer is the language's one
/// reader of student text: the similarity check compares its tokens, and the
/// near-miss hints read definitions from the code it leaves (comments are
/// what it says they are, not what a second guess would).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace harness {

struct Token {
  std::string text;         ///< the normal form
  std::uint32_t begin = 0;  ///< byte offsets of the token in its file
  std::uint32_t end = 0;
  int line = 1;  ///< 1-based, of `begin`
};

/// The normal forms of names and literals.
inline constexpr const char* kNameToken = "ID";
inline constexpr const char* kNumberToken = "NUM";
inline constexpr const char* kStringToken = "STR";

/// A source as lexed: its tokens, and where its comments are (byte ranges,
/// [begin, end), in the order they were found; a datum comment may hold another).
struct Lexed {
  std::vector<Token> tokens;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> comments;
};

}  // namespace harness
