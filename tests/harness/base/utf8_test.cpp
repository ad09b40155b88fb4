#include "base/utf8.h"

#include <catch2/catch.hpp>
#include <string>

using namespace harness;

TEST_CASE("the first byte that is not UTF-8 is found", "[utf8]") {
  struct Row {
    std::string text;
    std::optional<std::size_t> invalid_at;
  };
  const Row rows[] = {
      {"", std::nullopt},
      {"plain ascii\n\t", std::nullopt},
      {"caf\xC3\xA9 \xE2\x9C\x93 \xF0\x9F\x98\x80", std::nullopt},  // é, a check mark, an emoji
      {"caf\xE9", 3},                                               // Latin-1 é
      {"\xC0\xAF", 0},                                              // an overlong '/'
      {"ab\xED\xA0\x80", 2},                                        // a surrogate
      {"\xF4\x90\x80\x80", 0},                                      // past U+10FFFF
      {"x\xE2\x9C", 1},                                             // cut short
      {"\x80", 0},                                                  // a continuation byte alone
      {std::string("a\0b", 3), std::nullopt},                       // NUL is a character
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(first_invalid_utf8(row.text) == row.invalid_at);
  }
}

TEST_CASE("a sequence's length and code point", "[utf8]") {
  char32_t code = 0;
  CHECK(utf8_length("\xE2\x9C\x93", 0, code) == 3);
  CHECK(code == 0x2713);
  CHECK(utf8_length("a", 0, code) == 1);
  CHECK(code == 'a');
  CHECK(utf8_length("\xFF", 0, code) == 0);
}
