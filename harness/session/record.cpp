#include "session/record.h"

#include <nlohmann/json.hpp>

#include "base/error.h"
#include "base/utf8.h"
#include "session/transcript.h"

namespace harness {

Recording record_screen(const RunOnInput& run, std::string_view input) {
  const std::vector<std::string> typed = typed_lines(input);
  std::string all;
  for (const auto& line : typed) all += line + "\n";
  Recording recording;
  recording.lines_typed = static_cast<int>(typed.size());
  recording.full = run(all);

  std::string given;   // the first k lines
  std::string before;  // the output of the run on k - 1 lines
  for (std::size_t k = 0;; ++k) {
    const RecordedRun part = k == typed.size() ? recording.full : run(given);
    if (part.output.compare(0, before.size(), before) != 0)
      fail({}, "the output with {} typed lines does not start with the output with {}: "
               "the program must be deterministic and write nothing more when its input ends",
           k, k - 1);
    recording.screen += part.output.substr(before.size());
    if (part == recording.full) {
      recording.lines_read = static_cast<int>(k);
      break;
    }
    recording.screen += typed[k] + "\n";
    given += typed[k] + "\n";
    before = part.output;
  }
  // Holds by construction; checked so a recording is never stored unverified.
  if (!compare_transcript(recording.full.output, all, recording.screen).matches)
    fail({}, "internal error: the recorded screen does not match the program's output");
  return recording;
}

namespace {

// Literal blocks hold any printable text; control bytes other than '\n'
// (a '\r', a tab) are kept safe only by a quoted string's escapes.
bool fits_block(std::string_view text) {
  if (text.find_first_not_of('\n') == std::string_view::npos) return false;
  for (char c : text) {
    auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && c != '\n') || byte == 0x7f) return false;
  }
  return true;
}

}  // namespace

std::string yaml_text(std::string_view text, int key_indent) {
  if (!fits_block(text)) return nlohmann::json(std::string(text)).dump();
  std::size_t trailing = 0;
  while (trailing < text.size() && text[text.size() - 1 - trailing] == '\n') ++trailing;
  // Clip keeps one final newline, strip none, keep all of them.
  std::string value = trailing == 1 ? "|2" : trailing == 0 ? "|2-" : "|2+";
  const std::string indent(key_indent + 2, ' ');
  std::string_view body = text.substr(0, text.size() - trailing);
  std::size_t start = 0;
  for (;;) {
    std::size_t end = body.find('\n', start);
    std::string_view line = body.substr(start, end == std::string_view::npos ? end : end - start);
    value += "\n" + (line.empty() ? std::string() : indent + std::string(line));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  for (std::size_t k = 1; k < trailing; ++k) value += "\n";
  return value;
}

std::string session_case_yaml(std::string_view name, std::string_view input,
                              std::string_view screen) {
  // A case file is UTF-8 (the loader refuses other bytes); say so now rather
  // than write a file that will not load.
  for (const auto& [what, text] : {std::pair{"the screen", screen}, std::pair{"the input", input}})
    if (const auto bad = first_invalid_utf8(text))
      fail({}, "{} holds byte 0x{:02X} (at byte {}), which is not UTF-8: a case file holds UTF-8 text only",
           what, static_cast<unsigned char>(text[*bad]), *bad);
  return "  - name: " + nlohmann::json(std::string(name)).dump() +
         "\n"
         "    entry: session\n"
         "    input: " + yaml_text(input, 4) +
         "\n"
         "    expect:\n"
         "      screen: " + yaml_text(screen, 6) + "\n";
}

}  // namespace harness
