#pragma once
// Text a hostile student's program prints to act on whoever reads a report:
// clear the screen, overwrite a line, forge a total, a case line or a GitHub
// workflow command, break UTF-8, send a C1 CSI. Every sink's test puts it in
// each student-derived field, then checks its output with the functions here.
#include <string>
#include <vector>

namespace hostile {

inline const std::vector<std::string> kLines = {
    "\x1b[2J\x1b[1;1H",                             // clear the screen, cursor home
    "\rtotal 86/86 points",                         // overwrite the line it is on
    "total 86/86 points; 86 of 86 cases accepted",  // a forged total on a line of its own
    "  subtotal 7/7 points",
    "  solve lesson Test 1   solve   AC",  // a forged case line
    "::error file=x::forged",              // a workflow command
    "  ::warning::indented forged",        // the runner trims leading blanks
    "bad \xff\xfe bytes, cut \xe2\x9c",    // invalid UTF-8, a truncated 3-byte sequence
    "C1 \xc2\x9b"
    "31m CSI",                     // U+009B, CSI to some terminals
    "bidi \xe2\x80\xae override",  // U+202E reverses what follows
};

/// kLines joined by '\n': one field holding every attack.
inline std::string text() {
  std::string out;
  for (const auto& line : kLines) out += line + "\n";
  return out;
}

inline std::vector<std::string> lines_of(const std::string& output) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= output.size()) {
    std::size_t end = output.find('\n', start);
    if (end == std::string::npos) end = output.size();
    lines.push_back(output.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

/// The output's lines that begin with `prefix`; with `trim`, after leading
/// blanks (as the GitHub runner reads "::" commands).
inline std::vector<std::string> lines_starting(const std::string& output, const std::string& prefix,
                                               bool trim = false) {
  std::vector<std::string> found;
  for (const auto& line : lines_of(output)) {
    const std::size_t from = trim ? std::min(line.find_first_not_of(" \t"), line.size()) : 0;
    if (line.compare(from, prefix.size(), prefix) == 0) found.push_back(line);
  }
  return found;
}

/// The first byte offset that would act on a terminal (a C0 control other
/// than '\n' and '\t', DEL, a C1 control as UTF-8, or a byte that is not
/// UTF-8), or npos when there is none.
inline std::size_t first_raw_control(const std::string& output) {
  for (std::size_t i = 0; i < output.size(); ++i) {
    const auto byte = static_cast<unsigned char>(output[i]);
    if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7F) return i;
    if (byte < 0x80) continue;
    const std::size_t length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0;
    if (length == 0 || i + length > output.size()) return i;
    for (std::size_t k = 1; k < length; ++k)
      if ((static_cast<unsigned char>(output[i + k]) & 0xC0) != 0x80) return i;
    if (byte == 0xC2 && static_cast<unsigned char>(output[i + 1]) < 0xA0) return i;
    i += length - 1;
  }
  return std::string::npos;
}

/// The escapes that show the attacks were there, for a reader to see.
inline const std::vector<std::string> kVisible = {
    "\\x1b[2J\\x1b[1;1H", "\\rtotal 86/86 points", "bad \xEF\xBF\xBD\xEF\xBF\xBD bytes",
    "\\u009b31m CSI",     "bidi \\u202e override", "::error file=x::forged"};

/// Those of kVisible that `output` lacks: empty when a reader can see every attack.
inline std::vector<std::string> unseen(const std::string& output) {
  std::vector<std::string> missing;
  for (const auto& shown : kVisible)
    if (output.find(shown) == std::string::npos) missing.push_back(shown);
  return missing;
}

}  // namespace hostile
