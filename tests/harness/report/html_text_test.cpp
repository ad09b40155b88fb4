#include <catch2/catch.hpp>

#include <set>

#include "report/html_text.h"

#include "hostile_text.h"

using namespace harness;

TEST_CASE("html_escaped turns markup into text and controls into visible escapes", "[report_html_text]") {
  struct Row {
    std::string text;
    bool multiline;
    std::string escaped;
  };
  const Row rows[] = {
      {"plain words 1-9", false, "plain words 1-9"},
      {"a & b", false, "a &amp; b"},
      {"<script>alert(1)</script>", false, "&lt;script&gt;alert(1)&lt;/script&gt;"},
      {"\"><img src=x onerror=alert(1)>", false, "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"},
      {"it's", false, "it&#39;s"},
      {"&lt; already", false, "&amp;lt; already"},
      {"two\nlines\tand a tab", false, "two\\nlines\\tand a tab"},
      {"two\nlines\tand a tab", true, "two\nlines\tand a tab"},
      {"\x1b[2J\rgone", true, "\\x1b[2J\\rgone"},
      {"bad \xff byte", false, "bad \xEF\xBF\xBD byte"},
      {"bidi \xe2\x80\xae", false, "bidi \\u202e"},
      {"", false, ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text, row.multiline);
    CHECK(html_escaped(row.text, row.multiline) == row.escaped);
  }
}

TEST_CASE("no hostile text leaves html_escaped with a raw control, a tag or an unquoted quote", "[report_html_text]") {
  for (const bool multiline : {false, true}) {
    const std::string escaped = html_escaped(hostile::text() + "<b>\"'&", multiline);
    CAPTURE(multiline, escaped);
    CHECK(hostile::first_raw_control(escaped) == std::string::npos);
    CHECK(escaped.find_first_of("<>\"'") == std::string::npos);
    CHECK(hostile::unseen(escaped).empty());
  }
}

TEST_CASE("url_segment_escaped percent-encodes all but the unreserved characters", "[report_html_text]") {
  const std::pair<std::string, std::string> rows[] = {
      {"alice", "alice"},
      {"A-z_0.9~", "A-z_0.9~"},
      {"a b", "a%20b"},
      {"javascript:alert(1)", "javascript%3Aalert%281%29"},
      {"x/../y?q#f", "x%2F..%2Fy%3Fq%23f"},
      {"%41", "%2541"},
      {"\xc3\xa9", "%C3%A9"},
      {"\"><", "%22%3E%3C"},
  };
  for (const auto& [segment, escaped] : rows) {
    CAPTURE(segment);
    CHECK(url_segment_escaped(segment) == escaped);
  }
}

// The hashes are FNV-1a 32-bit, computed apart from the code (in Python) for this table.
TEST_CASE("a student's page is named by what of the name is safe, with a hash when anything was not",
          "[report_html_text]") {
  const std::pair<std::string, std::string> rows[] = {
      {"alice", "alice"},
      {"Bob_Smith-2", "Bob_Smith-2"},
      {"a b", "ab-10a3f9f2"},
      {"a_b", "a_b"},
      {"index.html", "indexhtml-efe35522"},
      {"..", "student-a3d4a70d"},
      {"", "student-811c9dc5"},
      {"<script>alert(1)</script>", "scriptalert1script-ee32d3a2"},
      {std::string(64, 'x'), std::string(64, 'x')},
      {std::string(65, 'x'), std::string(40, 'x') + "-b42b1787"},
  };
  for (const auto& [student, stem] : rows) {
    CAPTURE(student);
    const std::string got = page_file_stem(student);
    CHECK(got.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") ==
          std::string::npos);
    CHECK(got == stem);
  }
}

TEST_CASE("names that differ only in unsafe characters get pages of their own", "[report_html_text]") {
  const std::vector<std::string> names = {"a b",
                                          "a_b",
                                          "ab",
                                          "a\tb",
                                          "a\xff"
                                          "b",
                                          "a/b",
                                          "a.b"};
  std::set<std::string> stems;
  for (const auto& name : names) stems.insert(page_file_stem(name));
  CHECK(stems.size() == names.size());
}
