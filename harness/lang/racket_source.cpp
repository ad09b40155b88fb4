// Racket's source text: its lexer, how it defines a function, and how its
// near misses are worded (the document's own names: solve, valid-board?).
//
// The lexer reads Racket as DrRacket saves it: parentheses (all three shapes as one, since
// brackets are style), quotes, strings, characters, numbers and symbols;
// comments of every kind (; #| |# nested, and #; which comments out the
// datum after it) and the #lang / #reader header left out. A symbol of the
// language (define, cond, first, empty? ...) keeps its name, since a
// renamer leaves those; the student's own become "ID".
#include <set>

#include <fmt/format.h>

#include "base/counted.h"
#include "lang/definition_text.h"
#include "lang/language_source.h"
#include "lang/linear_pattern.h"
#include "lang/source_scanner.h"

namespace harness {
namespace {

const std::set<std::string_view> kRacketWords = {"define",
                                                 "lambda",
                                                 "λ",
                                                 "let",
                                                 "let*",
                                                 "letrec",
                                                 "local",
                                                 "if",
                                                 "cond",
                                                 "else",
                                                 "case",
                                                 "when",
                                                 "unless",
                                                 "and",
                                                 "or",
                                                 "not",
                                                 "begin",
                                                 "set!",
                                                 "quote",
                                                 "quasiquote",
                                                 "unquote",
                                                 "define-struct",
                                                 "struct",
                                                 "require",
                                                 "provide",
                                                 "check-expect",
                                                 "check-within",
                                                 "check-error",
                                                 "for",
                                                 "for/list",
                                                 "for/or",
                                                 "for/and",
                                                 "for/first",
                                                 "for/fold",
                                                 "for*/list",
                                                 "in-range",
                                                 "in-list",
                                                 "list",
                                                 "cons",
                                                 "first",
                                                 "rest",
                                                 "second",
                                                 "third",
                                                 "empty",
                                                 "empty?",
                                                 "cons?",
                                                 "null",
                                                 "null?",
                                                 "list?",
                                                 "car",
                                                 "cdr",
                                                 "cadr",
                                                 "append",
                                                 "reverse",
                                                 "length",
                                                 "list-ref",
                                                 "map",
                                                 "filter",
                                                 "foldl",
                                                 "foldr",
                                                 "andmap",
                                                 "ormap",
                                                 "apply",
                                                 "build-list",
                                                 "member",
                                                 "member?",
                                                 "remove",
                                                 "range",
                                                 "equal?",
                                                 "eq?",
                                                 "eqv?",
                                                 "=",
                                                 "<",
                                                 ">",
                                                 "<=",
                                                 ">=",
                                                 "+",
                                                 "-",
                                                 "*",
                                                 "/",
                                                 "quotient",
                                                 "remainder",
                                                 "modulo",
                                                 "add1",
                                                 "sub1",
                                                 "zero?",
                                                 "number?",
                                                 "integer?",
                                                 "false",
                                                 "true",
                                                 "boolean?",
                                                 "string?",
                                                 "string-append",
                                                 "number->string",
                                                 "vector",
                                                 "vector-ref",
                                                 "vector-set!",
                                                 "make-vector",
                                                 "error",
                                                 "void",
                                                 "max",
                                                 "min",
                                                 "abs",
                                                 "floor",
                                                 "sqrt",
                                                 "values",
                                                 "displayln",
                                                 "printf",
                                                 "display",
                                                 "newline"};

bool is_delimiter(char c) {
  return is_blank(c) || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == '"' || c == ',' ||
         c == '\'' || c == '`' || c == ';' || c == '\0';
}

// An atom's text as a number reads it: digits with a sign, a point, a
// fraction's slash, an exponent, or a radix/exactness prefix (#x, #e).
bool looks_numeric(std::string_view atom) {
  std::size_t i = 0;
  while (i + 1 < atom.size() && atom[i] == '#') i += 2;
  if (i < atom.size() && (atom[i] == '+' || atom[i] == '-')) ++i;
  if (i < atom.size() && atom[i] == '.') ++i;
  return i < atom.size() && is_ascii_digit(atom[i]);
}

class RacketLexer {
 public:
  explicit RacketLexer(std::string_view text) : s_(text) {}

  Lexed run() {
    while (!s_.done()) next();
    return s_.lexed();
  }

 private:
  // One token, or a comment or blank skipped.
  void next() {
    const char c = s_.peek();
    const std::size_t begin = s_.at();
    const int line = s_.line();
    if (is_blank(c)) {
      s_.advance();
    } else if (c == ';') {
      s_.skip_to_line_end();
      s_.comment(begin);
    } else if (s_.starts_with("#|")) {
      skip_block_comment();
      s_.comment(begin);
    } else if (s_.starts_with("#;")) {
      s_.advance(2);
      // Each #; in a row is one level deeper; past a bound (only a made-up
      // file nests so) the rest are lexed as code rather than overflow the stack.
      if (datum_comments_ < kMostDatumComments) {
        ++datum_comments_;
        skip_datum();
        --datum_comments_;
      }
      s_.comment(begin);
    } else if (s_.starts_with("#lang") || s_.starts_with("#reader") || s_.starts_with("#!")) {
      s_.skip_to_line_end();
    } else if (c == '(' || c == '[' || c == '{') {
      s_.advance();
      s_.emit("(", begin, line);
    } else if (c == ')' || c == ']' || c == '}') {
      s_.advance();
      // A run of closing brackets (comments between them or not) is one
      // token: "))))" ends any deep form, and a dozen of them in a row would
      // match between any two programs.
      std::vector<Token>& tokens = s_.tokens();
      if (merge_closing_ && !tokens.empty() && tokens.back().text == ")") tokens.back().end = s_.at();
      else s_.emit(")", begin, line);

    } else if (c == '\'' || c == '`') {
      s_.advance();
      s_.emit(std::string(1, c), begin, line);
    } else if (c == ',') {
      s_.advance(s_.peek(1) == '@' ? 2 : 1);
      s_.emit(",", begin, line);
    } else if (c == '"') {
      s_.advance();
      while (!s_.done() && s_.peek() != '"') s_.advance(s_.peek() == '\\' ? 2 : 1);
      s_.advance();
      s_.emit(kStringToken, begin, line);
    } else if (s_.starts_with("#\\")) {
      s_.advance(3);  // #\ and the character itself, which may be a delimiter: #\(
      while (!is_delimiter(s_.peek())) s_.advance();
      s_.emit(kStringToken, begin, line);
    } else if (c == '#' && (s_.peek(1) == '(' || s_.peek(1) == '[' || s_.peek(1) == '\'' || s_.peek(1) == '`')) {
      s_.advance();  // #( a vector, #' a syntax quote: the # alone, then what follows
      s_.emit("#", begin, line);
    } else {
      atom(begin, line);
    }
  }

