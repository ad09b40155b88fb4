#include "lang/java_declarations.h"

#include <cctype>

namespace harness {
namespace {

// One line of source, read left to right.
class LineReader {
 public:
  explicit LineReader(std::string_view line) : line_(line) {}

  /// Skips spaces and tabs; whether there was at least one.
  bool blanks() {
    const std::size_t start = at_;
    while (at_ < line_.size() && (line_[at_] == ' ' || line_[at_] == '\t')) ++at_;
    return at_ > start;
  }
  /// Takes `word` when it comes next and is followed by a space or tab.
  bool keyword(std::string_view word) {
    if (line_.substr(at_, word.size()) != word) return false;
    const std::size_t after = at_ + word.size();
    if (after >= line_.size() || (line_[after] != ' ' && line_[after] != '\t')) return false;
    at_ = after;
    return blanks();
  }
  /// A Java name: a letter, '_' or '$', then letters, digits, '_', '$' (and '.' when `dotted`).
  std::string name(bool dotted) {
    const auto first = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$'; };
    if (at_ >= line_.size() || !first(line_[at_])) return "";
    const std::size_t start = at_;
    while (at_ < line_.size() &&
           (first(line_[at_]) || std::isdigit(static_cast<unsigned char>(line_[at_])) || (dotted && line_[at_] == '.')))
      ++at_;
    return std::string(line_.substr(start, at_ - start));
  }
  bool next_is(char c) const { return at_ < line_.size() && line_[at_] == c; }

 private:
  std::string_view line_;
  std::size_t at_ = 0;
};

// The first line for which `read` gives a name, or "".
template <typename Read>
std::string first_line_naming(std::string_view source, Read read) {
  for (std::size_t start = 0; start <= source.size();) {
    std::size_t end = source.find('\n', start);
    if (end == std::string_view::npos) end = source.size();
    LineReader line(source.substr(start, end - start));
    if (std::string found = read(line); !found.empty()) return found;
    start = end + 1;
  }
  return "";
}

}  // namespace

std::string declared_package(std::string_view source) {
  return first_line_naming(source, [](LineReader& line) -> std::string {
    line.blanks();
    if (!line.keyword("package")) return "";
    std::string name = line.name(true);
    line.blanks();
    return line.next_is(';') ? name : "";
  });
}

std::string public_class(std::string_view source) {
  return first_line_naming(source, [](LineReader& line) -> std::string {
    line.blanks();
    if (!line.keyword("public")) return "";
    while (line.keyword("final") || line.keyword("abstract")) {
    }
    if (!line.keyword("class")) return "";
    return line.name(false);
  });
}

}  // namespace harness
