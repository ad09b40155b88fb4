#pragma once
// The code spans of a hint: the harness writes a hint's code between
// backticks ("take it by reference (`&`)"), as Markdown does, and the HTML
// page and the Markdown reports show it as code. Pure, tested as a table.
#include <string>
#include <string_view>
#include <vector>

namespace harness {

struct TextPiece {
  std::string text;
  bool code = false;
};

/// `text` in pieces, in order: what lies between a backtick and the next one
/// is code (the backticks dropped); an unpaired backtick, and "``" with
/// nothing between, stay in the text. Adjacent text is one piece.
std::vector<TextPiece> code_spans(std::string_view text);

}  // namespace harness
