#pragma once
/// A pair's two sides as the rows of one table, so that a reader sees each
/// match's two copies side by side: each side is its files one after the
/// other, a heading before each file, then its lines. The matches that come
/// in the same order on both sides (the heaviest such chain) start on one
/// row, a blank filler on the shorter side making up the difference; a match
/// out of that order (code moved about) is left where it is on each side.
/// Linear in the lines, n log n in the matches: a pair of long files costs
/// no more than their lines.
#include <cstddef>
#include <optional>
#include <vector>

namespace harness {

/// A row's content on one side.
struct SideLine {
  std::size_t file = 0;  ///< by index in the side's files
  int line = 0;          ///< 1-based; 0 is the file's heading
  bool operator==(const SideLine& other) const { return file == other.file && line == other.line; }
};

/// One row of the table; a side without a line is a blank filler.
struct AlignedRow {
  std::optional<SideLine> a, b;
};

struct LineSpan {
  std::size_t file = 0;
  int first = 0, last = 0;  ///< 1-based, inclusive
};

/// A match's lines on each side, and what it weighs (its tokens): the
/// heaviest chain of matches in one order on both sides is aligned.
struct MatchLines {
  LineSpan a, b;
  std::size_t weight = 0;
};

struct PairAlignment {
  std::vector<AlignedRow> rows;
  std::vector<bool> aligned;  ///< per match: its first lines share a row
};

/// `a_lines` and `b_lines`: how many lines each file of that side has. A
/// match whose span is not within its file is never aligned.
PairAlignment align_pair(const std::vector<int>& a_lines, const std::vector<int>& b_lines,
                         const std::vector<MatchLines>& matches);

}  // namespace harness
