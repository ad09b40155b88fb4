#include "report/markdown.h"

#include <algorithm>
#include <cstring>

#include "base/printable.h"

namespace harness {

std::string markdown_inline(std::string_view text) {
  // CommonMark lets any ASCII punctuation be escaped; these are the ones
  // that start or end markup within a line (emphasis, code, links, images,
  // HTML and autolinks, entities such as &#x202E;, strikethrough, table
  // cells, a heading). Parentheses need none: a link needs its ']' first.
  static constexpr const char* kMarkup = "\\`*_[]<>!|~&#";
  std::string out;
  for (char ch : printable_line(text)) {
    if (ch != '\0' && std::strchr(kMarkup, ch) != nullptr) out += '\\';
    out += ch;
  }
  return out;
}

std::string markdown_code_block(std::string_view text) {
  std::string body = printable_text(text);
  std::size_t longest = 0, run = 0;
  for (char ch : body) {
    run = ch == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(std::max<std::size_t>(3, longest + 1), '`');
  if (!body.empty() && body.back() != '\n') body += '\n';
  return fence + "text\n" + body + fence + "\n";
}

}  // namespace harness
