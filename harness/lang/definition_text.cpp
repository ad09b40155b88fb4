#include "lang/definition_text.h"

namespace harness {

std::string without_comments(std::string_view text, const Lexed& lexed) {
  std::string out(text);
  // A datum comment's own comments come before it: in order of their
  // starts, the ones inside are passed over, so each byte is looked at once.
  auto comments = lexed.comments;
  std::sort(comments.begin(), comments.end());
  std::size_t blanked = 0;
  for (const auto& [begin, end] : comments) {
    for (std::size_t i = std::max<std::size_t>(begin, blanked); i < end && i < out.size(); ++i)
      if (out[i] != '\n') out[i] = ' ';
    blanked = std::max<std::size_t>(blanked, end);
  }
  return out;
}

std::string squeezed(std::string text) {
  std::string out;
  bool space = false;
  for (const char ch : text) {
    if (ch == '\n' || ch == '\t' || ch == ' ' || ch == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += ch;
  }
  return out;
}

std::vector<std::string> split_parameters(const std::string& list, char separator) {
  std::vector<std::string> out;
  int depth = 0;
  std::string current;
  for (const char ch : list) {
    if (ch == '<' || ch == '(' || ch == '[') ++depth;
    if (ch == '>' || ch == ')' || ch == ']') --depth;
    if (ch == separator && depth == 0) {
      out.push_back(squeezed(current));
      current.clear();
      continue;
    }
    current += ch;
  }
  if (!squeezed(current).empty()) out.push_back(squeezed(current));
  return out;
}

bool is_statement_keyword(const std::string& word) {
  static const char* const kWords[] = {"if", "for", "while", "switch", "return", "catch", "sizeof", "new", "else"};
  return std::find(std::begin(kWords), std::end(kWords), word) != std::end(kWords);
}

}  // namespace harness
