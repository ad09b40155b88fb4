// A correct submission for the interactive helper (cases/helper.yaml), in one
// file: the interactive main its session cases type at, and the grid functions
// (solve, count_solutions) that the helper's puzzles in cases/extra.yaml call. The grader links the functions
// with its driver for the grid cases (this main renamed away) and runs this
// program as it is for the sessions (docs/protocol.md).
//
// Every message, and every order in which clashes and hints are looked for,
// follows the helper's recorded screens: a session is graded byte for byte.
#include <iostream>
#include <string>
#include <vector>

using Grid = std::vector<std::vector<int>>;

namespace {

/*** The board's rules ***/

int box_size(int n) {
  int box = 1;
  while (box * box < n) ++box;
  return box;
}

struct Cell {
  int row = 0;   // 0-based
  int col = 0;
};

enum class UnitKind { Row, Column, Box };

struct Unit {
  UnitKind kind = UnitKind::Row;
  int index = 0;
  std::vector<Cell> cells;   // reading order
};

// Rows, then columns, then boxes: the order clashes and hints are reported in.
std::vector<Unit> units(int n) {
  const int b = box_size(n);
  std::vector<Unit> all;
  for (int r = 0; r < n; ++r) {
    Unit unit{UnitKind::Row, r, {}};
    for (int c = 0; c < n; ++c) unit.cells.push_back({r, c});
    all.push_back(unit);
  }
  for (int c = 0; c < n; ++c) {
    Unit unit{UnitKind::Column, c, {}};
    for (int r = 0; r < n; ++r) unit.cells.push_back({r, c});
    all.push_back(unit);
  }
  for (int k = 0; k < n; ++k) {
    Unit unit{UnitKind::Box, k, {}};
    const int top = k / b * b, left = k % b * b;
    for (int i = 0; i < b; ++i)
      for (int j = 0; j < b; ++j) unit.cells.push_back({top + i, left + j});
    all.push_back(unit);
  }
  return all;
}

bool allowed(const Grid& g, int row, int col, int digit) {
  const int n = g.size(), b = box_size(n);
  for (int i = 0; i < n; ++i)
    if (g[row][i] == digit || g[i][col] == digit) return false;
  const int top = row / b * b, left = col / b * b;
  for (int r = top; r < top + b; ++r)
    for (int c = left; c < left + b; ++c)
      if (g[r][c] == digit) return false;
  return true;
}

std::vector<int> candidates(const Grid& g, Cell cell) {
  std::vector<int> free;
  for (int d = 1; d <= static_cast<int>(g.size()); ++d)
    if (allowed(g, cell.row, cell.col, d)) free.push_back(d);
  return free;
}

struct Clash {
  Unit unit;
  int number = 0;
  std::vector<Cell> cells;
};

std::vector<Clash> clashes(const Grid& g) {
  std::vector<Clash> found;
  for (const Unit& unit : units(g.size()))
    for (int d = 1; d <= static_cast<int>(g.size()); ++d) {
      Clash clash{unit, d, {}};
      for (Cell cell : unit.cells)
        if (g[cell.row][cell.col] == d) clash.cells.push_back(cell);
      if (clash.cells.size() > 1) found.push_back(clash);
    }
  return found;
}

int empty_count(const Grid& g) {
  int count = 0;
  for (const auto& row : g)
    for (int value : row) count += value == 0;
  return count;
}

/*** The solver: fewest candidates first, searching on past the first solution ***/

struct Search {
  int solutions = 0;
  Grid first;        // the first solution found
  long placements = 0;   // the "trying N numbers" of the screen
};

// A cell with one candidate or none ends the look-around: nothing beats it.
// Stops once `limit` solutions are found.
void explore(Grid& g, int limit, Search& search) {
  const int n = g.size();
  int best_row = -1, best_col = -1, best_count = n + 1;
  for (int r = 0; r < n && best_count > 1; ++r)
    for (int c = 0; c < n && best_count > 1; ++c) {
      if (g[r][c] != 0) continue;
      const int count = candidates(g, {r, c}).size();
      if (count < best_count) best_row = r, best_col = c, best_count = count;
    }
  if (best_row < 0) {
    if (++search.solutions == 1) search.first = g;
    return;
  }
  for (int d = 1; d <= n && search.solutions < limit; ++d) {
    if (!allowed(g, best_row, best_col, d)) continue;
    g[best_row][best_col] = d;
    ++search.placements;
    explore(g, limit, search);
    g[best_row][best_col] = 0;
  }
}

// Givens that clash have no solution, though the blanks around them may fill.
Search search(const Grid& puzzle, int limit) {
  Search search;
  search.first = puzzle;
  Grid work = puzzle;
  if (clashes(work).empty() && limit > 0) explore(work, limit, search);
  return search;
}

/*** The helper's words ***/

std::string unit_name(const Unit& unit, bool lower_case = false) {
  const char* name = unit.kind == UnitKind::Row      ? (lower_case ? "row" : "Row")
                     : unit.kind == UnitKind::Column ? (lower_case ? "column" : "Column")
                                                     : (lower_case ? "box" : "Box");
  return std::string(name) + " " + std::to_string(unit.index + 1);
}

// "Row 1 has two 5s (columns 1 and 3)." A row names columns, a column rows,
// a box its cells as row-column.
std::string clash_text(const Clash& clash) {
  static const char* const kCounts[] = {"", "", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
  const char* kind = clash.unit.kind == UnitKind::Row      ? "columns"
                     : clash.unit.kind == UnitKind::Column ? "rows"
                                                           : "cells";
  std::string where;
  const std::size_t count = clash.cells.size();
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) where += i == count - 1 ? " and " : ", ";
    const Cell cell = clash.cells[i];
    if (clash.unit.kind == UnitKind::Row)
      where += std::to_string(cell.col + 1);
    else if (clash.unit.kind == UnitKind::Column)
      where += std::to_string(cell.row + 1);
    else
      where += std::to_string(cell.row + 1) + "-" + std::to_string(cell.col + 1);
  }
  return unit_name(clash.unit) + " has " + kCounts[count] + " " + std::to_string(clash.number) + "s (" +
         kind + " " + where + ").";
}

