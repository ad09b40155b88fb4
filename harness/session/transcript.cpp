#include "session/transcript.h"

#include <nlohmann/json.hpp>

#include "base/printable.h"

namespace harness {

std::vector<std::string> typed_lines(std::string_view input) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < input.size()) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    lines.emplace_back(input.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

namespace {

constexpr std::size_t kContextLines = 3;

// A state of the search: `read` typed lines placed, `out` bytes of output
// used. The screen position follows from them: out + echoed[read].
struct State {
  std::size_t out = 0;
  std::size_t read = 0;
  std::size_t screen = 0;
};

bool echo_fits(std::string_view screen, std::size_t at, const std::string& line) {
  return screen.size() - at >= line.size() + 1 && screen.compare(at, line.size(), line) == 0 &&
         screen[at + line.size()] == '\n';
}

// Up to `count` whole lines of `text` starting at `from` (a line start).
std::vector<std::string> lines_from(std::string_view text, std::size_t from, std::size_t count) {
  std::vector<std::string> lines;
  while (from < text.size() && lines.size() < count) {
    std::size_t end = text.find('\n', from);
    if (end == std::string_view::npos) end = text.size();
    lines.emplace_back(text.substr(from, end - from));
    from = end + 1;
  }
  return lines;
}

TranscriptMismatch describe(std::string_view output, const std::vector<std::string>& typed, std::string_view screen,
                            const State& at) {
  TranscriptMismatch m;
  std::size_t line_start = screen.rfind('\n', at.screen == 0 ? 0 : at.screen - 1);
  line_start = (line_start == std::string_view::npos || at.screen == 0) ? 0 : line_start + 1;
  m.line = 1;
  for (std::size_t i = 0; i < line_start; ++i) m.line += screen[i] == '\n';
  m.column = static_cast<int>(at.screen - line_start) + 1;

  std::size_t expected_end = screen.find('\n', at.screen);
  m.expected_newline = expected_end != std::string_view::npos;
  if (!m.expected_newline) expected_end = screen.size();
  m.expected = std::string(screen.substr(line_start, expected_end - line_start));

  std::size_t got_end = output.find('\n', at.out);
  m.got_newline = got_end != std::string_view::npos;
  if (!m.got_newline) got_end = output.size();
  m.got = std::string(screen.substr(line_start, at.screen - line_start)) +
          std::string(output.substr(at.out, got_end - at.out));

  // The lines before agree, so the screen's own text shows them.
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < line_start; i = screen.find('\n', i) + 1) starts.push_back(i);
  std::size_t first = starts.size() > kContextLines ? starts.size() - kContextLines : 0;
  for (std::size_t k = first; k < starts.size(); ++k)
    m.before.emplace_back(screen.substr(starts[k], screen.find('\n', starts[k]) - starts[k]));

  if (m.expected_newline) m.expected_after = lines_from(screen, expected_end + 1, kContextLines);
  if (m.got_newline) m.got_after = lines_from(output, got_end + 1, kContextLines);

  m.lines_read = static_cast<int>(at.read);
  if (at.read > 0) m.answering = typed[at.read - 1];
  if (at.read < typed.size()) m.next_typed = typed[at.read];
  return m;
}

}  // namespace

TranscriptResult compare_transcript(std::string_view output, std::string_view input, std::string_view screen) {
  const std::vector<std::string> typed = typed_lines(input);
  TranscriptResult result;
  result.lines_typed = static_cast<int>(typed.size());

  // Level by level (lines read), the reachable output positions. From one
  // position the output is followed while it agrees with the screen, so each
  // seed reaches an interval; a seed inside the previous interval reaches
  // nothing new, since it stops at the same byte. Every position where the
  // next typed line fits on the screen seeds the next level. This visits
  // every alignment, so a typed line that also starts the next output is
  // tried both ways.
  std::vector<std::size_t> seeds = {0};
  std::size_t echoed = 0;  // bytes of typed lines placed at this level
  State furthest;
  for (std::size_t read = 0; !seeds.empty(); ++read) {
    std::vector<std::size_t> next;
    bool any_visited = false;
    std::size_t covered_end = 0;
    for (std::size_t seed : seeds) {
      if (any_visited && seed <= covered_end) continue;
      any_visited = true;
      std::size_t out = seed;
      for (;;) {
        std::size_t at = out + echoed;
        if (at > furthest.screen || (at == furthest.screen && read > furthest.read)) furthest = {out, read, at};
        if (out == output.size() && at == screen.size()) {
          result.matches = true;
          result.lines_read = static_cast<int>(read);
          return result;
        }
        if (read < typed.size() && echo_fits(screen, at, typed[read])) next.push_back(out);
        if (out < output.size() && at < screen.size() && screen[at] == output[out]) ++out;
        else break;
      }
      covered_end = out;
    }
    if (read < typed.size()) echoed += typed[read].size() + 1;
    seeds = std::move(next);
  }
  result.lines_read = static_cast<int>(furthest.read);
  result.mismatch = describe(output, typed, screen, furthest);
  return result;
}

