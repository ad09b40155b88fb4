#include "validator.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace validator {
namespace {

// A broken grid can break hundreds of rules; past this many of one kind the
// student learns nothing more, so the rest are counted, not listed.
constexpr std::size_t kMaxListed = 10;

// The longest number token read: enough for any cell value, short enough that
// reading it cannot overflow an int.
constexpr std::size_t kMaxNumberLength = 9;

bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f'; }

bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

std::string quoted(std::string_view word) {
  if (word.size() > 12) return "'" + std::string(word.substr(0, 12)) + "...'";
  return "'" + std::string(word) + "'";
}

// One line of text as a row, or an error without the line number.
std::string read_row(std::string_view line, std::vector<int>& row) {
  const std::vector<std::string_view> words = split_words(line);
  if (words.size() == 1 && words[0].size() > 1) {
    // Digits written together, "987654321": each character is one cell.
    for (char ch : words[0]) {
      if (!is_digit(ch)) return quoted(std::string_view(&ch, 1)) + " is not a number";
      row.push_back(ch - '0');
    }
    return "";
  }
  for (std::string_view word : words) {
    for (char ch : word)
      if (!is_digit(ch)) return quoted(word) + " is not a number";
    if (word.size() > kMaxNumberLength) return quoted(word) + " is too long to be a cell value";
    row.push_back(std::stoi(std::string(word)));
  }
  return "";
}

int box_side(int n) {
  for (int b = 2; b <= 5; ++b)
    if (b * b == n) return b;
  return 0;
}

std::string at(int r, int c) { return "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1); }

// Keeps the first kMaxListed of `found`, then one line counting the rest, in
// `one` or `many` as the count asks ("... and 1 more repeat").
void add_capped(std::vector<std::string>& problems, const std::vector<std::string>& found, const std::string& one,
                const std::string& many) {
  for (std::size_t i = 0; i < found.size() && i < kMaxListed; ++i) problems.push_back(found[i]);
  if (found.size() > kMaxListed) {
    const std::size_t more = found.size() - kMaxListed;
    problems.push_back("... and " + std::to_string(more) + " more " + (more == 1 ? one : many));
  }
}

// Rows of n cells, each 0..n; `whose` prefixes the messages ("" or "puzzle: ").
bool check_shape(const Rows& rows, int n, const std::string& whose, std::vector<std::string>& problems) {
  if (static_cast<int>(rows.size()) != n) {
    problems.push_back(whose + "expected " + std::to_string(n) + " rows, found " + std::to_string(rows.size()));
    return false;
  }
  std::vector<std::string> bad_rows, bad_values;
  for (int r = 0; r < n; ++r) {
    const int found = static_cast<int>(rows[r].size());
    if (found != n) {
      bad_rows.push_back(whose + "row " + std::to_string(r + 1) + ": expected " + std::to_string(n) + " cells, found " +
                         std::to_string(found));
      continue;
    }
    for (int c = 0; c < n; ++c)
      if (rows[r][c] < 0 || rows[r][c] > n)
        bad_values.push_back(whose + at(r, c) + ": " + std::to_string(rows[r][c]) + " is out of range 1-" +
                             std::to_string(n));
  }
  add_capped(problems, bad_rows, "row of the wrong length", "rows of the wrong length");
  add_capped(problems, bad_values, "value out of range", "values out of range");
  return bad_rows.empty() && bad_values.empty();
}

// A grid's size from its row count; a problem when no square boxes fit.
int size_of(const Rows& rows, const std::string& whose, std::vector<std::string>& problems) {
  const int n = static_cast<int>(rows.size());
  if (box_side(n) == 0) {
    problems.push_back(whose + "expected 4, 9, 16 or 25 rows, found " + std::to_string(n));
    return 0;
  }
  return n;
}

std::string count_word(std::size_t count) {
  static const char* const words[] = {
      "no",         "one",        "two",          "three",       "four",       "five",     "six",
      "seven",      "eight",      "nine",         "ten",         "eleven",     "twelve",   "thirteen",
      "fourteen",   "fifteen",    "sixteen",      "seventeen",   "eighteen",   "nineteen", "twenty",
      "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five"};
  if (count < sizeof words / sizeof *words) return words[count];
  return std::to_string(count);
}

struct Cell {
  int r, c;
};

// "Row 1 has two 5s (columns 1 and 3)": the helper's sentence, without its period.
std::string repeat_message(const std::string& unit, int value, const std::vector<Cell>& cells,
                           const std::string& kind) {
  std::string where;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) where += i + 1 == cells.size() ? " and " : ", ";
    if (kind == "columns") where += std::to_string(cells[i].c + 1);
    else if (kind == "rows") where += std::to_string(cells[i].r + 1);
    else where += std::to_string(cells[i].r + 1) + "-" + std::to_string(cells[i].c + 1);
  }
  return unit + " has " + count_word(cells.size()) + " " + std::to_string(value) + "s (" + kind + " " + where + ")";
}