std::string board_text(const Grid& g) {
  const int n = g.size(), b = box_size(n);
  std::string text = "    ";
  for (int c = 1; c <= n; ++c) {
    text += std::to_string(c);
    if (c < n) text += c % b == 0 ? "   " : " ";
  }
  text += "\n";
  std::string rule = "  +";
  for (int k = 0; k < b; ++k) rule += std::string(2 * b + 1, '-') + "+";
  rule += "\n";
  text += rule;
  for (int r = 0; r < n; ++r) {
    text += std::to_string(r + 1) + " |";
    for (int c = 0; c < n; ++c) {
      text += g[r][c] == 0 ? " ." : " " + std::to_string(g[r][c]);
      if (c % b == b - 1) text += " |";
    }
    text += "\n";
    if (r % b == b - 1) text += rule;
  }
  return text + "Empty cells: " + std::to_string(empty_count(g)) + ".\n";
}

std::string at_cell(Cell cell) {
  return "Row " + std::to_string(cell.row + 1) + ", column " + std::to_string(cell.col + 1);
}

/*** Reading what is typed ***/

// Only spaces: a tab is part of the answer.
std::string trim(const std::string& s) {
  std::size_t i = 0, j = s.size();
  while (i < j && s[i] == ' ') ++i;
  while (j > i && s[j - 1] == ' ') --j;
  return s.substr(i, j - i);
}

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  std::string word;
  for (char c : s + " ") {
    if (c == ' ' || c == ',') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  return out;
}

