#include "report/markdown.h"

#include <algorithm>
#include <cstring>

#include "base/printable.h"
#include "report/code_spans.h"

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

std::string markdown_with_code_spans(std::string_view text) {
  std::string out;
  for (const TextPiece& piece : code_spans(text)) {
    if (!piece.code) {
      out += markdown_inline(piece.text);
      continue;
    }
    // A code span's fence is a backtick run no run inside matches; the
    // pieces hold none, but printable_line's text is not assumed to.
    const std::string code = printable_line(piece.text);
    std::size_t longest = 0, run = 0;
    for (char ch : code) {
      run = ch == '`' ? run + 1 : 0;
      longest = std::max(longest, run);
    }
    const std::string fence(longest + 1, '`');
    // CommonMark strips one space from each side when both have one, and
    // would join a backtick at an end to the fence: pad so neither happens.
    const bool pad = !code.empty() &&
                     (code.front() == '`' || code.back() == '`' || (code.front() == ' ' && code.back() == ' '));
    out += fence + (pad ? " " : "") + code + (pad ? " " : "") + fence;
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
