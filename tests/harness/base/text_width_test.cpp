#include "base/text_width.h"

#include <cstdlib>
#include <sstream>

#include <catch2/catch.hpp>

using namespace harness;

TEST_CASE("a line's width is in columns, not bytes", "[text_width]") {
  struct Row {
    const char* text;
    int width;
  };
  const Row rows[] = {
      {"", 0},
      {"abc", 3},
      {"élève", 5},
      {"e\xcc\x81", 1},  // e + combining acute
      {"数独", 4},
      {"\xf0\x9f\x98\x80", 2},
      {"a\\x1b", 5},  // an escape shows as itself
      // Bytes that are no UTF-8 (printable text has none): one column each, decoded by base/utf8.h.
      {"\xe9t\xe9", 3},         // Latin-1 "été"
      {"a\xc3", 2},             // a sequence cut short
      {"\xc0\xaf", 2},          // an overlong '/'
      {"\xed\xa0\x80", 3},      // a surrogate
      {"\xf4\x90\x80\x80", 4},  // past U+10FFFF
  };
  for (const auto& row : rows) {
    INFO(row.text);
    CHECK(display_width(row.text) == row.width);
  }
}

TEST_CASE("a text too wide is cut with an ellipsis, on a character's edge", "[text_width]") {
  CHECK(cut_to_width("short", 10) == "short");
  CHECK(cut_to_width("exactly10!", 10) == "exactly10!");
  CHECK(cut_to_width("count_solutions 5 solutions, limit 3", 20) == "count_solutions 5 s…");
  CHECK(display_width(cut_to_width("count_solutions 5 solutions, limit 3", 20)) == 20);
  CHECK(cut_to_width("élève élève", 6) == "élève…");
  CHECK(cut_to_width("数独数独", 5) == "数独…");
}

TEST_CASE("wrapping breaks at spaces and splits only a word wider than a line", "[text_width]") {
  using Lines = std::vector<std::string>;
  CHECK(wrap_to_width("", 10) == Lines{""});
  CHECK(wrap_to_width("returned False but the puzzle has a solution", 20) ==
        Lines{"returned False but", "the puzzle has a", "solution"});
  CHECK(wrap_to_width("a /very/long/path/to/a/file.cpp b", 10) ==
        Lines{"a", "/very/long", "/path/to/a", "/file.cpp", "b"});
  for (const auto& line : wrap_to_width("own uid per run, pid/mount/net/ipc/uts namespaces, memory limited", 17))
    CHECK(display_width(line) <= 17);
}

TEST_CASE("the console is COLUMNS wide, else 80 off a terminal, and a COLUMNS under 40 is ignored", "[text_width]") {
  const char* saved = std::getenv("COLUMNS");
  const std::string before = saved ? saved : "";
  ::setenv("COLUMNS", "120", 1);
  CHECK(console_width(-1) == 120);
  ::setenv("COLUMNS", "12", 1);
  CHECK(console_width(-1) == 80);
  ::setenv("COLUMNS", "40", 1);
  CHECK(console_width(-1) == 40);
  ::setenv("COLUMNS", "wide", 1);
  CHECK(console_width(-1) == 80);
  ::unsetenv("COLUMNS");
  CHECK(console_width(-1) == 80);
  if (saved) ::setenv("COLUMNS", before.c_str(), 1);
}

TEST_CASE("help is wrapped to the width, a long description hanging under its own start", "[text_width]") {
  struct Row {
    std::string help;
    int width;
    std::string wrapped;
  };
  const std::vector<Row> rows = {
      {"short line\n", 20, "short line\n"},
      {"no newline at the end", 40, "no newline at the end"},
      // An option's description hangs at the column it starts in.
      {"  --jobs N    how many cases run at once on this machine\n", 30,
       "  --jobs N    how many cases\n"
       "              run at once on\n"
       "              this machine\n"},
      // A paragraph without a gap keeps its own indent.
      {"  one two three four five six\n", 14, "  one two\n  three four\n  five six\n"},
      // An option too wide for the hang: the description goes on the lines below it.
      {"  --a-very-long-option-name TEXT  what it does\n", 30,
       "  --a-very-long-option-name TEXT\n      what it does\n"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.help, row.width);
    CHECK(harness::wrap_help(row.help, row.width) == row.wrapped);
  }
}

TEST_CASE("a console message wraps at spaces under its head, and text that fits is left as it is", "[text_width]") {
  CHECK(message_lines("sudoku-grade: error: ", "a b", 6, 80) == "sudoku-grade: error: a b\n");
  CHECK(message_lines("x: ", "one two three four", 4, 12) == "x: one two\n    three\n    four\n");
  CHECK(fit_lines("short\n  a line of words too long\nend", 20) == "short\n  a line of words\n        too long\nend");
  CHECK(fit_lines("", 40).empty());
  std::istringstream lines(fit_lines(std::string(200, 'x') + " y", 40));
  for (std::string line; std::getline(lines, line);) CHECK(display_width(line) <= 40);
}
