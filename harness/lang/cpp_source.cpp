// C++'s source text: its words and operators for the shared C-family lexer,
// how it defines a function, and how its near misses are worded.
#include <fmt/format.h>

#include "base/counted.h"
#include "lang/c_family_lexer.h"
#include "lang/definition_text.h"
#include "lang/language_source.h"
#include "lang/linear_pattern.h"

namespace harness {
namespace {

const std::set<std::string_view> kCppKeywords = {
    "alignas",     "alignof",   "and",        "and_eq",    "asm",      "auto",         "bitand",
    "bitor",       "bool",      "break",      "case",      "catch",    "char",         "char8_t",
    "char16_t",    "char32_t",  "class",      "compl",     "concept",  "const",        "consteval",
    "constexpr",   "constinit", "const_cast", "continue",  "co_await", "co_return",    "co_yield",
    "decltype",    "default",   "delete",     "do",        "double",   "dynamic_cast", "else",
    "enum",        "explicit",  "export",     "extern",    "false",    "float",        "for",
    "friend",      "goto",      "if",         "inline",    "int",      "long",         "mutable",
    "namespace",   "new",       "noexcept",   "not",       "not_eq",   "nullptr",      "operator",
    "or",          "or_eq",     "private",    "protected", "public",   "register",     "reinterpret_cast",
    "requires",    "return",    "short",      "signed",    "sizeof",   "static",       "static_assert",
    "static_cast", "struct",    "switch",     "template",  "this",     "thread_local", "throw",
    "true",        "try",       "typedef",    "typeid",    "typename", "union",        "unsigned",
    "using",       "virtual",   "void",       "volatile",  "wchar_t",  "while",        "xor",
    "xor_eq"};

const std::vector<std::string_view> kCppOperators = {"<=>", "<<=", ">>=", "->*", "...", "::", "->", "++", "--",
                                                     "<<",  ">>",  "<=",  ">=",  "==",  "!=", "&&", "||", "+=",
                                                     "-=",  "*=",  "/=",  "%=",  "&=",  "|=", "^=", ".*", "##"};

Lexed cpp_lexed(std::string_view text) {
  static const CFamily kCpp{kCppKeywords, kCppOperators, true, true, false};
  return c_family_lexed(text, kCpp);
}

std::vector<SourceDefinition> cpp_definitions(const std::string& text, const std::string& file) {
  const LineIndex lines(text);
  // A return type, a name, parameters, then a body: a definition, not a call or declaration.
  static const LinearPattern kFunction(
      R"(([A-Za-z_][\w:<>,\s\*&]*?[\s\*&>])([A-Za-z_]\w*)\s*\(([^;{}()]*(?:\([^()]*\)[^;{}()]*)*)\)\s*(?:const\s*)?(?:noexcept\s*)?\{)");
  std::vector<SourceDefinition> out;
  for_each_head(text, [&](std::size_t start, std::size_t end) {
    const auto m = kFunction.search(text, start, end);
    if (!m) return;
    const std::string type = squeezed(std::string((*m)[1]));
    const std::string name((*m)[2]);
    const std::string parameters((*m)[3]);
    if (is_statement_keyword(name) || type.empty() || is_statement_keyword(type.substr(type.rfind(' ') + 1))) return;
    SourceDefinition d;
    d.name = name;
    d.is_static = type.rfind("static ", 0) == 0 || type.find(" static ") != std::string::npos;
    d.parameters = split_parameters(parameters, ',');
    d.declared = type + " " + name + "(" + squeezed(parameters) + ")";
    d.file = file;
    d.line = lines.line_at(m->position(text, 2));
    out.push_back(std::move(d));
  });
  return out;
}

// The entry's declaration in the driver's header, without its `;`.
std::string cpp_signature(sudoku::Entry entry) {
  std::string declaration = sudoku::entry_row(entry).declaration;
  if (!declaration.empty() && declaration.back() == ';') declaration.pop_back();
  return declaration;
}

// A parameter that is a grid (a vector of vectors, or a name for one) with no `&`.
bool grid_by_value(const std::string& parameter) {
  const bool grid = parameter.find("vector") != std::string::npos || parameter.find("Grid") != std::string::npos ||
                    parameter.find("Board") != std::string::npos;
  return grid && parameter.find('&') == std::string::npos && parameter.find('*') == std::string::npos;
}

std::string cpp_why_not_entry(const SourceDefinition& d, sudoku::Entry entry, std::size_t passed) {
  if (d.is_static) return "it is `static`, so only its own file can call it: remove `static`";
  if (!d.parameters.empty() && grid_by_value(d.parameters.front()))
    return "it takes the grid by value, a copy the driver never sees: take it by reference (`&`)";
  if (d.parameters.size() != passed && !(entry == sudoku::Entry::CheckSudoku && d.parameters.size() == 2))
    return fmt::format("it takes {}, the driver passes {}", counted(std::int64_t(d.parameters.size()), "parameter"),
                       passed);
  return "its parameter or return types differ";
}

}  // namespace

const LanguageSource& cpp_source() {
  static const LanguageSource kCpp{cpp_lexed, cpp_definitions, {nullptr, cpp_signature, cpp_why_not_entry}, true};
  return kCpp;
}

}  // namespace harness
