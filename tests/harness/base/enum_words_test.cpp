#include "base/enum_words.h"

#include <catch2/catch.hpp>

using namespace harness;

namespace {

enum class Colour { Red, Green, Blue };
constexpr EnumWord<Colour> kColourWords[] = {{Colour::Red, "red"}, {Colour::Green, "green"}};

}  // namespace

TEST_CASE("an enum's words are read both ways from its one table", "[enum_words]") {
  struct Row {
    Colour value;
    const char* word;
  };
  const Row rows[] = {{Colour::Red, "red"}, {Colour::Green, "green"}};
  for (const Row& row : rows) {
    CAPTURE(row.word);
    CHECK(std::string(word_of(kColourWords, row.value)) == row.word);
    CHECK(value_of(kColourWords, row.word) == row.value);
  }
  CHECK(std::string(word_of(kColourWords, Colour::Blue)) == "?");  // a value the table lacks
  CHECK_FALSE(value_of(kColourWords, "blue"));
  CHECK_FALSE(value_of(kColourWords, "Red"));  // words are exact
  CHECK_FALSE(value_of(kColourWords, ""));
  static_assert(word_of(kColourWords, Colour::Green)[0] == 'g', "usable at compile time");
}
