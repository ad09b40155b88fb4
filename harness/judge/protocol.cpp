#include "judge/protocol.h"

#include <cxxabi.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>

#include <fmt/format.h>

namespace harness {
namespace {

std::string_view trim_right(std::string_view text) {
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

// A short quote of the student's text for a message.
std::string quote(std::string_view text) {
  if (text.size() > 20) return fmt::format("'{}...'", text.substr(0, 20));
  return fmt::format("'{}'", text);
}

bool parse_integer(std::string_view text, long long& value) {
  std::size_t digits_from = (!text.empty() && text[0] == '-') ? 1 : 0;
  if (text.size() == digits_from || text.size() - digits_from > 18) return false;
  for (std::size_t i = digits_from; i < text.size(); ++i)
    if (text[i] < '0' || text[i] > '9') return false;
  value = std::strtoll(std::string(text).c_str(), nullptr, 10);
  return true;
}

bool is_blank(std::string_view text) { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

// "True", "true", "TRUE": languages spell booleans differently.
bool same_word(std::string_view text, std::string_view word) {
  if (text.size() != word.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(text[i])) != std::tolower(static_cast<unsigned char>(word[i])))
      return false;
  return true;
}

bool is_indented(std::string_view line) { return !line.empty() && (line[0] == ' ' || line[0] == '\t'); }

// The first line of the last run of lines that are not indented: the
// "Type: message" after a trace's frames, by its first line.
std::string exception_summary(std::string_view account) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start <= account.size();) {
    std::size_t end = account.find('\n', start);
    if (end == std::string_view::npos) end = account.size();
    lines.push_back(account.substr(start, end - start));
    start = end + 1;
  }
  std::size_t at = lines.size();
  while (at > 0 && is_indented(lines[at - 1])) --at;  // indented lines after the message's first
  while (at > 0 && !is_indented(lines[at - 1])) --at;
  return std::string(trim_right(lines[at]));
}

}  // namespace

ProgramOutput read_program_output(std::string_view stdout_text, int grid_size) {
  ProgramOutput output;
  auto malformed = [&](std::string problem) {
    output.kind = ProgramOutput::Kind::Malformed;
    output.problem = std::move(problem);
    return output;
  };
  if (is_blank(stdout_text)) return malformed("no output: expected the return value and the grid");
  const std::size_t end_of_first = stdout_text.find('\n');
  const std::string_view first = trim_right(stdout_text.substr(0, end_of_first));
  const std::string_view rest = end_of_first == std::string_view::npos ? std::string_view()
                                                                       : stdout_text.substr(end_of_first + 1);

  if (first == kNotImplementedLine && is_blank(rest)) {
    output.kind = ProgramOutput::Kind::NotImplemented;
    return output;
  }
  long long number = 0;
  if (same_word(first, "True")) {
    output.value = true;
  } else if (same_word(first, "False")) {
    output.value = false;
  } else if (parse_integer(first, number)) {
    output.value = number;
  } else {
    return malformed(fmt::format("first line {} is neither True/False nor an integer", quote(first)));
  }

  // The first line becomes blank (not a row), so read_rows' line numbers are stdout's.
  const std::string grid_text = "\n" + std::string(rest);
  validator::ReadResult read = validator::read_rows(grid_text);
  if (!read.error.empty()) return malformed(fmt::format("grid: {}", read.error));
  if (grid_size < 0) {  // any shape: checkSudoku boards may be malformed on purpose
    output.kind = ProgramOutput::Kind::Answer;
    output.rows = std::move(read.rows);
    return output;
  }
  if (static_cast<int>(read.rows.size()) != grid_size)
    return malformed(fmt::format("expected {} grid rows after the answer, found {}", grid_size, read.rows.size()));
  for (std::size_t r = 0; r < read.rows.size(); ++r)
    if (static_cast<int>(read.rows[r].size()) != grid_size)
      return malformed(fmt::format("grid row {} has {} cells, expected {}", r + 1, read.rows[r].size(), grid_size));
  output.kind = ProgramOutput::Kind::Answer;
  output.rows = std::move(read.rows);
  return output;
}

std::string write_grid(const validator::Rows& rows) {
  std::string text;
  // Digits together only when every value is one digit, so 10 or -1 stay readable.
  bool together = rows.size() <= 9;
  for (const auto& row : rows)
    for (int value : row) together = together && value >= 0 && value <= 9;
  for (const auto& row : rows) {
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (!together && c > 0) text += ' ';
      text += std::to_string(row[c]);
    }
    text += '\n';
  }
  return text;
}

std::string format_value(const ReturnValue& value) {
  if (const bool* flag = std::get_if<bool>(&value)) return *flag ? "True" : "False";
  return std::to_string(std::get<long long>(value));
}

