// Java's source text: its words and operators for the shared C-family lexer,
// how it defines a method (and in which class), and how its near misses are
// worded. (lang/java_declarations.h reads a Java file's package and class names
// for the build; this is the text as the hints and the similarity check read it.)
#include <fmt/format.h>

#include "lang/c_family_lexer.h"
#include "lang/definition_text.h"
#include "lang/language_source.h"
#include "lang/linear_pattern.h"

namespace harness {
namespace {

const std::set<std::string_view> kJavaKeywords = {
    "abstract", "assert",       "boolean",  "break",     "byte",   "case",      "catch",    "char",
    "class",    "const",        "continue", "default",   "do",     "double",    "else",     "enum",
    "extends",  "final",        "finally",  "float",     "for",    "goto",      "if",       "implements",
    "import",   "instanceof",   "int",      "interface", "long",   "native",    "new",      "package",
    "private",  "protected",    "public",   "return",    "short",  "static",    "strictfp", "super",
    "switch",   "synchronized", "this",     "throw",     "throws", "transient", "try",      "void",
    "volatile", "while",        "var",      "record",    "yield",  "true",      "false",    "null"};

const std::vector<std::string_view> kJavaOperators = {">>>=", "<<=", ">>=", ">>>", "...", "::", "->", "++", "--",
                                                      "<<",   ">>",  "<=",  ">=",  "==",  "!=", "&&", "||", "+=",
                                                      "-=",   "*=",  "/=",  "%=",  "&=",  "|=", "^="};

Lexed java_lexed(std::string_view text) {
  static const CFamily kJava{kJavaKeywords, kJavaOperators, false, false, true};
  return c_family_lexed(text, kJava);
}

std::vector<SourceDefinition> java_definitions(const std::string& text, const std::string& file) {
  const LineIndex lines(text);
  static const LinearPattern kClass(R"(class\s+([A-Za-z_]\w*))");
  static const LinearPattern kMethod(
      R"(((?:(?:public|private|protected|static|final|synchronized)\s+)*)([\w\[\]<>\.]+)\s+([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:throws\s+[\w\.,\s]+)?\{)");
  std::vector<std::pair<std::size_t, std::string>> classes;
  for_each_from(text, "class", [&](std::size_t at, std::size_t end) {
    if (const auto m = kClass.match_at(text, at, end)) classes.emplace_back(at, std::string((*m)[1]));
  });
  std::vector<SourceDefinition> out;
  for_each_head(text, [&](std::size_t start, std::size_t end) {
    const auto m = kMethod.search(text, start, end);
    if (!m) return;
    const std::string type((*m)[2]), name((*m)[3]), parameters((*m)[4]);
    if (is_statement_keyword(name) || type == "new" || type == "return" || type == "else") return;
    SourceDefinition d;
    d.name = name;
    const std::string modifiers = squeezed(std::string((*m)[1]));
    d.is_static = modifiers.find("static") != std::string::npos;
    d.is_private = modifiers.find("private") != std::string::npos;
    d.parameters = split_parameters(parameters, ',');
    d.declared = (modifiers.empty() ? "" : modifiers + " ") + type + " " + name + "(" + squeezed(parameters) + ")";
    d.file = file;
    const std::size_t at = m->position(text, 3);
    d.line = lines.line_at(at);
    for (const auto& [where, class_name] : classes)
      if (where < at) d.owner = class_name;
    out.push_back(std::move(d));
  });
  return out;
}

std::string java_signature(sudoku::Entry entry) {
  using sudoku::Entry;
  const bool limit = sudoku::entry_row(entry).takes == sudoku::Takes::GridAndLimit;
  return fmt::format("static {} {}(int[][] {}{}) in class Sudoku", limit ? "int" : "boolean",
                     sudoku::entry_row(entry).name,
                     entry == Entry::Solve || entry == Entry::SolveFast || limit ? "grid" : "sudoku",
                     limit                         ? ", int limit"
                     : entry == Entry::CheckSudoku ? ", boolean printErrors"
                                                   : "");
}

std::string java_why_not_entry(const SourceDefinition& d, sudoku::Entry, std::size_t) {
  if (d.owner != "Sudoku" && !d.owner.empty())
    return fmt::format("it is in class {}: the driver calls class Sudoku's (in Sudoku.java, no package)", d.owner);
  if (!d.is_static)
    return "it is not static: the driver calls Sudoku." + d.name +
           "(...) on the class, as the assignment's SudokuTest does; declare it `static`";
  if (d.is_private) return "it is private: the driver, like SudokuTest, cannot call it; drop `private`";
  return "its parameter or return types differ";
}

}  // namespace

const LanguageSource& java_source() {
  static const LanguageSource kJava{java_lexed, java_definitions, {nullptr, java_signature, java_why_not_entry}, false};
  return kJava;
}

}  // namespace harness