  // A symbol, number or #-literal, to the next delimiter; |...| keeps
  // anything in a symbol.
  void atom(std::size_t begin, int line) {
    while (!s_.done() && !is_delimiter(s_.peek())) {
      if (s_.peek() == '|') {
        s_.advance();
        while (!s_.done() && s_.peek() != '|') s_.advance();
        s_.advance();
      } else {
        s_.advance(s_.peek() == '\\' ? 2 : 1);
      }
    }
    if (s_.at() == begin) s_.advance();  // a byte no rule takes: a token of its own
    const std::string_view word = s_.text().substr(begin, s_.at() - begin);
    if (word == "#t" || word == "#true") s_.emit("#t", begin, line);
    else if (word == "#f" || word == "#false") s_.emit("#f", begin, line);
    else if (looks_numeric(word)) s_.emit(kNumberToken, begin, line);
    else if (word.front() == '#') s_.emit("#", begin, line);  // #:keyword, #hash, #rx...
    else s_.emit(kRacketWords.count(word) ? std::string(word) : kNameToken, begin, line);
  }

  void skip_block_comment() {
    int depth = 0;
    do {
      if (s_.starts_with("#|")) {
        ++depth;
        s_.advance(2);
      } else if (s_.starts_with("|#")) {
        --depth;
        s_.advance(2);
      } else {
        s_.advance();
      }
    } while (depth > 0 && !s_.done());
  }

  // #; comments out the next datum: lexed as usual, then its tokens taken
  // back, so a datum comment inside it and brackets in its strings count
  // right. A datum is one token, or an opening bracket to its match.
  void skip_datum() {
    std::vector<Token>& tokens = s_.tokens();
    const std::size_t keep = tokens.size();
    const bool merging = merge_closing_;
    merge_closing_ = false;  // each bracket a token of its own, to count the datum's
    int depth = 0;
    while (!s_.done()) {
      const std::size_t before = tokens.size();
      next();
      if (tokens.size() == before) continue;  // a blank or a comment
      const std::string& made = tokens.back().text;
      if (made == "(") ++depth;
      else if (made == ")") --depth;
      // A quote prefix belongs to the datum after it.
      const bool prefix = made == "'" || made == "`" || made == "," || made == "#";
      if (depth <= 0 && !prefix) break;
    }
    tokens.resize(keep);
    merge_closing_ = merging;
  }

  static constexpr int kMostDatumComments = 64;
  SourceScanner s_;
  int datum_comments_ = 0;
  bool merge_closing_ = true;
};

Lexed racket_lexed(std::string_view text) { return RacketLexer(text).run(); }

std::vector<SourceDefinition> racket_definitions(const std::string& text, const std::string& file) {
  const LineIndex lines(text);
  static const LinearPattern kDefine(R"(\(define\s+\(([^\s()\[\]]+)([^()]*)\))");
  std::vector<SourceDefinition> out;
  for_each_from(text, "(define", [&](std::size_t at, std::size_t end) {
    const auto m = kDefine.match_at(text, at, end);
    if (!m) return;
    const std::string parameters((*m)[2]);
    SourceDefinition d;
    d.name = std::string((*m)[1]);
    d.parameters = split_parameters(parameters, ' ');
    d.declared = "(define (" + d.name + (squeezed(parameters).empty() ? "" : " " + squeezed(parameters)) + ") ...)";
    d.file = file;
    d.line = lines.line_at(m->position(text, 1));
    d.is_static = true;
    out.push_back(std::move(d));
  });
  return out;
}

// The name the driver looks for: the document's own (solve, valid-board?).
std::string racket_entry_name(sudoku::Entry entry) {
  using sudoku::Entry;
  return entry == Entry::CheckSudoku      ? "valid-board?"
         : entry == Entry::SolveFast      ? "solve_fast"
         : entry == Entry::CountSolutions ? "count_solutions"
                                          : "solve";
}

std::string racket_signature(sudoku::Entry entry) {
  return fmt::format("(define ({} bd) ...)", racket_entry_name(entry));
}

std::string racket_why_not_entry(const SourceDefinition& d, sudoku::Entry, std::size_t passed) {
  return fmt::format("it takes {}, the driver passes {}", counted(std::int64_t(d.parameters.size()), "argument"),
                     passed);
}

}  // namespace

const LanguageSource& racket_source() {
  static const LanguageSource kRacket{
      racket_lexed, racket_definitions, {racket_entry_name, racket_signature, racket_why_not_entry}, false};
  return kRacket;
}

}  // namespace harness
