#include "report/compiler_errors.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>

namespace harness {
namespace {

// A line of context longer than this is a wall of code, not a pointer: left out.
constexpr std::size_t kLongestContext = 100;
// Bytes of one line kept: a message quoting a long expression is cut there.
constexpr std::size_t kLongestLine = 300;

bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }
bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_blank(text.back())) text.remove_suffix(1);
  return text;
}

// At most kLongestLine bytes, cut before a UTF-8 character rather than in it.
std::string capped(std::string_view text) {
  if (text.size() <= kLongestLine) return std::string(text);
  std::size_t end = kLongestLine;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return std::string(text.substr(0, end)) + "...";
}

// The digits at `at`, as a line or column number; nullopt when none, or too many to be one.
std::optional<int> number_at(std::string_view line, std::size_t& at) {
  const std::size_t start = at;
  long long value = 0;
  while (at < line.size() && is_digit(line[at])) {
    value = value * 10 + (line[at] - '0');
    if (value > std::numeric_limits<int>::max()) return std::nullopt;
    ++at;
  }
  if (at == start || value == 0) return std::nullopt;
  return static_cast<int>(value);
}

struct Placed {
  std::string_view file;
  int line = 0, column = 0;
  std::string_view rest;  // what follows "file:line[:col]: "
};

// `file:line[:col]: rest`, the place at the line's start as every compiler
// but Python writes it. The first ":digits:" ends the file name; each byte
// is looked at a bounded number of times.
std::optional<Placed> placed(std::string_view line) {
  if (line.empty() || is_blank(line.front())) return std::nullopt;  // a continuation, not a place
  for (std::size_t colon = line.find(':'); colon != std::string_view::npos && colon + 1 < line.size();
       colon = line.find(':', colon + 1)) {
    std::size_t at = colon + 1;
    const std::optional<int> number = number_at(line, at);
    if (!number || at >= line.size() || line[at] != ':') continue;
    Placed out{line.substr(0, colon), *number, 0, {}};
    std::size_t after = at + 1;
    if (const std::optional<int> column = number_at(line, after); column && after < line.size() && line[after] == ':')
      out.column = *column, at = after;
    if (at + 1 >= line.size() || line[at + 1] != ' ' || out.file.empty()) continue;  // "a:1:b" is no place
    out.rest = line.substr(at + 2);
    return out;
  }
  return std::nullopt;
}

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// The words of a placed line when it is an error: after "error: " for
// g++, clang and javac; Racket writes no severity, so any other words are
// its error, but not a warning, a note, or g++'s indented "required from here".
std::optional<std::string_view> error_words(std::string_view rest) {
  if (rest.empty() || is_blank(rest.front())) return std::nullopt;
  for (std::string_view severity : {"error: ", "fatal error: "})
    if (starts_with(rest, severity)) return rest.substr(severity.size());
  for (std::string_view other : {"warning: ", "note: ", "remark: "})
    if (starts_with(rest, other)) return std::nullopt;
  return rest;
}

// Python's place, on a line of its own: `  File "x.py", line 3`.
struct PythonPlace {
  std::string_view file;
  int line = 0;  // 0: none
};

PythonPlace python_place(std::string_view line) {
  constexpr std::string_view kFile = "File \"";
  const std::string_view text = trimmed(line);
  if (!starts_with(text, kFile) || text.size() == line.size()) return {};
  const std::size_t close = text.find("\", line ", kFile.size());
  if (close == std::string_view::npos) return {};
  std::size_t at = close + 8;
  const std::optional<int> number = number_at(text, at);
  if (!number) return {};
  return {text.substr(kFile.size(), close - kFile.size()), *number};
}

// `SyntaxError: words`, `IndentationError: ...`: a Python error's last line.
bool python_error(std::string_view line) {
  const std::size_t colon = line.find(": ");
  if (colon == std::string_view::npos || colon < 5) return false;
  const std::string_view name = line.substr(0, colon);
  for (char ch : name)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_')) return false;
  return name.substr(name.size() - 5) == "Error";
}

// A caret line under the source: only blanks, '^' and '~'.
bool caret_line(std::string_view line) {
  const std::string_view text = trimmed(line);
  return !text.empty() && text.find_first_not_of("^~ \t") == std::string_view::npos;
}

// The line shown with an error when it is worth an annotation's second line.
std::string context(std::string_view line) {
  const std::string_view text = trimmed(line);
  if (text.empty() || text.size() > kLongestContext || caret_line(text) || placed(line)) return "";
  return std::string(text);
}

std::vector<std::string_view> lines_of(std::string_view said) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start < said.size();) {
    const std::size_t end = std::min(said.find('\n', start), said.size());
    lines.push_back(said.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

}  // namespace

std::vector<CompilerError> compiler_errors(std::string_view said) {
  const std::vector<std::string_view> lines = lines_of(said);
  std::vector<CompilerError> out;
  // Python says the place first, then the source, the caret and the error.
  PythonPlace python_at;
  std::string python_source;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    if (const PythonPlace at = python_place(line); at.line > 0) {
      python_at = at;
      python_source = i + 1 < lines.size() ? context(lines[i + 1]) : "";
      continue;
    }
    if (python_at.line > 0 && python_error(line)) {
      std::string message = capped(trimmed(line));
      if (!python_source.empty()) message += "\n" + capped(python_source);
      out.push_back({std::string(python_at.file), python_at.line, 0, std::move(message)});
      python_at = {};
      continue;
    }
    const std::optional<Placed> place = placed(line);
    if (!place) continue;
    const std::optional<std::string_view> words = error_words(place->rest);
    if (!words) continue;
    std::string message = capped(trimmed(*words));
    if (i + 1 < lines.size())
      if (const std::string shown = context(lines[i + 1]); !shown.empty()) message += "\n" + capped(shown);
    out.push_back({std::string(place->file), place->line, place->column, std::move(message)});
  }
  return out;
}

}  // namespace harness
