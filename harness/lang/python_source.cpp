// Python's source text: its lexer, how it defines a function (or a method
// of a class), and how its near misses are worded.
//
// The lexer: names, numbers, strings (prefixed, triple-quoted, f-strings as one
// literal), comments, operators, and the layout that is syntax there: a
// block's start and end are INDENT and DEDENT tokens, as Python's own
// tokenizer makes them, so two bodies line up only when nested alike.
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "base/counted.h"
#include "lang/definition_text.h"
#include "lang/language_source.h"
#include "lang/linear_pattern.h"
#include "lang/source_scanner.h"

namespace harness {
namespace {

// The keywords, and the builtins a renamer leaves alone (they are part of
// how the code reads, not names the student chose).
const std::set<std::string_view> kPythonWords = {
    "False",     "None",   "True",     "and",        "as",     "assert",   "async",   "await", "break", "class",
    "continue",  "def",    "del",      "elif",       "else",   "except",   "finally", "for",   "from",  "global",
    "if",        "import", "in",       "is",         "lambda", "nonlocal", "not",     "or",    "pass",  "raise",
    "return",    "try",    "while",    "with",       "yield",  "abs",      "all",     "any",   "bool",  "dict",
    "enumerate", "filter", "int",      "isinstance", "len",    "list",     "map",     "max",   "min",   "next",
    "print",     "range",  "reversed", "set",        "sorted", "str",      "sum",     "tuple", "zip",   "self"};

const std::vector<std::string_view> kPythonOperators = {"**=", "//=", ">>=", "<<=", "...", "->", ":=", "**",
                                                        "//",  "<<",  ">>",  "<=",  ">=",  "==", "!=", "+=",
                                                        "-=",  "*=",  "/=",  "%=",  "&=",  "|=", "^=", "@="};

bool is_string_prefix(std::string_view word) {
  if (word.empty() || word.size() > 2) return false;
  for (char c : word)
    if (std::string_view("rRbBuUfF").find(c) == std::string_view::npos) return false;
  return true;
}

// From the opening quote(s): a backslash always keeps the next byte in (raw
// strings too, for their end), a one-line string ends at the line's end.
void skip_python_string(SourceScanner& s) {
  const char quote = s.peek();
  const bool triple = s.peek(1) == quote && s.peek(2) == quote;
  s.advance(triple ? 3 : 1);
  while (!s.done()) {
    if (s.peek() == '\\') {
      s.advance(2);
    } else if (triple ? (s.peek() == quote && s.peek(1) == quote && s.peek(2) == quote) : s.peek() == quote) {
      s.advance(triple ? 3 : 1);
      return;
    } else if (!triple && s.peek() == '\n') {
      return;
    } else {
      s.advance();
    }
  }
}

// At a line's start outside brackets: the indentation's width (a tab to the
// next multiple of 8, as Python counts), or -1 for a line with no code.
int indentation(SourceScanner& s) {
  int width = 0;
  for (;;) {
    const char c = s.peek();
    if (c == ' ') width += 1;
    else if (c == '\t') width = (width / 8 + 1) * 8;
    else if (c == '\f' || c == '\r') width += 0;
    else break;
    s.advance();
  }
  const char c = s.peek();
  return (c == '\n' || c == '#' || c == '\0' || (c == '\\' && s.peek(1) == '\n')) ? -1 : width;
}

// A block's start or end is no text of its own: it is put, empty, where the
// code before it ends, so a match ending with a block's end is shown ending
// on its last line of code, not on the next.
void layout_token(SourceScanner& s, const char* text) {
  std::vector<Token>& tokens = s.tokens();
  if (tokens.empty()) {
    tokens.push_back(Token{text, 0, 0, 1});
    return;
  }
  const Token& last = tokens.back();
  int line = last.line;  // where the code before ends: a string may span lines
  for (std::uint32_t i = last.begin; i < last.end; ++i) line += s.text()[i] == '\n';
  tokens.push_back(Token{text, last.end, last.end, line});
}

Lexed python_lexed(std::string_view text) {
  SourceScanner s(text);
  std::vector<int> indents{0};
  int brackets = 0;
  bool line_start = true;
  while (!s.done()) {
    if (line_start && brackets == 0) {
      line_start = false;
      const int width = indentation(s);
      if (width >= 0) {
        if (width > indents.back()) {
          indents.push_back(width);
          layout_token(s, "INDENT");
        }
        while (width < indents.back()) {
          indents.pop_back();
          layout_token(s, "DEDENT");
        }
      }
      continue;
    }
    const char c = s.peek();
    const std::size_t begin = s.at();
    const int line = s.line();
    if (c == '\n') {
      s.advance();
      line_start = true;
    } else if (c == '\\' && (s.peek(1) == '\n' || (s.peek(1) == '\r' && s.peek(2) == '\n'))) {
      s.advance(s.peek(1) == '\n' ? 2 : 3);  // a joined line: no new logical line
    } else if (is_blank(c)) {
      s.advance();
    } else if (c == '#') {
      s.skip_to_line_end();
      s.comment(begin);
    } else if (c == '"' || c == '\'') {
      skip_python_string(s);
      s.emit(kStringToken, begin, line);
    } else if (is_ascii_digit(c) || (c == '.' && is_ascii_digit(s.peek(1)))) {
      while (is_name_char(s.peek()) || s.peek() == '.' ||
             ((s.peek() == '+' || s.peek() == '-') && (text[s.at() - 1] == 'e' || text[s.at() - 1] == 'E')))
        s.advance();
      s.emit(kNumberToken, begin, line);
    } else if (is_name_start(c)) {
      while (is_name_char(s.peek())) s.advance();
      const std::string_view word = text.substr(begin, s.at() - begin);
      if (is_string_prefix(word) && (s.peek() == '"' || s.peek() == '\'')) {
        skip_python_string(s);
        s.emit(kStringToken, begin, line);
      } else {
        s.emit(kPythonWords.count(word) ? std::string(word) : kNameToken, begin, line);
      }
    } else {
      if (c == '(' || c == '[' || c == '{') ++brackets;
      if ((c == ')' || c == ']' || c == '}') && brackets > 0) --brackets;
      const std::string_view op = longest_operator(s, kPythonOperators);
      s.advance(op.empty() ? 1 : op.size());
      s.emit(std::string(text.substr(begin, s.at() - begin)), begin, line);
    }
  }
  for (std::size_t i = 1; i < indents.size(); ++i) layout_token(s, "DEDENT");
  return s.lexed();
}

std::vector<SourceDefinition> python_definitions(const std::string& text, const std::string& file) {
  static const LinearPattern kClass(R"(^class\s+([A-Za-z_]\w*))");
  static const LinearPattern kDef(R"(^([ \t]*)def\s+([A-Za-z_]\w*)\s*\(([^)]*)\))");
  std::vector<SourceDefinition> out;
  std::string current_class;
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (line.size() > kDefinitionWindow) continue;
    if (const auto c = kClass.search(line)) current_class = std::string((*c)[1]);
    else if (!line.empty() && line[0] != ' ' && line[0] != '\t' && line[0] != '\r') current_class.clear();
    const auto m = kDef.search(line);
    if (!m) continue;
    const std::string parameters((*m)[3]);
    SourceDefinition d;
    d.name = std::string((*m)[2]);
    d.parameters = split_parameters(parameters, ',');
    d.declared = "def " + d.name + "(" + squeezed(parameters) + ")";
    d.file = file;
    d.line = number;
    d.owner = !(*m)[1].empty() ? current_class : "";
    d.is_static = (*m)[1].empty();  // a module-level function is what the driver calls
    out.push_back(std::move(d));
  }
  return out;
}

std::string python_signature(sudoku::Entry entry) {
  const bool limit = sudoku::entry_row(entry).takes == sudoku::Takes::GridAndLimit;
  return fmt::format("def {}({})", sudoku::entry_row(entry).name,
                     limit                                 ? "grid, limit"
                     : entry == sudoku::Entry::CheckSudoku ? "board"
                                                           : "grid");
}

std::string python_why_not_entry(const SourceDefinition& d, sudoku::Entry, std::size_t passed) {
  if (!d.owner.empty())
    return fmt::format("it is a method of class {}: the driver calls functions at the module's top level", d.owner);
  return fmt::format("it takes {}, the driver passes {}", counted(std::int64_t(d.parameters.size()), "parameter"),
                     passed);
}

}  // namespace

const LanguageSource& python_source() {
  static const LanguageSource kPython{
      python_lexed, python_definitions, {nullptr, python_signature, python_why_not_entry}, false};
  return kPython;
}

}  // namespace harness
