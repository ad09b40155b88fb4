#include "helper_session.h"

#include <istream>
#include <optional>
#include <ostream>
#include <vector>

#include "backtracking.h"
#include "helper_board.h"
#include "helper_puzzles.h"
#include "helper_text.h"

namespace ref::helper {
namespace {

const char kMenu[] = "1) new puzzle  2) put a number  3) clear a cell  4) check  5) hint  6) solve  7) show  8) quit";

// Unwinds from any prompt to run_helper when the input runs out.
struct InputEnded {
  std::string prompt;
};

// Only spaces: a tab is part of the answer, as in the document.
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

// One or two digits; -1 for anything else, so it fails every range check.
int number(const std::string& s) {
  if (s.empty() || s.size() > 2) return -1;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

// A row of digits 1..size and '.' or '0' for empty; spaces between are
// allowed. nullopt when anything else is there or the count is wrong.
std::optional<std::vector<int>> parse_row(const std::string& row, int size) {
  std::vector<int> cells;
  for (char ch : row) {
    if (ch == '.' || ch == '0') cells.push_back(0);
    else if (ch >= '1' && ch <= '9' && ch - '0' <= size) cells.push_back(ch - '0');
    else if (ch != ' ') return std::nullopt;
  }
  if (static_cast<int>(cells.size()) != size) return std::nullopt;
  return cells;
}

std::string at_cell(Cell cell) {
  return "Row " + std::to_string(cell.row + 1) + ", column " + std::to_string(cell.col + 1);
}

class Session {
 public:
  Session(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

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
        if (!grid_) say("Choose a puzzle first.");
        else if (choice == "4") check();
        else if (choice == "5") hint();
        else if (choice == "6") solve();
        else out_ << board_text(*grid_);
      } else {
        say("Pick a number from 1 to 8.");
      }
    }
    say("Bye.");
  }

 private:
  void say(const std::string& line) { out_ << line << '\n'; }

  // The answer, trimmed; a line ending "\r\n" reads as the document's
  // program reads it, without the '\r'.
  std::string ask(const std::string& prompt) {
    out_ << prompt << std::flush;
    std::string line;
    if (!std::getline(in_, line)) throw InputEnded{prompt};
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return trim(line);
  }

  void take(const Grid& grid) {
    grid_ = grid;
    given_.assign(grid.cell_count(), false);
    for (int i = 0; i < grid.cell_count(); ++i) given_[i] = grid.at(i) != 0;
    out_ << board_text(grid);
  }

