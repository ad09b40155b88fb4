#include "grid_format.h"

#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace {

// The helper's easy puzzle, as the documents write it in one line.
const char* const kEasyLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const std::vector<std::vector<int>> kEasyRows = {
    {5, 3, 0, 0, 7, 0, 0, 0, 0}, {6, 0, 0, 1, 9, 5, 0, 0, 0}, {0, 9, 8, 0, 0, 0, 0, 6, 0},
    {8, 0, 0, 0, 6, 0, 0, 0, 3}, {4, 0, 0, 8, 0, 3, 0, 0, 1}, {7, 0, 0, 0, 2, 0, 0, 0, 6},
    {0, 6, 0, 0, 0, 0, 2, 8, 0}, {0, 0, 0, 4, 1, 9, 0, 0, 5}, {0, 0, 0, 0, 8, 0, 0, 7, 9}};

// A solved n x n grid built from the usual shifting pattern, as numbers.
std::vector<std::vector<int>> pattern_rows(int n, int box) {
  std::vector<std::vector<int>> rows(n, std::vector<int>(n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) rows[r][c] = (box * (r % box) + r / box + c) % n + 1;
  return rows;
}

std::string as_number_lines(const std::vector<std::vector<int>>& rows) {
  std::string text;
  for (const auto& row : rows) {
    for (std::size_t c = 0; c < row.size(); ++c) text += (c > 0 ? " " : "") + std::to_string(row[c]);
    text += "\n";
  }
  return text;
}

std::string parse_error(const std::string& text) {
  try {
    ref::parse_grid(text);
  } catch (const ref::GridFormatError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("one line of 81 cells reads with '.' or '0' for empty", "[grid_format]") {
  std::string zeros = kEasyLine;
  for (char& ch : zeros)
    if (ch == '.') ch = '0';
  CHECK(ref::parse_grid(kEasyLine).rows() == kEasyRows);
  CHECK(ref::parse_grid(zeros).rows() == kEasyRows);
  CHECK(ref::parse_grid(std::string("\n  ") + kEasyLine + "  \r\n\n").rows() == kEasyRows);
}

TEST_CASE("one line of 16 cells is a 4x4", "[grid_format]") {
  const ref::Grid grid = ref::parse_grid("1...0.3..4.....2");
  CHECK(grid.size() == 4);
  CHECK(grid.rows() == std::vector<std::vector<int>>{{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}});
}

TEST_CASE("the lesson's rows separated by spaces on one line read row by row", "[grid_format]") {
  const ref::Grid grid = ref::parse_grid(
      "000654001 103000050 000020000 200871000 540200170 000009000 305000090 010008060 "
      "008000007");
  CHECK(grid.size() == 9);
  CHECK(grid.rows()[0] == std::vector<int>{0, 0, 0, 6, 5, 4, 0, 0, 1});
  CHECK(grid.rows()[8] == std::vector<int>{0, 0, 8, 0, 0, 0, 0, 0, 7});
  CHECK(ref::parse_grid("1234 3412 2143 4321").rows() ==
        std::vector<std::vector<int>>{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}});
}

TEST_CASE("the helper's typed rows, one per line, read as characters", "[grid_format]") {
  const ref::Grid grid = ref::parse_grid(".253.4179\n.3.....6.\n.7.2.1.83\n982.4..5.\n564..78..\n317825946\n24.5..69.\n"
                                         "75......8\n.98......\n");
  CHECK(grid.rows()[0] == std::vector<int>{0, 2, 5, 3, 0, 4, 1, 7, 9});
  CHECK(grid.rows()[5] == std::vector<int>{3, 1, 7, 8, 2, 5, 9, 4, 6});
  CHECK(grid.empty_count() == 38);  // the helper's "Empty cells: 38."
}

TEST_CASE("rows of space-separated numbers read, '.' or 0 for empty", "[grid_format]") {
  std::string text;
  for (const auto& row : kEasyRows) {
    for (int v : row) text += (v == 0 ? std::string(". ") : std::to_string(v) + "\t");
    text += "\r\n";
  }
  CHECK(ref::parse_grid(text).rows() == kEasyRows);
  CHECK(ref::parse_grid(as_number_lines(kEasyRows)).rows() == kEasyRows);
}

TEST_CASE("one line of 81 numbers reads as a 9x9", "[grid_format]") {
  std::string line;
  for (const auto& row : kEasyRows)
    for (int v : row) line += std::to_string(v) + " ";
  CHECK(ref::parse_grid(line).rows() == kEasyRows);
}

TEST_CASE("16x16 and 25x25 grids read as numbers, in rows or on one line", "[grid_format]") {
  const auto [n, box] = GENERATE(std::make_pair(16, 4), std::make_pair(25, 5));
  std::vector<std::vector<int>> rows = pattern_rows(n, box);
  rows[0][0] = 0;
  rows[n - 1][n - 1] = 0;
  const std::string text = as_number_lines(rows);
  CHECK(ref::parse_grid(text).rows() == rows);

  std::string one_line = text;
  for (char& ch : one_line)
    if (ch == '\n') ch = ' ';
  const ref::Grid grid = ref::parse_grid(one_line);
  CHECK(grid.size() == n);
  CHECK(grid.rows() == rows);
}

TEST_CASE("each grid reading error is one line naming the place", "[grid_format]") {
  using Case = std::pair<std::string, std::string>;
  const auto [text, error] = GENERATE(
      Case{"", "no grid found: the input is empty"}, Case{" \n\t\n", "no grid found: the input is empty"},
      Case{std::string(kEasyLine).substr(1), "expected 81 cells, found 80"},
      Case{std::string(kEasyLine) + "1", "expected 81 cells, found 82"}, Case{"1...", "expected 16 cells, found 4"},
      Case{std::string(256, '.'), "expected 81 cells, found 256"},
      Case{"53..7....\n6..195...\n.98....6.\n8x..6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
           "...419..5\n....8..79\n",
           "row 4, column 2: 'x' is not a digit"},
      Case{"1..5............", "row 1, column 4: 5 is out of range 1-4"},
      Case{"1234\n3412\n2143\n432\n", "row 4: expected 4 cells, found 3"},
      Case{"1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1 1\n", "row 4: expected 4 cells, found 5"},
      Case{"1234\n3412\n2143\n", "found 3 rows; a grid has 4, 9, 16 or 25"},
      Case{"1 2 3 4\n3 4 1 2\n2 1 x 3\n4 3 2 1\n", "row 3, column 3: 'x' is not a number"},
      Case{"1 2 3 4\n3 4 1 2\n2 1 -4 3\n4 3 2 1\n", "row 3, column 3: '-4' is not a number"},
      Case{"1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 17\n", "row 4, column 4: 17 is out of range 1-4"},
      Case{"1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1234\n", "row 4, column 4: 1234 is out of range 1-4"},
      Case{"1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 99999999999999\n", "row 4, column 4: 999999999999... is out of range 1-4"},
      Case{"1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 abcdefghijklmnop\n",
           "row 4, column 4: 'abcdefghijkl...' is not a number"});
  CAPTURE(text);
  CHECK(parse_error(text) == error);
}

TEST_CASE("format_line writes what parse_grid reads back", "[grid_format]") {
  const ref::Grid easy = ref::parse_grid(kEasyLine);
  CHECK(ref::format_line(easy) == kEasyLine);
  CHECK(ref::parse_grid(ref::format_line(easy)) == easy);

  const ref::Grid big = ref::Grid::from_rows(pattern_rows(16, 4));
  const std::string line = ref::format_line(big);
  CHECK(line.rfind("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 5 6 ", 0) == 0);
  CHECK(ref::parse_grid(line) == big);
}

TEST_CASE("format_rows writes the protocol's rows, 0 for empty", "[grid_format]") {
  const ref::Grid easy = ref::parse_grid(kEasyLine);
  const std::string rows = ref::format_rows(easy);
  CHECK(rows.substr(0, 20) == "530070000\n600195000\n");
  CHECK(rows.size() == 90);
  CHECK(ref::parse_grid(rows) == easy);

  ref::Grid big = ref::Grid::from_rows(pattern_rows(25, 5));
  big.set(0, 1, 0);
  const std::string big_rows = ref::format_rows(big);
  CHECK(big_rows.substr(0, big_rows.find('\n') + 1) ==
        "1 0 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25\n");
  CHECK(ref::parse_grid(big_rows) == big);
}
