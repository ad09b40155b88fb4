#include "base/text_width.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "base/utf8.h"

namespace harness {
namespace {

// The code point at `i` and the bytes it takes; a byte that starts no valid
// UTF-8 (printable text has none) is taken alone, as one column.
char32_t next_code_point(std::string_view text, std::size_t i, std::size_t& bytes) {
  char32_t code = 0;
  bytes = utf8_length(text, i, code);
  if (bytes > 0) return code;
  bytes = 1;
  return U'?';
}

int code_point_width(char32_t cp) {
  if ((cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x200B && cp <= 0x200F) || (cp >= 0xFE00 && cp <= 0xFE0F)) return 0;
  // East Asian Wide and Fullwidth blocks, and the emoji a name may hold.
  const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) ||
                    (cp >= 0x3041 && cp <= 0x33FF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
                    (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF) ||
                    (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
                    (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                    (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) ||
                    (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x3FFFD);
  return wide ? 2 : 1;
}

// The longest head of `text` that fits in `width` columns, in bytes.
std::size_t head_fitting(std::string_view text, int width) {
  int used = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t bytes = 1;
    const int w = code_point_width(next_code_point(text, i, bytes));
    if (used + w > width) break;
    used += w;
    i += bytes;
  }
  return i;
}

}  // namespace

int display_width(std::string_view text) {
  int width = 0;
  for (std::size_t i = 0, bytes = 1; i < text.size(); i += bytes)
    width += code_point_width(next_code_point(text, i, bytes));
  return width;
}

std::size_t head_bytes(std::string_view text, int width) { return head_fitting(text, width); }

std::string cut_to_width(std::string_view text, int width) {
  if (display_width(text) <= width) return std::string(text);
  if (width <= 0) return "";
  return std::string(text.substr(0, head_fitting(text, width - 1))) + "…";
}

std::vector<std::string> wrap_to_width(std::string_view text, int width) {
  width = std::max(width, 1);
  std::vector<std::string> lines;
  std::string line;
  int line_width = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t end = text.find(' ', i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view word = text.substr(i, end - i);
    i = end;
    int word_width = display_width(word);
    if (!line.empty() && line_width + 1 + word_width <= width) {
      line += ' ';
      line += word;
      line_width += 1 + word_width;
      continue;
    }
    if (!line.empty()) lines.push_back(std::move(line));
    line.clear();
    // A word wider than a line (a path, a URL) is split where the line ends.
    while (word_width > width) {
      const std::size_t head = std::max<std::size_t>(head_fitting(word, width), 1);
      lines.emplace_back(word.substr(0, head));
      word.remove_prefix(head);
      word_width = display_width(word);
    }
    line = std::string(word);
    line_width = word_width;
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

std::string message_lines(std::string_view head, std::string_view text, int indent, int width) {
  // The first line has the room the head leaves; the others what the indent leaves.
  const std::vector<std::string> first = wrap_to_width(text, width - display_width(head));
  std::string out = std::string(head) + first.front() + '\n';
  if (first.size() == 1) return out;
  // Past the first line's words in `text` (wrap_to_width keeps each word's
  // bytes, a word split where the line ended as its head).
  std::size_t at = 0;
  const std::string_view line = first.front();
  for (std::size_t i = 0; i < line.size();) {
    std::size_t end = line.find(' ', i);
    if (end == std::string_view::npos) end = line.size();
    while (at < text.size() && text[at] == ' ') ++at;
    at += end - i;
    i = end + 1;
  }
  for (const auto& rest : wrap_to_width(text.substr(std::min(at, text.size())), width - indent))
    out += std::string(static_cast<std::size_t>(indent), ' ') + rest + '\n';
  return out;
}

std::string fit_lines(std::string_view text, int width) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    const bool ends = end != std::string_view::npos;
    if (!ends) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (display_width(line) <= width) {
      out.append(line);
    } else {
      const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
      const std::string head(line.substr(0, indent));
      out += message_lines(head, line.substr(indent), std::min(static_cast<int>(indent) + 6, width / 2), width);
      out.pop_back();
    }
    if (ends) out += '\n';
  }
  return out;
}

std::string wrap_help(std::string_view help, int width) {
  std::string out;
  std::size_t start = 0;
  while (start < help.size()) {
    std::size_t end = help.find('\n', start);
    const bool ends = end != std::string_view::npos;
    if (!ends) end = help.size();
    const std::string_view line = help.substr(start, end - start);
    start = end + 1;
    if (display_width(line) <= width) {
      out.append(line);
      if (ends) out += '\n';
      continue;
    }
    const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
    std::size_t described = indent, head_end = indent;
    const std::size_t gap = line.find("  ", indent);
    if (gap != std::string_view::npos && line.find_first_not_of(' ', gap) != std::string_view::npos) {
      head_end = gap;
      described = line.find_first_not_of(' ', gap);
    }
    std::size_t hang = described;
    // Too deep a hang leaves no room: the description goes under the option instead.
    const bool own_line = static_cast<int>(hang) > width / 2;
    if (own_line) hang = std::min<std::size_t>(indent + 4, width / 2);
    const std::vector<std::string> body = wrap_to_width(line.substr(described), width - static_cast<int>(hang));
    if (own_line) out += std::string(line.substr(0, head_end)) + '\n';
    for (std::size_t i = 0; i < body.size(); ++i)
      out += (i == 0 && !own_line ? std::string(line.substr(0, described)) : std::string(hang, ' ')) + body[i] + '\n';
    if (!ends && !out.empty() && out.back() == '\n') out.pop_back();
  }
  return out;
}

int console_width(int fd) {
  int width = 0;
  if (const char* columns = std::getenv("COLUMNS"); columns != nullptr && *columns != '\0') {
    char* end = nullptr;
    const long value = std::strtol(columns, &end, 10);
    // Under 40 is no console anyone reads a table on (a stray COLUMNS=1): as if unset.
    if (*end == '\0' && value >= 40 && value < 10000) width = static_cast<int>(value);
  }
  if (width == 0 && isatty(fd)) {
    struct winsize size {};
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) width = size.ws_col;
  }
  if (width == 0) width = 80;
  return std::max(width, 40);  // a terminal that narrow gets 40 and wraps
}

}  // namespace harness