  void new_puzzle() {
    const auto& puzzles = built_in_puzzles();
    const int typed_choice = static_cast<int>(puzzles.size()) + 1;
    for (std::size_t i = 0; i < puzzles.size(); ++i) say("  " + std::to_string(i + 1) + ") " + puzzles[i].title);
    say("  " + std::to_string(typed_choice) + ") type one in");
    for (;;) {
      const std::string answer = ask("puzzle> ");
      if (answer.empty()) return say("Cancelled.");
      const int k = number(answer);
      if (k >= 1 && k < typed_choice) {
        const BuiltInPuzzle& puzzle = puzzles[k - 1];
        std::vector<std::vector<int>> rows;
        for (const auto& row : puzzle.rows) rows.push_back(*parse_row(row, puzzle.rows.size()));
        say("Puzzle: " + puzzle.title + ".");
        return take(Grid::from_rows(rows));
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
    std::vector<std::vector<int>> rows;
    while (static_cast<int>(rows.size()) < n) {
      const std::string answer = ask("row " + std::to_string(rows.size() + 1) + "> ");
      if (answer.empty()) return say("Cancelled.");
      if (auto row = parse_row(answer, n)) {
        rows.push_back(*row);
      } else {
        const char* example = n == 9 ? "53..7...." : "1..4";
        say("A row is " + size + " digits from 1 to " + size + " or dots, like \"" + example + "\".");
      }
    }
    const Grid grid = Grid::from_rows(rows);
    const std::vector<Clash> found = clashes(grid);
    if (!found.empty())
      return say("Those numbers break the rules: " + clash_text(found[0]) + " The puzzle was not taken.");
    say("Puzzle taken.");
    take(grid);
  }

  // Put a number (or clear a cell): asks until the answer is usable, a
  // puzzle cell is refused and asked again; an empty answer cancels.
  void put(bool clearing) {
    if (!grid_) return say("Choose a puzzle first.");
    Grid& g = *grid_;
    const int n = g.size();
    const std::string shape = clearing ? "row column" : "row column number";
    for (;;) {
      const std::string answer = ask("cell (" + shape + ")> ");
      if (answer.empty()) return say("Cancelled.");
      std::vector<int> xs;
      for (const auto& word : words(answer)) xs.push_back(number(word));
      // A clear takes a third number too, and ignores it.
      if (clearing && xs.size() == 2) xs.push_back(0);
      const bool usable = xs.size() == 3 && xs[0] >= 1 && xs[0] <= n && xs[1] >= 1 && xs[1] <= n && xs[2] >= 0 &&
                          xs[2] <= n && (xs[2] != 0 || clearing);
      if (!usable) {
        say("Type " + shape + ", each from 1 to " + std::to_string(n) + ", like " + (clearing ? "3 4" : "3 4 2") + ".");
        continue;
      }
      const Cell cell{xs[0] - 1, xs[1] - 1};
      if (given_[cell.row * n + cell.col]) {
        say("That cell is part of the puzzle.");
        continue;
      }
      if (clearing) {
        if (g.at(cell.row, cell.col) == 0) return say("That cell is already empty.");
        g.set(cell.row, cell.col, 0);
        return say(at_cell(cell) + " is empty again.");
      }
      g.set(cell.row, cell.col, xs[2]);
      say(at_cell(cell) + " is now " + std::to_string(xs[2]) + ".");
      const std::vector<Clash> found = clashes(g);
      for (const Clash& clash : found)
        for (Cell held : clash.cells)
          if (held == cell) say("It clashes: " + clash_text(clash));
      if (g.empty_count() == 0 && found.empty()) say("The puzzle is complete - well done!");
      return;
    }
  }

  void check() {
    const Grid& g = *grid_;
    const std::vector<Clash> found = clashes(g);
    for (const Clash& clash : found) say(clash_text(clash));
    if (!found.empty()) return;
    const std::string empty = std::to_string(g.empty_count());
    if (g.empty_count() == 0) say("No clashes, and every cell is filled: the puzzle is solved.");
    else if (helper_solve(g).solutions == 0)
      say("No clashes, but the board can no longer be completed: some number put in is wrong. " + empty +
          " cells are empty.");
    else say("No clashes so far; " + empty + " cells to go.");
  }

  void hint() {
    const Grid& g = *grid_;
    if (!clashes(g).empty()) return say("Fix the clashes first - check lists them.");
    if (g.empty_count() == 0) return say("Every cell is filled.");
    if (auto single = naked_single(g)) {
      if (single->number == 0)
        return say(at_cell(single->cell) + " has no possible number: something put in is wrong.");
      return say(at_cell(single->cell) + " can only be " + std::to_string(single->number) +
                 ": its row, column and box hold every other number.");
    }
    if (auto single = hidden_single(g))
      return say("In " + unit_name(single->unit, true) + ", " + std::to_string(single->number) + " fits only at row " +
                 std::to_string(single->cell.row + 1) + ", column " + std::to_string(single->cell.col + 1) + ".");
    say("No single sure step: every empty cell has two or more candidates, and every number two "
        "or more places. The solver can try them.");
  }

  void solve() {
    if (!clashes(*grid_).empty()) return say("Fix the clashes first - check lists them.");
    const HelperTrace trace = helper_solve(*grid_);
    const std::string tried = std::to_string(trace.placements);
    if (trace.solutions == 0)
      return say("No solution from here: some number put in is wrong (" + tried + " numbers tried).");
    say("Solved, trying " + tried + " numbers along the way.");
    out_ << board_text(trace.first);
    say(trace.solutions == 1 ? "This is the only solution."
                             : "There is more than one solution; this is the first one found.");
    // The solution becomes the board; the puzzle's own cells stay given.
    grid_ = trace.first;
  }

  std::istream& in_;
  std::ostream& out_;
  std::optional<Grid> grid_;  ///< nullopt until a puzzle is chosen
  std::vector<bool> given_;   ///< the puzzle's own cells, row-major
};

}  // namespace

HelperRun run_helper(std::istream& in, std::ostream& out) {
  try {
    Session(in, out).run();
    return {HelperEnd::Quit, ""};
  } catch (const InputEnded& ended) {
    out.flush();
    return {HelperEnd::EndOfInput, ended.prompt};
  }
}

}  // namespace ref::helper