// One or two digits; -1 for anything else, which fails every range check.
int number(const std::string& s) {
  if (s.empty() || s.size() > 2) return -1;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

// Digits 1..n, '.' or '0' for empty, spaces between allowed; false when
// anything else is there or the count is wrong.
bool parse_row(const std::string& text, int n, std::vector<int>& row) {
  row.clear();
  for (char ch : text) {
    if (ch == '.' || ch == '0')
      row.push_back(0);
    else if (ch >= '1' && ch <= '9' && ch - '0' <= n)
      row.push_back(ch - '0');
    else if (ch != ' ')
      return false;
  }
  return static_cast<int>(row.size()) == n;
}

struct BuiltIn {
  const char* title;
  std::vector<std::string> rows;
};

const std::vector<BuiltIn> kPuzzles = {
    {"4 x 4, from the corpus case", {"1...", "..3.", ".4..", "...2"}},
    {"9 x 9, easy",
     {"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5",
      "....8..79"}},
    {"9 x 9, needs guessing",
     {"..53.4.7.", ".3.......", "...2.1.83", "982.4..5.", "5....7...", ".1.82..4.", "2..5..69.", "75......8",
      "..8......"}},
};

/*** The conversation ***/

const char kMenu[] =
    "1) new puzzle  2) put a number  3) clear a cell  4) check  5) hint  6) solve  7) show  8) quit";

// Unwinds from any prompt to main when the input runs out.
struct InputEnded {};

class Helper {
 public:
  void run() {
    say("== Sudoku helper ==");
    say("A 4 x 4 or 9 x 9 sudoku: every row, column and box holds each number once.");
    for (;;) {
      say("");
      say(kMenu);
      const std::string choice = ask("choice> ");
      if (choice == "1") {
        new_puzzle();
      } else if (choice == "2" || choice == "3") {
        put(choice == "3");
      } else if (choice == "8") {
        break;
      } else if (choice == "4" || choice == "5" || choice == "6" || choice == "7") {
        if (grid_.empty()) say("Choose a puzzle first.");
        else if (choice == "4") check();
        else if (choice == "5") hint();
        else if (choice == "6") solve_board();
        else std::cout << board_text(grid_);
      } else {
        say("Pick a number from 1 to 8.");
      }
    }
    say("Bye.");
  }

 private:
  void say(const std::string& line) { std::cout << line << '\n'; }

  // The prompt stays on its line: the typed answer follows it on a terminal.
  std::string ask(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) throw InputEnded{};
    if (!line.empty() && line.back() == '\r') line.pop_back();   // typed on Windows
    return trim(line);
  }

  void take(const Grid& grid) {
    grid_ = grid;
    given_ = grid;
    std::cout << board_text(grid);
  }

  void new_puzzle() {
    const int typed_choice = kPuzzles.size() + 1;
    for (std::size_t i = 0; i < kPuzzles.size(); ++i) say("  " + std::to_string(i + 1) + ") " + kPuzzles[i].title);
    say("  " + std::to_string(typed_choice) + ") type one in");
    for (;;) {
      const std::string answer = ask("puzzle> ");
      if (answer.empty()) return say("Cancelled.");
      const int k = number(answer);
      if (k >= 1 && k < typed_choice) {
        const BuiltIn& puzzle = kPuzzles[k - 1];
        Grid grid(puzzle.rows.size());
        for (std::size_t r = 0; r < puzzle.rows.size(); ++r) parse_row(puzzle.rows[r], puzzle.rows.size(), grid[r]);
        say(std::string("Puzzle: ") + puzzle.title + ".");
        return take(grid);
      }
      if (k == typed_choice) return type_in();
      say("Type a number from 1 to " + std::to_string(typed_choice) + ".");
    }
  }

  void type_in() {
    int n = 0;
    while (n == 0) {
      const std::string answer = ask("size (4 or 9)> ");
      if (answer.empty()) return say("Cancelled.");
      if (answer == "4" || answer == "9") n = answer[0] - '0';
      else say("Type 4 or 9.");
    }
    const std::string size = std::to_string(n);
    say("Type each row as " + size + " digits from 1 to " + size + ", with . for an empty cell.");
    Grid grid;
    while (static_cast<int>(grid.size()) < n) {
      const std::string answer = ask("row " + std::to_string(grid.size() + 1) + "> ");
      if (answer.empty()) return say("Cancelled.");
      std::vector<int> row;
      if (parse_row(answer, n, row)) {
        grid.push_back(row);
      } else {
        const char* example = n == 9 ? "53..7...." : "1..4";
        say("A row is " + size + " digits from 1 to " + size + " or dots, like \"" + example + "\".");
      }
    }
    const std::vector<Clash> found = clashes(grid);
    if (!found.empty()) return say("Those numbers break the rules: " + clash_text(found[0]) + " The puzzle was not taken.");
    say("Puzzle taken.");
    take(grid);
  }

  // Put a number, or clear a cell: asked again until the answer is usable
  // and not a cell of the puzzle; an empty answer cancels.
  void put(bool clearing) {
    if (grid_.empty()) return say("Choose a puzzle first.");
    const int n = grid_.size();
    const std::string shape = clearing ? "row column" : "row column number";
    for (;;) {
      const std::string answer = ask("cell (" + shape + ")> ");
      if (answer.empty()) return say("Cancelled.");
      std::vector<int> xs;
      for (const auto& word : words(answer)) xs.push_back(number(word));
      if (clearing && xs.size() == 2) xs.push_back(0);   // a clear ignores a third number
      const bool usable = xs.size() == 3 && xs[0] >= 1 && xs[0] <= n && xs[1] >= 1 && xs[1] <= n && xs[2] >= 0 &&
                          xs[2] <= n && (xs[2] != 0 || clearing);
      if (!usable) {
        say("Type " + shape + ", each from 1 to " + std::to_string(n) + ", like " + (clearing ? "3 4" : "3 4 2") + ".");
        continue;
      }
      const Cell cell{xs[0] - 1, xs[1] - 1};
      if (given_[cell.row][cell.col] != 0) {
        say("That cell is part of the puzzle.");
        continue;
      }
      int& value = grid_[cell.row][cell.col];
      if (clearing) {
        if (value == 0) return say("That cell is already empty.");
        value = 0;
        return say(at_cell(cell) + " is empty again.");
      }
      value = xs[2];
      say(at_cell(cell) + " is now " + std::to_string(xs[2]) + ".");
      const std::vector<Clash> found = clashes(grid_);
      for (const Clash& clash : found)
        for (Cell held : clash.cells)
          if (held.row == cell.row && held.col == cell.col) say("It clashes: " + clash_text(clash));
      if (empty_count(grid_) == 0 && found.empty()) say("The puzzle is complete - well done!");
      return;
    }
  }

  void check() {
    const std::vector<Clash> found = clashes(grid_);
    for (const Clash& clash : found) say(clash_text(clash));
    if (!found.empty()) return;
    const int empty = empty_count(grid_);
    if (empty == 0)
      say("No clashes, and every cell is filled: the puzzle is solved.");
    else if (search(grid_, 2).solutions == 0)
      say("No clashes, but the board can no longer be completed: some number put in is wrong. " +
          std::to_string(empty) + " cells are empty.");
    else
      say("No clashes so far; " + std::to_string(empty) + " cells to go.");
  }

  void hint() {
    if (!clashes(grid_).empty()) return say("Fix the clashes first - check lists them.");
    if (empty_count(grid_) == 0) return say("Every cell is filled.");
    const int n = grid_.size();
    // A cell with one candidate (or none: a mistake), first in reading order.
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        if (grid_[r][c] != 0) continue;
        const std::vector<int> free = candidates(grid_, {r, c});
        if (free.empty()) return say(at_cell({r, c}) + " has no possible number: something put in is wrong.");
        if (free.size() == 1)
          return say(at_cell({r, c}) + " can only be " + std::to_string(free[0]) +
                     ": its row, column and box hold every other number.");
      }
    // Else a number that fits in one place only of a row, column or box.
    for (const Unit& unit : units(n))
      for (int d = 1; d <= n; ++d) {
        bool placed = false;
        std::vector<Cell> spots;
        for (Cell cell : unit.cells) {
          const int value = grid_[cell.row][cell.col];
          if (value == d) placed = true;
          if (value == 0 && allowed(grid_, cell.row, cell.col, d)) spots.push_back(cell);
        }
        if (!placed && spots.size() == 1)
          return say("In " + unit_name(unit, true) + ", " + std::to_string(d) + " fits only at row " +
                     std::to_string(spots[0].row + 1) + ", column " + std::to_string(spots[0].col + 1) + ".");
      }
    say("No single sure step: every empty cell has two or more candidates, and every number two or more "
        "places. The solver can try them.");
  }

  void solve_board() {
    if (!clashes(grid_).empty()) return say("Fix the clashes first - check lists them.");
    const Search found = search(grid_, 2);
    const std::string tried = std::to_string(found.placements);
    if (found.solutions == 0) return say("No solution from here: some number put in is wrong (" + tried + " numbers tried).");
    say("Solved, trying " + tried + " numbers along the way.");
    std::cout << board_text(found.first);
    say(found.solutions == 1 ? "This is the only solution."
                             : "There is more than one solution; this is the first one found.");
    grid_ = found.first;   // the puzzle's own cells stay given
  }

  Grid grid_;    // empty until a puzzle is chosen
  Grid given_;   // the puzzle as chosen: its cells cannot be changed
};

}  // namespace

/*** The grid functions, called by the grader's driver ***/

bool solve(Grid& grid) {
  const Search found = search(grid, 1);
  if (found.solutions == 0) return false;
  grid = found.first;
  return true;
}

// Leaves the grid as it was given: the search works on a copy.
int count_solutions(Grid& grid, int limit) { return search(grid, limit).solutions; }

int main() {
  try {
    Helper().run();
  } catch (const InputEnded&) {
    // The input ended at a prompt: stop there, as a terminal user pressing Ctrl-D would.
  }
  return 0;
}
