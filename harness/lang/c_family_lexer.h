#pragma once
// The lexer C++ and Java share, and the table each fills in: both write
// names, numbers, strings, comments and operators alike, and differ where
// the table says (C++'s preprocessor, raw and prefixed strings, digit
// separators; Java's text blocks and its operators).
#include <set>
#include <string_view>
#include <vector>

#include "lang/token.h"

namespace harness {

struct CFamily {
  std::set<std::string_view> keywords;
  std::vector<std::string_view> operators;  // longest first
  bool preprocessor = false;
  bool raw_strings = false;  // C++: R"delim(...)delim", u8"..", L'x'
  bool text_blocks = false;  // Java: """ ... """
};

/// The tokens and comments of `text`, lexed as `language` says. Never
/// throws; linear.
Lexed c_family_lexed(std::string_view text, const CFamily& language);

}  // namespace harness
