#include "judge/source_definitions.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <fstream>
#include <sstream>

#include "base/error.h"
#include "base/student_file.h"
#include "lang/linear_pattern.h"

namespace harness {
namespace fs = std::filesystem;

namespace {

// Comments become spaces (newlines kept), so lines still count and a
// commented-out function is not taken for one. Strings are left alone.
std::string without_comments(std::string_view text, Language language) {
  std::string out(text);
  const bool c_like = language == Language::Cpp || language == Language::Java;
  for (std::size_t i = 0; i < out.size(); ++i) {
    auto blank_until = [&](std::size_t end) {
      for (; i < end && i < out.size(); ++i)
        if (out[i] != '\n') out[i] = ' ';
    };
    if (c_like && out.compare(i, 2, "//") == 0) blank_until(out.find('\n', i));
    else if (c_like && out.compare(i, 2, "/*") == 0) {
      const std::size_t end = out.find("*/", i + 2);
      blank_until(end == std::string::npos ? out.size() : end + 2);
    } else if (language == Language::Python && out[i] == '#') blank_until(out.find('\n', i));
    else if (language == Language::Racket && out[i] == ';') blank_until(out.find('\n', i));
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

// Where each line starts, made once per text: a line number for each of
// thousands of definitions without counting from the top each time.
class LineIndex {
 public:
  explicit LineIndex(const std::string& text) {
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 1))
      starts_.push_back(at + 1);
  }
  int line_at(std::size_t offset) const {
    return 1 + static_cast<int>(std::upper_bound(starts_.begin(), starts_.end(), offset) - starts_.begin());
  }

 private:
  std::vector<std::size_t> starts_;
};

// A definition's head (return type to `{`) longer than this many characters
// is no function a person wrote by hand: it goes unnamed, and each search is
// bounded by it. The patterns are linear (lang/linear_pattern.h): this bound
// keeps the hints short, no longer the grader's stack (libstdc++'s regex recursed once
// per character, and a 400,000-character string literal overflowed it).
constexpr std::size_t kWindow = 2000;

// Each place a C-like definition's head can be: the text before a `{`, back
// to the `;`, `{` or `}` before it (at most kWindow), with the `{`. `fn` gets
// the head's start and end (past the `{`) in `text`; heads do not overlap, so
// all of them take one pass. A head without a `(` has no parameter list and
// is skipped unsearched: a million `{` cost a million memchr, not RE2 calls.
template <typename Fn>
void for_each_head(const std::string& text, Fn fn) {
  for (std::size_t brace = text.find('{'); brace != std::string::npos; brace = text.find('{', brace + 1)) {
    const std::size_t floor = brace > kWindow ? brace - kWindow : 0;
    std::size_t start = brace == 0 ? std::string::npos : text.find_last_of(";{}", brace - 1);
    start = start == std::string::npos || start < floor ? floor : start + 1;
    if (std::memchr(text.data() + start, '(', brace - start) != nullptr) fn(start, brace + 1);
  }
}

// Each place `word` starts a word, with the end of its window of kWindow characters.
template <typename Fn>
void for_each_from(const std::string& text, const std::string& word, Fn fn) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_')) continue;
    fn(at, std::min(text.size(), at + kWindow));
  }
}

bool is_keyword(const std::string& word) {
  static const char* const kWords[] = {"if", "for", "while", "switch", "return", "catch", "sizeof", "new", "else"};
  return std::find(std::begin(kWords), std::end(kWords), word) != std::end(kWords);
}

