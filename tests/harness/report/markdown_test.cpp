#include <catch2/catch.hpp>

#include "report/markdown.h"

#include "hostile_text.h"

using namespace harness;

TEST_CASE("a line in Markdown cannot become an image, a link, emphasis, HTML or a table cell", "[report_markdown]") {
  struct Row {
    const char* text;
    const char* markdown;
  };
  const Row rows[] = {
      {"row 4: digit 7 appears twice", "row 4: digit 7 appears twice"},
      {"![x](http://127.0.0.1/beacon.png)", "\\!\\[x\\](http://127.0.0.1/beacon.png)"},
      {"<img src=x onerror=alert(1)>", "\\<img src=x onerror=alert(1)\\>"},
      {"&#x202E; entity", "\\&\\#x202E; entity"},
      {"*bold* _it_ `code` ~~gone~~", "\\*bold\\* \\_it\\_ \\`code\\` \\~\\~gone\\~\\~"},
      {"a | b", "a \\| b"},
      {"# heading &amp;", "\\# heading \\&amp;"},
      {"C:\\path", "C:\\\\path"},
      {"two\nlines", "two\\\\nlines"},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(markdown_inline(row.text) == row.markdown);
  }
}

TEST_CASE("a hint's code spans are Markdown code spans, nothing inside them escaped, the prose around them inert",
          "[report_markdown]") {
  struct Row {
    const char* text;
    const char* markdown;
  };
  const Row rows[] = {
      {"take it by reference (`&`)", "take it by reference (`&`)"},
      {"main.cpp:3 defines `void solve(int g[9][9])`: drop `private`",
       "main.cpp:3 defines `void solve(int g[9][9])`: drop `private`"},
      {"*not* code `a_b*c`", "\\*not\\* code `a_b*c`"},
      {"`<script>alert(1)</script>` <b>", "`<script>alert(1)</script>` \\<b\\>"},
      {"` x `", "`  x  `"},  // CommonMark would strip one space each side
      {"one ` alone", "one \\` alone"},
      {"`two\nlines`", "`two\\nlines`"},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(markdown_with_code_spans(row.text) == row.markdown);
  }
  const std::string hostile = markdown_with_code_spans("`" + hostile::text() + "` and " + hostile::text());
  CHECK(hostile::first_raw_control(hostile) == std::string::npos);
  CHECK(hostile::unseen(hostile).empty());
}

TEST_CASE("a code block keeps the text verbatim behind a fence no line of it can close", "[report_markdown]") {
  CHECK(markdown_code_block("+---+\n| 7 |\n+---+") == "```text\n+---+\n| 7 |\n+---+\n```\n");
  CHECK(markdown_code_block("a ``` b\n````\n") == "`````text\na ``` b\n````\n`````\n");
  CHECK(markdown_code_block("") == "```text\n```\n");
  const std::string hostile = markdown_code_block(hostile::text());
  CHECK(hostile::first_raw_control(hostile) == std::string::npos);
  CHECK(hostile::unseen(hostile).empty());
}
