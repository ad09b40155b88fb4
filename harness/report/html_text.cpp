#include "report/html_text.h"

#include <cstdint>

#include <fmt/format.h>

#include "base/printable.h"
#include "report/code_spans.h"

namespace harness {
namespace {

bool unreserved(char ch) {
  return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '.' ||
         ch == '_' || ch == '~';
}

bool page_safe(char ch) { return unreserved(ch) && ch != '.' && ch != '~'; }

// FNV-1a: stable across runs and machines (std::hash is neither promised),
// so a page's name does not change when the class is graded again.
std::uint32_t fnv1a(std::string_view text) {
  std::uint32_t hash = 2166136261u;
  for (const char ch : text) {
    hash ^= static_cast<unsigned char>(ch);
    hash *= 16777619u;
  }
  return hash;
}

}  // namespace

std::string html_escaped(std::string_view text, bool multiline) {
  const std::string printable = multiline ? printable_text(text) : printable_line(text);
  std::string out;
  out.reserve(printable.size());
  for (const char ch : printable) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += ch;
    }
  }
  return out;
}

std::string html_with_code_spans(std::string_view text) {
  std::string out;
  for (const TextPiece& piece : code_spans(text))
    out += piece.code ? "<code>" + html_escaped(piece.text) + "</code>" : html_escaped(piece.text);
  return out;
}

std::string url_segment_escaped(std::string_view segment) {
  std::string out;
  for (const char ch : segment) {
    if (unreserved(ch)) out += ch;
    else out += fmt::format("%{:02X}", static_cast<unsigned char>(ch));
  }
  return out;
}

std::string page_file_stem(std::string_view student) {
  constexpr std::size_t kLongest = 64, kKept = 40;
  bool safe = !student.empty() && student.size() <= kLongest;
  std::string kept;
  for (const char ch : student) {
    if (page_safe(ch)) kept += ch;
    else safe = false;
  }
  if (safe) return kept;
  kept.resize(std::min(kept.size(), kKept));
  return fmt::format("{}-{:08x}", kept.empty() ? "student" : kept, fnv1a(student));
}

}  // namespace harness