std::vector<SourceDefinition> cpp_definitions(const std::string& text, const std::string& file) {
  const LineIndex lines(text);
  // A return type, a name, parameters, then a body: a definition, not a call or declaration.
  static const LinearPattern kFunction(R"(([A-Za-z_][\w:<>,\s\*&]*?[\s\*&>])([A-Za-z_]\w*)\s*\(([^;{}()]*(?:\([^()]*\)[^;{}()]*)*)\)\s*(?:const\s*)?(?:noexcept\s*)?\{)");
  std::vector<SourceDefinition> out;
  for_each_head(text, [&](std::size_t start, std::size_t end) {
    const auto m = kFunction.search(text, start, end);
    if (!m) return;
    const std::string type = squeezed(std::string((*m)[1]));
    const std::string name((*m)[2]);
    const std::string parameters((*m)[3]);
    if (is_keyword(name) || type.empty() || is_keyword(type.substr(type.rfind(' ') + 1))) return;
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

std::vector<SourceDefinition> python_definitions(const std::string& text, const std::string& file) {
  static const LinearPattern kClass(R"(^class\s+([A-Za-z_]\w*))");
  static const LinearPattern kDef(R"(^([ \t]*)def\s+([A-Za-z_]\w*)\s*\(([^)]*)\))");
  std::vector<SourceDefinition> out;
  std::string current_class;
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (line.size() > kWindow) continue;
    if (const auto c = kClass.search(line)) current_class = std::string((*c)[1]);
    else if (!line.empty() && line[0] != ' ' && line[0] != '\t' && line[0] != '\r') current_class.clear();
    const auto m = kDef.search(line);
    if (!m) continue;
    const std::string parameters((*m)[3]);
    SourceDefinition d;
    d.name = std::string((*m)[2]);
    d.parameters = split_parameters(parameters, ',');
    d.declared = "def " + d.name + "(" + squeezed(parameters) + ")";
    d.file = file;
    d.line = number;
    d.owner = !(*m)[1].empty() ? current_class : "";
    d.is_static = (*m)[1].empty();   // a module-level function is what the driver calls
    out.push_back(std::move(d));
  }
  return out;
}

std::vector<SourceDefinition> java_definitions(const std::string& text, const std::string& file) {
  const LineIndex lines(text);
  static const LinearPattern kClass(R"(class\s+([A-Za-z_]\w*))");
  static const LinearPattern kMethod(R"(((?:(?:public|private|protected|static|final|synchronized)\s+)*)([\w\[\]<>\.]+)\s+([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:throws\s+[\w\.,\s]+)?\{)");
  std::vector<std::pair<std::size_t, std::string>> classes;
  for_each_from(text, "class", [&](std::size_t at, std::size_t end) {
    if (const auto m = kClass.match_at(text, at, end)) classes.emplace_back(at, std::string((*m)[1]));
  });
  std::vector<SourceDefinition> out;
  for_each_head(text, [&](std::size_t start, std::size_t end) {
    const auto m = kMethod.search(text, start, end);
    if (!m) return;
    const std::string type((*m)[2]), name((*m)[3]), parameters((*m)[4]);
    if (is_keyword(name) || type == "new" || type == "return" || type == "else") return;
    SourceDefinition d;
    d.name = name;
    const std::string modifiers = squeezed(std::string((*m)[1]));
    d.is_static = modifiers.find("static") != std::string::npos;
    d.is_private = modifiers.find("private") != std::string::npos;
    d.parameters = split_parameters(parameters, ',');
    d.declared = (modifiers.empty() ? "" : modifiers + " ") + type + " " + name + "(" + squeezed(parameters) + ")";
    d.file = file;
    const std::size_t at = m->position(text, 3);
    d.line = lines.line_at(at);
    for (const auto& [where, class_name] : classes)
      if (where < at) d.owner = class_name;
    out.push_back(std::move(d));
  });
  return out;
}

std::vector<SourceDefinition> racket_definitions(const std::string& text, const std::string& file) {
  const LineIndex lines(text);
  static const LinearPattern kDefine(R"(\(define\s+\(([^\s()\[\]]+)([^()]*)\))");
  std::vector<SourceDefinition> out;
  for_each_from(text, "(define", [&](std::size_t at, std::size_t end) {
    const auto m = kDefine.match_at(text, at, end);
    if (!m) return;
    const std::string parameters((*m)[2]);
    SourceDefinition d;
    d.name = std::string((*m)[1]);
    d.parameters = split_parameters(parameters, ' ');
    d.declared = "(define (" + d.name + (squeezed(parameters).empty() ? "" : " " + squeezed(parameters)) + ") ...)";
    d.file = file;
    d.line = lines.line_at(m->position(text, 1));
    d.is_static = true;
    out.push_back(std::move(d));
  });
  return out;
}

}  // namespace

std::vector<SourceDefinition> definitions_in(std::string_view text, Language language, const std::string& file) {
  const std::string clean = without_comments(text, language);
  switch (language) {
    case Language::Cpp: return cpp_definitions(clean, file);
    case Language::Python: return python_definitions(clean, file);
    case Language::Java: return java_definitions(clean, file);
    case Language::Racket: return racket_definitions(clean, file);
    case Language::Executable: break;
  }
  return {};
}

std::vector<SourceDefinition> submission_definitions(const fs::path& submission, Language language) {
  // Enough for any hand-in; a folder of thousands of files is not read whole for a hint.
  constexpr std::size_t kMostFiles = 64;
  constexpr std::uintmax_t kLargestFile = 1 << 20;
  std::vector<std::pair<fs::path, std::string>> files;   // path, name as handed in
  std::error_code error;
  if (fs::is_directory(submission, error)) {
    for (auto it = fs::recursive_directory_iterator(submission, fs::directory_options::skip_permission_denied, error);
         it != fs::recursive_directory_iterator() && files.size() < kMostFiles; it.increment(error)) {
      if (error) break;
      // The entry's own type: a link is never followed, nor resolved (fs::relative would).
      if (fs::is_regular_file(it->symlink_status(error)) && source_language(it->path()) == language)
        files.emplace_back(it->path(), it->path().lexically_relative(submission).string());
    }
    std::sort(files.begin(), files.end());
  } else {
    files.emplace_back(submission, submission.filename().string());
  }
  std::vector<SourceDefinition> out;
  for (const auto& [path, name] : files) {
    std::optional<std::string> text;
    try {
      text = read_student_file(path, kLargestFile);   // through no link, never waiting on a FIFO
    } catch (const Error&) {
    }
    if (!text) continue;
    for (SourceDefinition& d : definitions_in(*text, language, name)) out.push_back(std::move(d));
  }
  return out;
}

}  // namespace harness
