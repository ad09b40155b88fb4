#include "lang/linear_pattern.h"

#include <stdexcept>
#include <string>

#include <catch2/catch.hpp>

using harness::LinearPattern;

TEST_CASE("a linear pattern finds groups, leftmost first, and `^` only at the text's start", "[linear_pattern]") {
  const LinearPattern from_line("(^|\\n)[ \\t]*from[ \\t]+([A-Za-z_]\\w*)");
  const std::string text = "from a import b\nx = 1\n  from  c import d\n";
  const auto matches = from_line.all_in(text);
  REQUIRE(matches.size() == 2);
  CHECK(matches[0][2] == "a");
  CHECK(matches[1][2] == "c");
  CHECK(matches[1].position(text, 2) == text.find(" c") + 1);
  // Searched from the middle of a line, `^` is not there: the text's start is.
  CHECK_FALSE(LinearPattern("^x").search("ax", 1));
  CHECK(LinearPattern("^x").search("xa", 0));
  // A group that took no part is a null view.
  const auto m = LinearPattern("(a)|(b)").search("b");
  REQUIRE(m);
  CHECK(m->groups[1].data() == nullptr);
  CHECK((*m)[2] == "b");
}

TEST_CASE("a linear pattern matched at a place begins there and ends by the bound", "[linear_pattern]") {
  const LinearPattern word("class\\s+(\\w+)");
  const std::string text = "x class Board {";
  CHECK_FALSE(word.match_at(text, 0));
  REQUIRE(word.match_at(text, 2));
  CHECK((*word.match_at(text, 2))[1] == "Board");
  CHECK((*word.match_at(text, 2, 9))[1] == "B");  // cut by the window's end
  CHECK_FALSE(word.match_at(text, 2, 8));
}

TEST_CASE("a linear pattern reads bytes as bytes: NULs and invalid UTF-8 are characters like any", "[linear_pattern]") {
  const std::string text = std::string("\"a\0\xff\xfe.rkt\"", 10);
  const auto m = LinearPattern("\"([^\"/]+\\.rkt)\"").search(text);
  REQUIRE(m);
  CHECK((*m)[1] == std::string("a\0\xff\xfe.rkt", 8));
}

TEST_CASE("a linear pattern runs over megabyte runs without growing the stack", "[linear_pattern]") {
  // std::regex took a stack frame per character of each run: these crashed it.
  const std::string run(std::size_t{4} << 20, 'a');
  const LinearPattern declared("([A-Za-z_][A-Za-z_0-9]*|[>\\]&*])[ \\t\\r\\n&*]+solve[ \\t]*\\(");
  CHECK_FALSE(declared.found_in(run));
  const auto m = declared.search(run + " solve(");
  REQUIRE(m);
  CHECK((*m)[1].size() == run.size());
  CHECK(LinearPattern("\"([^\"]*)\"").all_in("\"" + run + "\"").size() == 1);
}

TEST_CASE("a pattern RE2 refuses is the harness's own mistake", "[linear_pattern]") {
  CHECK_THROWS_AS(LinearPattern("(a"), std::logic_error);
  CHECK_THROWS_AS(LinearPattern("(a)\\1"), std::logic_error);  // a backreference: not linear
}
