#include "report/code_spans.h"

namespace harness {

std::vector<TextPiece> code_spans(std::string_view text) {
  std::vector<TextPiece> pieces;
  const auto add_text = [&](std::string_view part) {
    if (part.empty()) return;
    if (pieces.empty() || pieces.back().code) pieces.push_back({"", false});
    pieces.back().text += part;
  };
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('`', at);
    const std::size_t close = open == std::string_view::npos ? open : text.find('`', open + 1);
    if (close == std::string_view::npos) break;
    if (close == open + 1) {  // "``": nothing to show as code
      add_text(text.substr(at, close + 1 - at));
      at = close + 1;
      continue;
    }
    add_text(text.substr(at, open - at));
    pieces.push_back({std::string(text.substr(open + 1, close - open - 1)), true});
    at = close + 1;
  }
  add_text(text.substr(std::min(at, text.size())));
  return pieces;
}

}  // namespace harness