namespace {

// Control characters as escapes (base/printable.h), so a stray '\r' or tab
// can be seen; the caret column is counted on the escaped text, one column
// per code point.
std::string visible(std::string_view text) { return printable_line(text); }

std::size_t columns(const std::string& shown) {
  std::size_t count = 0;
  for (char c : shown) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return count;
}

std::string shown_line(const std::string& text, bool newline, const char* end_name) {
  if (text.empty() && !newline) return std::string("[") + end_name + " ends here]";
  return visible(text) + (newline ? "" : "  [no newline: " + std::string(end_name) + " ends here]");
}

std::string quoted(const std::string& text) { return "\"" + visible(text) + "\""; }

}  // namespace

std::string to_text(const TranscriptMismatch& m) {
  std::string text = "screen line " + std::to_string(m.line) + ", column " + std::to_string(m.column) + " differs";
  if (m.answering) text += ", answering typed line " + std::to_string(m.lines_read) + " " + quoted(*m.answering);
  else text += ", before any typed line was read";
  text += "\n";
  int number = m.line - static_cast<int>(m.before.size());
  auto numbered = [](int n) {
    std::string s = std::to_string(n);
    return std::string(s.size() < 5 ? 5 - s.size() : 0, ' ') + s;
  };
  for (const auto& line : m.before) text += "     " + numbered(number++) + "  " + visible(line) + "\n";
  text += "  exp" + numbered(m.line) + "  " + shown_line(m.expected, m.expected_newline, "screen") + "\n";
  text += "  got" + numbered(m.line) + "  " + shown_line(m.got, m.got_newline, "output") + "\n";
  std::string prefix = visible(std::string_view(m.got).substr(0, m.column - 1));
  text += std::string(12 + columns(prefix), ' ') + "^\n";
  if (!m.expected_after.empty()) {
    text += "  the screen goes on:\n";
    for (const auto& line : m.expected_after) text += "            " + visible(line) + "\n";
  }
  if (!m.got_after.empty()) {
    text += "  the output goes on (typed lines not shown):\n";
    for (const auto& line : m.got_after) text += "            " + visible(line) + "\n";
  }
  if (m.next_typed) text += "  next typed line: " + quoted(*m.next_typed) + "\n";
  return text;
}

std::string to_json(const TranscriptResult& result) {
  nlohmann::json j = {{"matches", result.matches},
                      {"lines_typed", result.lines_typed},
                      {"lines_read", result.lines_read},
                      {"mismatch", nullptr}};
  const auto text = [](const nlohmann::json& json) {
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  };
  if (!result.mismatch) return text(j);
  const TranscriptMismatch& m = *result.mismatch;
  auto optional_text = [](const std::optional<std::string>& s) {
    return s ? nlohmann::json(*s) : nlohmann::json(nullptr);
  };
  j["mismatch"] = {{"line", m.line},
                   {"column", m.column},
                   {"expected", m.expected},
                   {"expected_newline", m.expected_newline},
                   {"got", m.got},
                   {"got_newline", m.got_newline},
                   {"before", m.before},
                   {"expected_after", m.expected_after},
                   {"got_after", m.got_after},
                   {"lines_read", m.lines_read},
                   {"answering", optional_text(m.answering)},
                   {"next_typed", optional_text(m.next_typed)},
                   {"text", to_text(m)}};
  return text(j);
}

}  // namespace harness
