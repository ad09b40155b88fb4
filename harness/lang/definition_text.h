#pragma once
// What the languages' definition readers share: the code with its comments
// blanked (as the language's lexer found them), a definition's text on one
// line, its parameters split, line numbers by offset, and the bounded places
// a definition's head can be. The readers' patterns are linear
// (lang/linear_pattern.h); kDefinitionWindow keeps the hints short.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "lang/token.h"

namespace harness {

/// `text` with each of `lexed`'s comments made spaces (newlines kept), so
/// lines still count and a commented-out function is not taken for one.
/// Strings are left alone. Linear.
std::string without_comments(std::string_view text, const Lexed& lexed);

/// Runs of blanks as one space, none at either end: "bool  solve(\n Grid g)" on one line.
std::string squeezed(std::string text);

/// A parameter list split at `separator` outside brackets, each squeezed.
std::vector<std::string> split_parameters(const std::string& list, char separator);

/// Whether `word` is a C-like statement keyword, never a function's name or type.
bool is_statement_keyword(const std::string& word);

// Where each line starts, made once per text: a line number for each of
// thousands of definitions without counting from the top each time.
class LineIndex {
 public:
  explicit LineIndex(const std::string& text) {
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 1))
      starts_.push_back(at + 1);
  }
  int line_at(std::size_t offset) const {
    return 1 + static_cast<int>(std::upper_bound(starts_.begin(), starts_.end(), offset) - starts_.begin());
  }

 private:
  std::vector<std::size_t> starts_;
};

// A definition's head (return type to `{`) longer than this many characters
// is no function a person wrote by hand: it goes unnamed, and each search is
// bounded by it. The patterns are linear (lang/linear_pattern.h): this bound
// keeps the hints short, no longer the grader's stack (libstdc++'s regex recursed once
// per character, and a 400,000-character string literal overflowed it).
constexpr std::size_t kDefinitionWindow = 2000;

// Each place a C-like definition's head can be: the text before a `{`, back
// to the `;`, `{` or `}` before it (at most kDefinitionWindow), with the `{`. `fn` gets
// the head's start and end (past the `{`) in `text`; heads do not overlap, so
// all of them take one pass. A head without a `(` has no parameter list and
// is skipped unsearched: a million `{` cost a million memchr, not RE2 calls.
template <typename Fn>
void for_each_head(const std::string& text, Fn fn) {
  for (std::size_t brace = text.find('{'); brace != std::string::npos; brace = text.find('{', brace + 1)) {
    const std::size_t floor = brace > kDefinitionWindow ? brace - kDefinitionWindow : 0;
    std::size_t start = brace == 0 ? std::string::npos : text.find_last_of(";{}", brace - 1);
    start = start == std::string::npos || start < floor ? floor : start + 1;
    if (std::memchr(text.data() + start, '(', brace - start) != nullptr) fn(start, brace + 1);
  }
}

// Each place `word` starts a word, with the end of its window of kDefinitionWindow characters.
template <typename Fn>
void for_each_from(const std::string& text, const std::string& word, Fn fn) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_')) continue;
    fn(at, std::min(text.size(), at + kDefinitionWindow));
  }
}

}  // namespace harness
