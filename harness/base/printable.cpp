#include "base/printable.h"

#include <fmt/format.h>

#include "base/utf8.h"

namespace harness {
namespace {

constexpr const char* kReplacement = "\xEF\xBF\xBD";

// Code points past ASCII that act on the text around them instead of being shown.
bool acts_on_text(char32_t code) {
  return (code >= 0x80 && code <= 0x9F) || code == 0x2028 || code == 0x2029 || (code >= 0x202A && code <= 0x202E) ||
         (code >= 0x2066 && code <= 0x2069) || code == 0xFFFE || code == 0xFFFF;
}

std::string printable(std::string_view text, bool one_line) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    char32_t code = 0;
    const std::size_t length = utf8_length(text, i, code);
    if (length == 0) {
      out += kReplacement;
      ++i;
      continue;
    }
    if (length > 1) {
      if (acts_on_text(code)) out += fmt::format("\\u{:04x}", static_cast<std::uint32_t>(code));
      else out.append(text.substr(i, length));
      i += length;
      continue;
    }
    const char ch = text[i++];
    if (ch == '\n') out += one_line ? "\\n" : "\n";
    else if (ch == '\t') out += one_line ? "\\t" : "\t";
    else if (ch == '\r') out += "\\r";
    else if (code < 0x20 || code == 0x7F) out += fmt::format("\\x{:02x}", static_cast<unsigned>(code));
    else out += ch;
  }
  return out;
}

}  // namespace

std::string printable_text(std::string_view text) { return printable(text, false); }

std::string printable_line(std::string_view text) { return printable(text, true); }

}  // namespace harness