// Every digit seen more than once in a row, column or box; the shape is already right.
// The cells involved go to `involved`, when given, for a grader to point at.
std::vector<std::string> repeats(const Rows& grid, std::vector<std::pair<int, int>>* involved = nullptr) {
  const int n = static_cast<int>(grid.size()), b = box_side(n);
  std::vector<std::string> found;
  auto check_unit = [&](const std::string& unit, const std::vector<Cell>& cells, const std::string& kind) {
    std::vector<std::vector<Cell>> where(n + 1);
    for (const Cell& cell : cells) where[grid[cell.r][cell.c]].push_back(cell);
    for (int v = 1; v <= n; ++v)
      if (where[v].size() > 1) {
        found.push_back(repeat_message(unit, v, where[v], kind));
        for (const Cell& cell : where[v])
          if (involved) involved->emplace_back(cell.r, cell.c);
      }
  };
  for (int r = 0; r < n; ++r) {
    std::vector<Cell> cells;
    for (int c = 0; c < n; ++c) cells.push_back({r, c});
    check_unit("Row " + std::to_string(r + 1), cells, "columns");
  }
  for (int c = 0; c < n; ++c) {
    std::vector<Cell> cells;
    for (int r = 0; r < n; ++r) cells.push_back({r, c});
    check_unit("Column " + std::to_string(c + 1), cells, "rows");
  }
  for (int k = 0; k < n; ++k) {
    std::vector<Cell> cells;
    for (int i = 0; i < n; ++i) cells.push_back({k / b * b + i / b, k % b * b + i % b});
    check_unit("Box " + std::to_string(k + 1), cells, "cells");
  }
  return found;
}

}  // namespace

ReadResult read_rows(std::string_view text) {
  ReadResult result;
  std::size_t start = 0;
  for (int line_number = 1; start <= text.size(); ++line_number) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (split_words(line).empty()) continue;
    std::vector<int> row;
    const std::string error = read_row(line, row);
    if (!error.empty()) {
      result.rows.clear();
      result.error = "line " + std::to_string(line_number) + ": " + error;
      return result;
    }
    result.rows.push_back(std::move(row));
  }
  return result;
}

Judgement judge(const Rows& puzzle, const Rows& grid) {
  Judgement j;
  const int n = size_of(puzzle, "puzzle: ", j.problems);
  if (n == 0 || !check_shape(puzzle, n, "puzzle: ", j.problems)) return j;
  if (!check_shape(grid, n, "", j.problems)) return j;
  j.shape_ok = true;

  std::vector<std::string> changed;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (puzzle[r][c] != 0 && grid[r][c] != puzzle[r][c])
        changed.push_back("changed the given " + std::to_string(puzzle[r][c]) + " at " + at(r, c));
  add_capped(j.problems, changed, "changed given", "changed givens");
  j.givens_kept = changed.empty();

  const std::vector<std::string> repeated = repeats(grid, &j.repeated_cells);
  add_capped(j.problems, repeated, "repeat", "repeats");
  j.rules_hold = repeated.empty();

  for (const auto& row : grid)
    for (int v : row) j.empty_cells += v == 0;
  if (j.empty_cells == 1) j.problems.push_back("1 cell is still empty");
  if (j.empty_cells > 1) j.problems.push_back(std::to_string(j.empty_cells) + " cells are still empty");
  return j;
}

std::vector<std::string> rule_breaks(const Rows& grid) {
  std::vector<std::string> problems;
  const int n = size_of(grid, "", problems);
  if (n == 0 || !check_shape(grid, n, "", problems)) return problems;
  add_capped(problems, repeats(grid), "repeat", "repeats");
  return problems;
}

namespace {

// Candidates as bit masks per row, column and box; the search fills the cell
// with the fewest candidates first, so a uniqueness check ends quickly.
struct Completions {
  int n = 0, box = 0;
  std::vector<int> cells;
  std::vector<unsigned> row_used, col_used, box_used;
  long long found = 0, limit = 1;

  int box_of(int r, int c) const { return (r / box) * box + c / box; }
  void place(int i, int v, bool on) {
    const int r = i / n, c = i % n;
    const unsigned bit = 1u << v;
    if (on) {
      row_used[r] |= bit;
      col_used[c] |= bit;
      box_used[box_of(r, c)] |= bit;
    } else {
      row_used[r] &= ~bit;
      col_used[c] &= ~bit;
      box_used[box_of(r, c)] &= ~bit;
    }
    cells[i] = on ? v : 0;
  }
  void search() {
    int best = -1, best_count = n + 1;
    unsigned best_free = 0;
    for (int i = 0; i < n * n && best_count > 1; ++i) {
      if (cells[i] != 0) continue;
      const int r = i / n, c = i % n;
      const unsigned all = ((1u << (n + 1)) - 2u);
      const unsigned free = all & ~(row_used[r] | col_used[c] | box_used[box_of(r, c)]);
      int count = 0;
      for (unsigned f = free; f != 0; f &= f - 1) ++count;
      if (count < best_count) {
        best = i;
        best_count = count;
        best_free = free;
      }
    }
    if (best < 0) {
      ++found;
      return;
    }
    for (int v = 1; v <= n && found < limit; ++v) {
      if ((best_free & (1u << v)) == 0) continue;
      place(best, v, true);
      search();
      place(best, v, false);
    }
  }
};

}  // namespace

long long count_completions(const Rows& puzzle, long long limit) {
  const int n = static_cast<int>(puzzle.size());
  int box = 0;
  while (box * box < n) ++box;
  if (box * box != n || n > 25 || limit < 1) return 0;
  Completions s;
  s.n = n;
  s.box = box;
  s.limit = limit;
  s.cells.assign(static_cast<std::size_t>(n * n), 0);
  s.row_used.assign(static_cast<std::size_t>(n), 0);
  s.col_used.assign(static_cast<std::size_t>(n), 0);
  s.box_used.assign(static_cast<std::size_t>(n), 0);
  for (int r = 0; r < n; ++r) {
    if (static_cast<int>(puzzle[static_cast<std::size_t>(r)].size()) != n) return 0;
    for (int c = 0; c < n; ++c) {
      const int v = puzzle[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (v < 0 || v > n) return 0;
      if (v == 0) continue;
      const unsigned bit = 1u << v;
      if ((s.row_used[r] | s.col_used[c] | s.box_used[s.box_of(r, c)]) & bit) return 0;  // clashing givens
      s.place(r * n + c, v, true);
    }
  }
  s.search();
  return s.found;
}

}  // namespace validator
