// C++ and Java, one lexer with a table per language (cpp_source.cpp,
// java_source.cpp): both write names, numbers, strings, comments and
// operators alike, and differ where the table says.
#include "lang/c_family_lexer.h"

#include "lang/source_scanner.h"

namespace harness {
namespace {

// A quoted literal from its opening quote: to the same quote not escaped,
// or to the line's end when it is left open (as a compiler would say).
void skip_quoted(SourceScanner& s) {
  const char quote = s.peek();
  s.advance();
  while (!s.done() && s.peek() != quote && s.peek() != '\n') s.advance(s.peek() == '\\' ? 2 : 1);
  if (s.peek() == quote) s.advance();
}

// R"delim( ... )delim", from the quote.
void skip_raw_string(SourceScanner& s) {
  s.advance();  // "
  const std::size_t delimiter_begin = s.at();
  while (!s.done() && s.peek() != '(' && s.peek() != '\n' && s.at() - delimiter_begin < 16) s.advance();
  if (s.peek() != '(') return;  // not a raw string after all: lexed on as it comes
  const std::string close = ")" + std::string(s.text().substr(delimiter_begin, s.at() - delimiter_begin)) + "\"";
  s.skip_past(close);
}

// Digits, letters (hex digits, suffixes, exponents), '.', C++'s ' separator
// and an exponent's sign: one number however it is written.
void skip_number(SourceScanner& s, bool separators) {
  while (!s.done()) {
    const char c = s.peek();
    if (is_name_char(c) || c == '.' || (separators && c == '\'' && is_name_char(s.peek(1)))) {
      s.advance();
    } else if ((c == '+' || c == '-') && s.at() > 0) {
      const char before = s.text()[s.at() - 1];
      if (before != 'e' && before != 'E' && before != 'p' && before != 'P') break;
      s.advance();
    } else {
      break;
    }
  }
}

// At the start of a line (blanks before it), '#': the directive's name is a
// token ("#define"), then its line lexes as code; #include and #pragma lines
// are left out whole, as every student's are alike.
void lex_directive(SourceScanner& s) {
  const std::size_t begin = s.at();
  const int line = s.line();
  s.advance();
  while (s.peek() == ' ' || s.peek() == '\t') s.advance();
  const std::size_t name_begin = s.at();
  while (is_name_char(s.peek())) s.advance();
  const std::string_view name = s.text().substr(name_begin, s.at() - name_begin);
  if (name == "include" || name == "pragma") {
    while (!s.done() && s.peek() != '\n') s.advance(s.peek() == '\\' ? 2 : 1);
    return;
  }
  s.emit("#" + std::string(name), begin, line);
}

bool at_line_start(const SourceScanner& s) {
  for (std::size_t i = s.at(); i > 0; --i) {
    const char c = s.text()[i - 1];
    if (c == '\n') return true;
    if (c != ' ' && c != '\t') return false;
  }
  return true;
}

bool is_cpp_string_prefix(std::string_view word) {
  return word == "u8" || word == "u" || word == "U" || word == "L" || word == "R" || word == "u8R" || word == "uR" ||
         word == "UR" || word == "LR";
}

}  // namespace

Lexed c_family_lexed(std::string_view text, const CFamily& language) {
  SourceScanner s(text);
  while (!s.done()) {
    const char c = s.peek();
    const std::size_t begin = s.at();
    const int line = s.line();
    if (is_blank(c)) {
      s.advance();
    } else if (s.starts_with("//")) {
      s.skip_to_line_end();
      s.comment(begin);
    } else if (s.starts_with("/*")) {
      s.skip_past("*/");
      s.comment(begin);
    } else if (language.preprocessor && c == '#' && at_line_start(s)) {
      lex_directive(s);
    } else if (language.text_blocks && s.starts_with("\"\"\"")) {
      s.advance(3);
      while (!s.done() && !s.starts_with("\"\"\"")) s.advance(s.peek() == '\\' ? 2 : 1);
      s.advance(3);
      s.emit(kStringToken, begin, line);
    } else if (c == '"' || c == '\'') {
      skip_quoted(s);
      s.emit(kStringToken, begin, line);
    } else if (is_ascii_digit(c) || (c == '.' && is_ascii_digit(s.peek(1)))) {
      skip_number(s, language.raw_strings);
      s.emit(kNumberToken, begin, line);
    } else if (is_name_start(c) || c == '$') {
      while (is_name_char(s.peek()) || s.peek() == '$') s.advance();
      const std::string_view word = text.substr(begin, s.at() - begin);
      if (language.raw_strings && is_cpp_string_prefix(word) && (s.peek() == '"' || s.peek() == '\'')) {
        if (word.back() == 'R' && s.peek() == '"') skip_raw_string(s);
        else skip_quoted(s);
        s.emit(kStringToken, begin, line);
      } else {
        s.emit(language.keywords.count(word) ? std::string(word) : kNameToken, begin, line);
      }
    } else {
      const std::string_view op = longest_operator(s, language.operators);
      s.advance(op.empty() ? 1 : op.size());
      s.emit(std::string(text.substr(begin, s.at() - begin)), begin, line);
    }
  }
  return s.lexed();
}

}  // namespace harness
