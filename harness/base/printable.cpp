#include "base/printable.h"

#include <fmt/format.h>

namespace harness {
namespace {

constexpr const char* kReplacement = "\xEF\xBF\xBD";

// The length of the valid UTF-8 sequence starting at text[i], or 0.
std::size_t utf8_length(std::string_view text, std::size_t i, char32_t& code) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  if (lead < 0x80) return code = lead, 1;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2, code = lead & 0x1F;
  else if (lead >= 0xE0 && lead <= 0xEF) length = 3, code = lead & 0x0F;
  else if (lead >= 0xF0 && lead <= 0xF4) length = 4, code = lead & 0x07;
  else return 0;
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(i + k) & 0x3F);
  }
  // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8.
  const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < smallest[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) return 0;
  return length;
}

// Code points past ASCII that act on the text around them instead of being shown.
bool acts_on_text(char32_t code) {
  return (code >= 0x80 && code <= 0x9F) || code == 0x2028 || code == 0x2029 ||
         (code >= 0x202A && code <= 0x202E) || (code >= 0x2066 && code <= 0x2069) ||
         code == 0xFFFE || code == 0xFFFF;
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
