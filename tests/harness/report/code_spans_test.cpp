#include <catch2/catch.hpp>

#include "report/code_spans.h"

using namespace harness;

namespace {

// The pieces as one line: code in [brackets].
std::string shown(const std::vector<TextPiece>& pieces) {
  std::string out;
  for (const auto& piece : pieces) out += piece.code ? "[" + piece.text + "]" : piece.text;
  return out;
}

}  // namespace

TEST_CASE("a hint's code spans are what lies between a backtick and the next", "[code_spans]") {
  struct Row {
    const char* text;
    const char* pieces;
    std::size_t count;
  };
  const Row rows[] = {
      {"no code here", "no code here", 1},
      {"take it by reference (`&`)", "take it by reference ([&])", 3},
      {"`static`", "[static]", 1},
      {"remove `static` and `private`", "remove [static] and [private]", 4},
      {"one ` alone", "one ` alone", 1},
      {"`a` then ` unpaired", "[a] then ` unpaired", 2},
      {"empty `` pair", "empty `` pair", 1},
      {"``x`", "``x`", 1},  // "``" is text, then a backtick alone
      {"`<script>alert(1)</script>`", "[<script>alert(1)</script>]", 1},
      {"", "", 0},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    const auto pieces = code_spans(row.text);
    CHECK(shown(pieces) == row.pieces);
    CHECK(pieces.size() == row.count);
  }
}
