// The rows of a pair page: every line of each side once, in order; the
// matches in one order on both sides start on one row; a match out of that
// order, or naming lines its file lacks, is left where it is.
#include "similar/pair_alignment.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace harness;

namespace {

// A row as "A|B": a side's "F:N" (file F, line N; N 0 the heading), or "-" for a filler.
std::string shown(const std::optional<SideLine>& line) {
  return line ? std::to_string(line->file) + ":" + std::to_string(line->line) : "-";
}
std::vector<std::string> shown(const PairAlignment& alignment) {
  std::vector<std::string> rows;
  for (const AlignedRow& row : alignment.rows) rows.push_back(shown(row.a) + "|" + shown(row.b));
  return rows;
}

// Each side's lines, headings included, once each and in order.
void check_every_line_once(const PairAlignment& alignment, const std::vector<int>& a, const std::vector<int>& b) {
  for (const bool first : {true, false}) {
    const std::vector<int>& lines = first ? a : b;
    std::vector<SideLine> expected, seen;
    for (std::size_t f = 0; f < lines.size(); ++f)
      for (int n = 0; n <= lines[f]; ++n) expected.push_back({f, n});
    for (const AlignedRow& row : alignment.rows) {
      const auto& side = first ? row.a : row.b;
      if (side) seen.push_back(*side);
    }
    CHECK(seen == expected);
  }
}

}  // namespace

TEST_CASE("a match's first lines share a row, fillers making up the lines before it", "[pair_alignment]") {
  // a's lines 3-5 are b's 5-7: b has two lines more before the match, and one more after it.
  const PairAlignment alignment = align_pair({6}, {8}, {{{0, 3, 5}, {0, 5, 7}, 20}});
  CHECK(shown(alignment) == std::vector<std::string>{"0:0|0:0", "0:1|0:1", "0:2|0:2", "-|0:3", "-|0:4", "0:3|0:5",
                                                     "0:4|0:6", "0:5|0:7", "0:6|0:8"});
  CHECK(alignment.aligned == std::vector<bool>{true});
}

TEST_CASE("a match longer on one side pads the other below it, so the next match starts on one row too",
          "[pair_alignment]") {
  // Match 1: a 1-2 against b 1-4 (b spread over more lines); match 2: a 4 against b 6.
  const PairAlignment alignment = align_pair({4}, {6}, {{{0, 1, 2}, {0, 1, 4}, 12}, {{0, 4, 4}, {0, 6, 6}, 12}});
  CHECK(shown(alignment) ==
        std::vector<std::string>{"0:0|0:0", "0:1|0:1", "0:2|0:2", "-|0:3", "-|0:4", "0:3|0:5", "0:4|0:6"});
  CHECK(alignment.aligned == std::vector<bool>{true, true});
}

TEST_CASE("of two matches in crossed order, the heavier is aligned and the other left where it is",
          "[pair_alignment]") {
  // Code moved about: a's lines 1-2 are b's 8-9, a's 6-7 are b's 2-3.
  const std::vector<MatchLines> crossed = {{{0, 1, 2}, {0, 8, 9}, 12}, {{0, 6, 7}, {0, 2, 3}, 30}};
  const PairAlignment alignment = align_pair({9}, {9}, crossed);
  CHECK(alignment.aligned == std::vector<bool>{false, true});
  check_every_line_once(alignment, {9}, {9});
  const auto& rows = alignment.rows;
  CHECK(std::count_if(rows.begin(), rows.end(), [](const AlignedRow& row) {
          return row.a && row.b && row.a->line == 6 && row.b->line == 2;
        }) == 1);
  // The other weighing more, it is the one aligned.
  const std::vector<MatchLines> heavier_first = {{{0, 1, 2}, {0, 8, 9}, 40}, crossed[1]};
  CHECK(align_pair({9}, {9}, heavier_first).aligned == std::vector<bool>{true, false});
}

TEST_CASE("a pair's sides of several files align across them, each file under its heading", "[pair_alignment]") {
  // a: helpers.cpp (3 lines), then solve.cpp (4); b: one file of 8, whose lines 5-8 are a's solve.cpp.
  const PairAlignment alignment = align_pair({3, 4}, {8}, {{{1, 1, 4}, {0, 5, 8}, 25}});
  CHECK(shown(alignment) == std::vector<std::string>{"0:0|0:0", "0:1|0:1", "0:2|0:2", "0:3|0:3", "1:0|0:4", "1:1|0:5",
                                                     "1:2|0:6", "1:3|0:7", "1:4|0:8"});
  check_every_line_once(alignment, {3, 4}, {8});
}

TEST_CASE("a match naming lines its file lacks is never aligned, and every line is still shown once",
          "[pair_alignment]") {
  const std::vector<MatchLines> matches = {
      {{0, 2, 9}, {0, 1, 2}, 50},  // past a's 4 lines
      {{2, 1, 1}, {0, 1, 1}, 50},  // a has no file 2
      {{0, 3, 2}, {0, 1, 1}, 50},  // last before first
      {{0, 0, 1}, {0, 1, 1}, 50},  // line 0 is the heading
      {{0, 4, 4}, {0, 3, 3}, 1},
  };
  const PairAlignment alignment = align_pair({4}, {3}, matches);
  CHECK(alignment.aligned == std::vector<bool>{false, false, false, false, true});
  check_every_line_once(alignment, {4}, {3});
  CHECK(shown(align_pair({}, {0}, {})) == std::vector<std::string>{"-|0:0"});
}