std::string entry_called(std::string_view stderr_text) {
  // At the start of a line: a static initializer may have printed before it.
  std::size_t at = stderr_text.substr(0, kDriverCallingPrefix.size()) == kDriverCallingPrefix ? 0
                                                                                              : std::string_view::npos;
  if (at == std::string_view::npos) {
    const std::string needle = "\n" + std::string(kDriverCallingPrefix);
    at = stderr_text.find(needle);
    if (at == std::string_view::npos) return "";
    ++at;
  }
  const std::string_view after = stderr_text.substr(at + kDriverCallingPrefix.size());
  return std::string(after.substr(0, after.find('\n')));
}

namespace {

// A driver's account: the rest of its marker line and the lines after it.
struct MarkedAccount {
  std::string marked;
  std::string account;
};

// The last line starting with `prefix` (at the start of a line: the last one
// if the student printed the words too), or nullopt.
std::optional<MarkedAccount> last_marked(std::string_view stderr_text, std::string_view prefix) {
  const std::string needle = "\n" + std::string(prefix);
  std::size_t at = stderr_text.rfind(needle);
  if (at != std::string_view::npos) ++at;
  else if (stderr_text.substr(0, prefix.size()) == prefix) at = 0;
  else return std::nullopt;
  const std::string_view rest = stderr_text.substr(at + prefix.size());
  MarkedAccount marked;
  const std::size_t line_end = rest.find('\n');
  marked.marked = std::string(rest.substr(0, line_end));
  if (line_end == std::string_view::npos) return marked;
  std::string_view account = rest.substr(line_end + 1);
  while (!account.empty() && (account.back() == '\n' || account.back() == '\r' || account.back() == ' '))
    account.remove_suffix(1);
  marked.account = std::string(account);
  return marked;
}

}  // namespace

std::optional<DriverException> driver_exception(std::string_view stderr_text) {
  const std::optional<MarkedAccount> marked = last_marked(stderr_text, kDriverExceptionPrefix);
  if (!marked) return std::nullopt;
  return DriverException{marked->marked, exception_summary(marked->account), marked->account};
}

std::optional<InputWhileLoading> input_while_loading(std::string_view stderr_text) {
  const std::optional<MarkedAccount> marked = last_marked(stderr_text, kDriverReadsInputPrefix);
  if (!marked) return std::nullopt;
  InputWhileLoading reads{0, marked->account};
  long long line = 0;
  if (parse_integer(marked->marked, line) && line > 0 && line < 1000000000) reads.line = static_cast<int>(line);
  return reads;
}

std::optional<std::string> recursion_too_deep(std::string_view stderr_text) {
  const std::optional<MarkedAccount> marked = last_marked(stderr_text, kDriverRecursionPrefix);
  if (!marked) return std::nullopt;
  std::string name = marked->marked.substr(0, 200);
  if (name.rfind("_Z", 0) == 0) {
    int status = 0;
    char* plain = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status);
    if (status == 0 && plain) name = plain;
    std::free(plain);
    // "walk(std::vector<...>&, int)": the name is what the student knows it by.
    if (const std::size_t open = name.find('('); open != std::string::npos && open > 0) name.resize(open);
  }
  return name;
}

std::string stderr_tail(std::string_view stderr_text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < stderr_text.size()) {
    std::size_t end = stderr_text.find('\n', start);
    if (end == std::string_view::npos) end = stderr_text.size();
    const std::string_view line = stderr_text.substr(start, end - start);
    if (is_driver_line(line)) {
      // The blank line the driver's own newline made after a line of the student's.
      if (!lines.empty() && lines.back().empty()) lines.pop_back();
    } else {
      lines.push_back(line);
    }
    start = end + 1;
  }
  while (!lines.empty() && lines.back().find_first_not_of(" \t\r") == std::string_view::npos) lines.pop_back();
  if (lines.empty()) return "";
  const std::size_t shown = std::min<std::size_t>(lines.size(), kStderrTailLines);
  std::string out = shown == lines.size() ? fmt::format("stderr:\n")
                                          : fmt::format("stderr, its last {} of {} lines:\n", shown, lines.size());
  for (std::size_t i = lines.size() - shown; i < lines.size(); ++i) out += cut_line(lines[i], kStderrTailWidth);
  return out;
}

bool is_driver_line(std::string_view line) {
  return line.substr(0, kDriverCallingPrefix.size()) == kDriverCallingPrefix ||
         line.substr(0, kDriverRecursionPrefix.size()) == kDriverRecursionPrefix ||
         line.substr(0, kDriverBufferPrefix.size()) == kDriverBufferPrefix;
}

std::string cut_line(std::string_view line, std::size_t width) {
  if (line.size() <= width) return std::string(line) + "\n";
  return fmt::format("{} [... {} more bytes]\n", line.substr(0, width), line.size() - width);
}

}  // namespace harness
