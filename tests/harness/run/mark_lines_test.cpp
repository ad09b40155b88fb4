// The marks on fd 3 read as lines, in bounded memory and linear time: a line
// longer than a mark or a case's bytes past the bound is a flood, reported
// after the lines before it, and nothing after it is kept.
#include "run/mark_lines.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace harness;

namespace {

// Every line `lines` gives, in order, then the flood if any ("" for none).
struct Read {
  std::vector<std::string> lines;
  std::string flood;
};

Read read_all(MarkLines& lines) {
  Read read;
  while (auto line = lines.next_line()) read.lines.push_back(*line);
  if (auto flood = lines.flood()) read.flood = flood_text(*flood);
  return read;
}

// `text` given `piece` bytes at a time.
Read read_in_pieces(const std::string& text, std::size_t piece, std::size_t longest = 8,
                    std::uint64_t case_bytes = 32) {
  MarkLines lines(longest, case_bytes);
  for (std::size_t at = 0; at < text.size(); at += piece)
    lines.add(text.data() + at, std::min(piece, text.size() - at));
  return read_all(lines);
}

const std::string kLong = "wrote more than 8 bytes on the marks channel (fd 3) without a newline";
const std::string kMany = "wrote more than 32 bytes on the marks channel (fd 3) in one case";

}  // namespace

TEST_CASE("marks are read as lines however the bytes come, and a flood after the lines before it", "[mark_lines]") {
  struct Row {
    std::string text;
    std::vector<std::string> lines;
    std::string flood;
  };
  const std::vector<Row> rows = {
      {"started\nready\n", {"started", "ready"}, ""},
      {"", {}, ""},
      {"12345678\n", {"12345678"}, ""},      // as long as a mark may be
      {"123456789\n", {}, kLong},            // one byte longer
      {"done\n123456789", {"done"}, kLong},  // a long line without its newline yet
      {"done\nxxxxxxxxxxxxxxxxxxxxxxxx\ndone\n", {"done"}, kLong},
      {"done\ndone\ndone\ndone\ndone\ndone\ndone\n", {"done", "done", "done", "done", "done", "done"}, kMany},
      {std::string(10, '\n'), std::vector<std::string>(10, ""), ""},
      {std::string("a\0b\n", 4), {std::string("a\0b", 3)}, ""},  // bytes, not text
  };
  for (const Row& row : rows)
    for (std::size_t piece : {1, 3, 1000}) {
      INFO(row.text << " in pieces of " << piece);
      const Read read = read_in_pieces(row.text, piece);
      CHECK(read.lines == row.lines);
      CHECK(read.flood == row.flood);
    }
}

TEST_CASE("each case has the marks channel's bytes to itself, and what waits untaken counts too", "[mark_lines]") {
  MarkLines lines(8, 32);
  for (int k = 0; k < 1000; ++k) {
    lines.add("ready\ndone\ndone\n", 16);
    CHECK(lines.next_line() == std::string("ready"));
    CHECK(lines.next_line() == std::string("done"));
    CHECK(lines.next_line() == std::string("done"));
    lines.new_case();
  }
  CHECK_FALSE(lines.flooded());
  MarkLines untaken(8, 32);
  for (int k = 0; k < 10; ++k) {
    untaken.add("done\n", 5);
    untaken.new_case();
  }
  CHECK(untaken.flooded());  // 50 bytes waiting: more than a case may write
}

TEST_CASE("a flood is counted, never kept, and read in linear time", "[mark_lines]") {
  // 256 MiB without a newline, and 64 MiB of short lines: the grader before
  // this kept them all and took them 64 bytes at a time from the front.
  const std::string chunk(1 << 16, 'x');
  MarkLines lines(64, 4096);
  lines.add("done\n", 5);
  for (int k = 0; k < 4096; ++k) lines.add(chunk.data(), chunk.size());
  CHECK(lines.bytes() == 5 + (std::uint64_t{1} << 28));
  CHECK(lines.next_line() == std::string("done"));
  CHECK_FALSE(lines.next_line());
  REQUIRE(lines.flood());
  CHECK(lines.flood()->long_line);
  CHECK_FALSE(lines.take_rest());

  std::string short_lines;
  while (short_lines.size() < chunk.size()) short_lines += "x\n";
  MarkLines many(64, 4096);
  for (int k = 0; k < 1024; ++k) many.add(short_lines.data(), short_lines.size());
  int taken = 0;
  while (many.next_line()) ++taken;
  CHECK(taken == 2048);  // the case's 4,096 bytes, then the flood
  REQUIRE(many.flood());
  CHECK(flood_text(*many.flood()) == "wrote more than 4,096 bytes on the marks channel (fd 3) in one case");
}

TEST_CASE("a last line without its newline is taken once the program has ended", "[mark_lines]") {
  MarkLines lines(64, 4096);
  lines.add("ready\ndo", 8);
  lines.add("ne", 2);
  CHECK(lines.next_line() == std::string("ready"));
  CHECK_FALSE(lines.next_line());
  CHECK(lines.take_rest() == std::string("done"));
  CHECK_FALSE(lines.take_rest());
}
