#include "base/printable.h"

#include <catch2/catch.hpp>

#include "hostile_text.h"

using harness::printable_line;
using harness::printable_text;

TEST_CASE("control characters become visible escapes", "[printable]") {
  const std::vector<std::pair<std::string, std::string>> table = {
      {"plain text, caf\xC3\xA9 \xE2\x9C\x93", "plain text, caf\xC3\xA9 \xE2\x9C\x93"},
      {"\x1b[2J\x1b[1;1H", "\\x1b[2J\\x1b[1;1H"},
      {"\rtotal", "\\rtotal"},
      {std::string("nul\0bell\x07", 9) + "del\x7f", "nul\\x00bell\\x07del\\x7f"},
      {"C1 CSI \xC2\x9B and NEL \xC2\x85", "C1 CSI \\u009b and NEL \\u0085"},
      {"no-break space \xC2\xA0 stays", "no-break space \xC2\xA0 stays"},
      {"bidi \xE2\x80\xAE rlo \xE2\x81\xA6 isolate", "bidi \\u202e rlo \\u2066 isolate"},
      {"line \xE2\x80\xA8 separator", "line \\u2028 separator"},
      {"not a char \xEF\xBF\xBF", "not a char \\uffff"},
      {"a \\x1b and a \\n typed by hand", "a \\x1b and a \\n typed by hand"},
  };
  for (const auto& [in, out] : table) {
    CAPTURE(in);
    CHECK(printable_text(in) == out);
    CHECK(printable_line(in) == out);
  }
}

TEST_CASE("each byte that is not UTF-8 becomes U+FFFD", "[printable]") {
  const std::string fffd = "\xEF\xBF\xBD";
  CHECK(printable_text("bad \xFF\xFE") == "bad " + fffd + fffd);
  CHECK(printable_text("cut \xE2\x9C") == "cut " + fffd + fffd);
  CHECK(printable_text("cut \xE2\x9C then") == "cut " + fffd + fffd + " then");
  CHECK(printable_text("overlong \xC0\xAF") == "overlong " + fffd + fffd);
  CHECK(printable_text("surrogate \xED\xA0\x80") == "surrogate " + fffd + fffd + fffd);
  CHECK(printable_text("past U+10FFFF \xF4\x90\x80\x80") == "past U+10FFFF " + fffd + fffd + fffd + fffd);
  CHECK(printable_text("emoji \xF0\x9F\x98\x80") == "emoji \xF0\x9F\x98\x80");
}

TEST_CASE("text keeps its lines and tabs, a one-line field shows them", "[printable]") {
  CHECK(printable_text("a\tb\nc\n") == "a\tb\nc\n");
  CHECK(printable_line("a\tb\nc\n") == "a\\tb\\nc\\n");
  CHECK(printable_line("\r\n") == "\\r\\n");
}

TEST_CASE("printable text passed through again is unchanged", "[printable]") {
  const std::string once_text = printable_text(hostile::text());
  const std::string once_line = printable_line(hostile::text());
  CHECK(printable_text(once_text) == once_text);
  CHECK(printable_line(once_line) == once_line);
}

TEST_CASE("no hostile byte survives and every attack can still be seen", "[printable]") {
  const std::string line = printable_line(hostile::text());
  CHECK(line.find('\n') == std::string::npos);
  CHECK(hostile::first_raw_control(line) == std::string::npos);
  const std::string text = printable_text(hostile::text());
  CHECK(hostile::first_raw_control(text) == std::string::npos);
  CHECK(hostile::unseen(text).empty());
  CHECK(hostile::unseen(line).empty());
}

TEST_CASE("the hostile-output check itself finds each raw control", "[printable]") {
  // The sinks' tests rely on first_raw_control: it must fail on what it guards against.
  const std::vector<std::string> raw = {"\x1b", "\r", std::string(1, '\0'), "\x7f", "\xc2\x9b", "\xff", "\xe2\x9c"};
  for (const auto& bad : raw) {
    CAPTURE(bad);
    CHECK(hostile::first_raw_control("ok " + bad + " ok") == 3);
  }
  CHECK(hostile::first_raw_control("ok\n\t\xC2\xA0 \xE2\x9C\x93") == std::string::npos);
  CHECK(hostile::lines_starting("a\n  ::x\n::y", "::", true) == std::vector<std::string>{"  ::x", "::y"});
  CHECK(hostile::lines_starting("a\n  ::x\n::y", "::") == std::vector<std::string>{"::y"});
  const std::vector<std::string> all_but_first(hostile::kVisible.begin() + 1, hostile::kVisible.end());
  CHECK(hostile::unseen("\\x1b[2J\\x1b[1;1H") == all_but_first);
}
