#include "grid_format.h"

#include <cctype>
#include <string>
#include <vector>

namespace ref {
namespace {

using Tokens = std::vector<std::string>;

Tokens split_whitespace(std::string_view line) {
  Tokens out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    const std::size_t start = i;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i > start) out.emplace_back(line.substr(start, i - start));
  }
  return out;
}

std::vector<Tokens> non_blank_lines(std::string_view text) {
  std::vector<Tokens> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    Tokens tokens = split_whitespace(text.substr(start, end - start));
    if (!tokens.empty()) lines.push_back(std::move(tokens));
    start = end + 1;
  }
  return lines;
}

[[noreturn]] void fail(const std::string& message) { throw GridFormatError(message); }

std::string where(int index, int size) {
  return "row " + std::to_string(index / size + 1) + ", column " + std::to_string(index % size + 1);
}

std::string shown(std::string_view token) {
  if (token.size() <= 12) return std::string(token);
  return std::string(token.substr(0, 12)) + "...";
}

// The supported cell count nearest above `found`, for "expected 81 cells, found 80".
int expected_cells(int found, bool characters) {
  const int sizes[] = {4, 9, 16, 25};
  int last = 0;
  for (int n : sizes) {
    if (characters && n > 9) break;
    last = n * n;
    if (found <= last) return last;
  }
  return last;
}

int size_of_cell_count(int count, bool characters) {
  for (int n : {4, 9, 16, 25})
    if (n * n == count && (!characters || n <= 9)) return n;
  fail("expected " + std::to_string(expected_cells(count, characters)) + " cells, found " + std::to_string(count));
}

void set_char(Grid& grid, int index, char ch) {
  if (ch == '.' || ch == '0') return;
  if (ch < '1' || ch > '9') fail(where(index, grid.size()) + ": '" + std::string(1, ch) + "' is not a digit");
  const int value = ch - '0';
  if (value > grid.size())
    fail(where(index, grid.size()) + ": " + std::to_string(value) + " is out of range 1-" +
         std::to_string(grid.size()));
  grid.set(index, value);
}

void set_number(Grid& grid, int index, const std::string& token) {
  if (token == ".") return;
  bool digits = true;
  for (char ch : token) digits = digits && std::isdigit(static_cast<unsigned char>(ch));
  if (!digits) fail(where(index, grid.size()) + ": '" + shown(token) + "' is not a number");
  // A long number is still a number: out of range, and too long for stoi.
  if (token.size() > 3)
    fail(where(index, grid.size()) + ": " + shown(token) + " is out of range 1-" + std::to_string(grid.size()));
  const int value = std::stoi(token);
  if (value > grid.size())
    fail(where(index, grid.size()) + ": " + std::to_string(value) + " is out of range 1-" +
         std::to_string(grid.size()));
  grid.set(index, value);
}

// A row written as one token of characters, or as several number tokens.
void read_row(Grid& grid, int row, const Tokens& tokens) {
  const int n = grid.size();
  const bool characters = tokens.size() == 1 && n <= 9;
  const int found = characters ? static_cast<int>(tokens[0].size()) : static_cast<int>(tokens.size());
  if (found != n)
    fail("row " + std::to_string(row + 1) + ": expected " + std::to_string(n) + " cells, found " +
         std::to_string(found));
  for (int c = 0; c < n; ++c) {
    if (characters) set_char(grid, row * n + c, tokens[0][c]);
    else set_number(grid, row * n + c, tokens[c]);
  }
}

Grid read_one_line(const Tokens& tokens) {
  const int count = static_cast<int>(tokens.size());
  if (count == 1) {
    const std::string& cells = tokens[0];
    Grid grid(size_of_cell_count(static_cast<int>(cells.size()), true));
    for (int i = 0; i < grid.cell_count(); ++i) set_char(grid, i, cells[i]);
    return grid;
  }
  // The lesson's "000654001 103000050 ...": N tokens, the first N characters long.
  if ((count == 4 || count == 9) && static_cast<int>(tokens[0].size()) == count) {
    Grid grid(count);
    for (int r = 0; r < count; ++r) read_row(grid, r, Tokens{tokens[r]});
    return grid;
  }
  Grid grid(size_of_cell_count(count, false));
  for (int i = 0; i < grid.cell_count(); ++i) set_number(grid, i, tokens[i]);
  return grid;
}

}  // namespace

Grid parse_grid(std::string_view text) {
  const std::vector<Tokens> lines = non_blank_lines(text);
  if (lines.empty()) fail("no grid found: the input is empty");
  if (lines.size() == 1) return read_one_line(lines[0]);
  const int rows = static_cast<int>(lines.size());
  if (!Grid::is_supported_size(rows)) fail("found " + std::to_string(rows) + " rows; a grid has 4, 9, 16 or 25");
  Grid grid(rows);
  for (int r = 0; r < rows; ++r) read_row(grid, r, lines[r]);
  return grid;
}

std::string format_line(const Grid& grid) {
  std::string out;
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (grid.size() <= 9) {
      out += grid.at(i) == 0 ? '.' : static_cast<char>('0' + grid.at(i));
    } else {
      if (i > 0) out += ' ';
      out += std::to_string(grid.at(i));
    }
  }
  return out;
}

std::string format_rows(const Grid& grid) {
  std::string out;
  for (int r = 0; r < grid.size(); ++r) {
    for (int c = 0; c < grid.size(); ++c) {
      if (grid.size() <= 9) {
        out += static_cast<char>('0' + grid.at(r, c));
      } else {
        if (c > 0) out += ' ';
        out += std::to_string(grid.at(r, c));
      }
    }
    out += '\n';
  }
  return out;
}

}  // namespace ref
