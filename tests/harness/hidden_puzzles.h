#pragma once
// A case file's secrets, and where a report gives one away. A secret is the
// puzzle of a hidden case that no visible case of the file also has (those a
// student sees anyway). A report gives one away when it holds the puzzle in
// any shape a program prints a grid or the harness draws one:
//   - the 81 digits on one line, with or without spaces between them;
//   - a row per line, with or without spaces, whatever stands before or after
//     each row (the console's gutter, a drawing's rules), and '.' for an
//     empty cell as a drawing has it.
// JSON's "\n" and XML's "&#10;" count as line ends, so a written report is
// searched as it is on disk. 9x9 puzzles only (a digit a cell).
#include <algorithm>
#include <string>
#include <variant>
#include <vector>

#include "cases/case.h"
#include "grid.h"

namespace hidden_puzzles {

/// The secrets of `file`, each as its 81 digits, 0 for an empty cell.
inline std::vector<std::string> secrets_of(const harness::CaseFile& file) {
  const auto puzzle_of = [](const harness::Case& c) -> std::string {
    const ref::Grid* grid = nullptr;
    if (const auto* solve = std::get_if<harness::SolveExpect>(&c.expect)) grid = &solve->puzzle;
    if (const auto* count = std::get_if<harness::CountExpect>(&c.expect)) grid = &count->puzzle;
    if (grid == nullptr || grid->size() != 9) return "";
    std::string digits;
    for (int value : grid->cells()) digits += static_cast<char>('0' + value);
    return digits;
  };
  std::vector<std::string> hidden, visible;
  for (const harness::Case& c : file.cases)
    if (const std::string puzzle = puzzle_of(c); !puzzle.empty())
      (c.visibility == harness::Visibility::Hidden ? hidden : visible).push_back(puzzle);
  std::vector<std::string> secrets;
  for (const std::string& puzzle : hidden)
    if (std::find(visible.begin(), visible.end(), puzzle) == visible.end() &&
        std::find(secrets.begin(), secrets.end(), puzzle) == secrets.end())
      secrets.push_back(puzzle);
  return secrets;
}

/// The digits of each line of `text` that holds any ('.' read as 0), in order.
inline std::vector<std::string> digit_lines(std::string text) {
  for (const std::string line_end : {"\\n", "&#10;"})
    for (std::size_t at = text.find(line_end); at != std::string::npos; at = text.find(line_end, at))
      text.replace(at, line_end.size(), "\n");
  std::vector<std::string> lines(1);
  for (char ch : text) {
    if (ch == '\n' && !lines.back().empty()) lines.emplace_back();
    else if (ch >= '0' && ch <= '9') lines.back() += ch;
    else if (ch == '.') lines.back() += '0';
  }
  return lines;
}

/// The secrets of `secrets` that `text` gives away, each once.
inline std::vector<std::string> given_away(const std::string& text, const std::vector<std::string>& secrets) {
  const std::vector<std::string> lines = digit_lines(text);
  std::vector<std::string> found;
  for (const std::string& secret : secrets) {
    bool shown = false;
    for (std::size_t i = 0; i < lines.size() && !shown; ++i) {
      shown = lines[i].find(secret) != std::string::npos;
      bool rows = i + 9 <= lines.size();
      for (std::size_t r = 0; rows && r < 9; ++r) rows = lines[i + r] == secret.substr(r * 9, 9);
      shown = shown || rows;
    }
    if (shown) found.push_back(secret);
  }
  return found;
}

}  // namespace hidden_puzzles
