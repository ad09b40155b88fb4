#pragma once
// The cursor the four lexers share: a position in the text, the line it is
// on, and the tokens and comments found so far. Every read is bounds-checked, so a lexer
// can look ahead without asking how much text is left.
#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

#include "lang/token.h"

namespace harness {

class SourceScanner {
 public:
  explicit SourceScanner(std::string_view text) : text_(text) {}

  bool done() const { return at_ >= text_.size(); }
  std::size_t at() const { return at_; }
  int line() const { return line_; }
  /// The byte `ahead` bytes on, or '\0' past the end.
  char peek(std::size_t ahead = 0) const { return at_ + ahead < text_.size() ? text_[at_ + ahead] : '\0'; }
  bool starts_with(std::string_view word) const { return text_.substr(at_).substr(0, word.size()) == word; }
  std::string_view text() const { return text_; }

  /// Moves on `count` bytes (no further than the end), counting lines.
  void advance(std::size_t count = 1) {
    for (; count > 0 && at_ < text_.size(); --count)
      if (text_[at_++] == '\n') ++line_;
  }
  /// Moves to just before the next '\n' (or the end).
  void skip_to_line_end() {
    while (!done() && peek() != '\n') advance();
  }
  /// Moves past the next `close` (or to the end, for text left open).
  void skip_past(std::string_view close) {
    while (!done() && !starts_with(close)) advance();
    advance(close.size());
  }

  /// A token from `begin` (with the line it started on) to here.
  void emit(std::string text, std::size_t begin, int begin_line) {
    lexed_.tokens.push_back(
        Token{std::move(text), static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(at_), begin_line});
  }
  std::vector<Token>& tokens() { return lexed_.tokens; }
  /// A comment from `begin` to here: no token, but the code's readers blank it.
  void comment(std::size_t begin) {
    lexed_.comments.emplace_back(static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(at_));
  }
  /// What was found, taken.
  Lexed lexed() { return std::move(lexed_); }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
  int line_ = 1;
  Lexed lexed_;
};

inline bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }
/// A byte of a UTF-8 sequence counts as a letter: names may be in any script.
inline bool is_name_start(char c) { return is_ascii_letter(c) || c == '_' || static_cast<unsigned char>(c) >= 0x80; }
inline bool is_name_char(char c) { return is_name_start(c) || is_ascii_digit(c); }
inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/// The longest of `operators` the scanner is at, or "" (a byte of its own
/// then). `operators` is sorted longest first.
std::string_view longest_operator(const SourceScanner& scanner, const std::vector<std::string_view>& operators);

}  // namespace harness
