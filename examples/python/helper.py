"""A correct submission for the interactive helper (cases/helper.yaml), as a
Python student hands it in: under the main guard, the helper its session
cases type at; above it, grid functions (solve, count_solutions) that the
helper's puzzles in cases/extra.yaml call. Grade it with

    build/sudoku-grade grade examples/python/helper.py --cases cases/helper.yaml

The grader runs `python3 helper.py` for the sessions, and for grid cases
imports the module and calls the functions (the main guard keeps the helper
from starting); docs/protocol.md, "The Python driver".

Every message, and every order in which clashes and hints are looked for,
follows the helper's recorded screens: a session is graded byte for byte.
"""
from math import isqrt

MENU = ("1) new puzzle  2) put a number  3) clear a cell  4) check  5) hint  6) solve  7) show  8) quit")
BUILT_IN = [
    ("4 x 4, from the corpus case", ["1...", "..3.", ".4..", "...2"]),
    ("9 x 9, easy", ["53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                     "7...2...6", ".6....28.", "...419..5", "....8..79"]),
    ("9 x 9, needs guessing", ["..53.4.7.", ".3.......", "...2.1.83", "982.4..5.", "5....7...",
                               ".1.82..4.", "2..5..69.", "75......8", "..8......"]),
]
COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


# --- the board's rules ----------------------------------------------------

def units(n):
    """(kind, index, cells) for every row, then every column, then every box:
    the order clashes and hints are reported in; cells in reading order."""
    side = isqrt(n)
    found = [("Row", r, [(r, c) for c in range(n)]) for r in range(n)]
    found += [("Column", c, [(r, c) for r in range(n)]) for c in range(n)]
    for k in range(n):
        top, left = k // side * side, k % side * side
        found.append(("Box", k, [(top + i, left + j) for i in range(side) for j in range(side)]))
    return found


def fits(grid, row, col, digit):
    side = isqrt(len(grid))
    if digit in grid[row] or any(line[col] == digit for line in grid):
        return False
    top, left = row - row % side, col - col % side
    return all(digit not in line[left:left + side] for line in grid[top:top + side])


def candidates(grid, row, col):
    return [d for d in range(1, len(grid) + 1) if fits(grid, row, col, d)]


def clashes(grid):
    """(unit, number, cells) for each number held twice or more by a unit."""
    found = []
    for unit in units(len(grid)):
        for digit in range(1, len(grid) + 1):
            cells = [(r, c) for r, c in unit[2] if grid[r][c] == digit]
            if len(cells) > 1:
                found.append((unit, digit, cells))
    return found


def empty_cells(grid):
    return sum(line.count(0) for line in grid)


# --- the solver: fewest candidates first, searching on past the first solution

class Search:
    def __init__(self):
        self.solutions = 0
        self.first = None
        self.placements = 0   # the "trying N numbers" of the screen


def explore(grid, limit, search):
    n = len(grid)
    best, best_count = None, n + 1
    for r in range(n):
        for c in range(n):
            if grid[r][c] == 0:
                count = len(candidates(grid, r, c))
                if count < best_count:
                    best, best_count = (r, c), count
                    if count <= 1:   # nothing beats it: stop looking
                        break
        if best_count <= 1:
            break
    if best is None:
        search.solutions += 1
        if search.solutions == 1:
            search.first = [line[:] for line in grid]
        return
    row, col = best
    for digit in range(1, n + 1):
        if search.solutions >= limit:
            break
        if fits(grid, row, col, digit):
            grid[row][col] = digit
            search.placements += 1
            explore(grid, limit, search)
            grid[row][col] = 0


def search_from(puzzle, limit):
    """Up to `limit` solutions of a copy of `puzzle`; givens that clash have none."""
    search = Search()
    search.first = [line[:] for line in puzzle]
    if not clashes(puzzle) and limit > 0:
        explore([line[:] for line in puzzle], limit, search)
    return search


# --- the grid functions, called by the grader's driver --------------------

def solve(grid):
    found = search_from(grid, 1)
    if found.solutions == 0:
        return False
    grid[:] = found.first
    return True


def count_solutions(grid, limit):
    return search_from(grid, limit).solutions   # the grid itself is never touched


# --- the helper's words ---------------------------------------------------

def clash_text(clash):
    """"Row 1 has two 5s (columns 1 and 3)." A row names columns, a column
    rows, a box its cells as row-column."""
    (kind, index, _), number, cells = clash
    if kind == "Row":
        what, places = "columns", [str(c + 1) for _, c in cells]
    elif kind == "Column":
        what, places = "rows", [str(r + 1) for r, _ in cells]
    else:
        what, places = "cells", ["{}-{}".format(r + 1, c + 1) for r, c in cells]
    where = ", ".join(places[:-1]) + " and " + places[-1]
    return "{} {} has {} {}s ({} {}).".format(kind, index + 1, COUNT_WORDS[len(cells)], number, what, where)


def board_text(grid):
    n, side = len(grid), isqrt(len(grid))
    header = "    " + "   ".join(" ".join(str(c + 1) for c in range(b * side, b * side + side))
                                for b in range(side))
    rule = "  +" + ("-" * (2 * side + 1) + "+") * side
    lines = [header, rule]
    for r, line in enumerate(grid):
        cells = [str(v) if v else "." for v in line]
        lines.append("{} | {} |".format(r + 1, " | ".join(" ".join(cells[b * side:b * side + side])
                                                           for b in range(side))))
        if r % side == side - 1:
            lines.append(rule)
    lines.append("Empty cells: {}.".format(empty_cells(grid)))
    return "\n".join(lines)


def at_cell(row, col):
    return "Row {}, column {}".format(row + 1, col + 1)


# --- reading what is typed ------------------------------------------------

class InputEnded(Exception):
    """The input ran out at a prompt: stop there, as Ctrl-D would."""


def ask(prompt):
    try:
        line = input(prompt)
    except EOFError:
        raise InputEnded from None
    if line.endswith("\r"):   # typed on Windows
        line = line[:-1]
    return line.strip(" ")    # spaces only: a tab is part of the answer


def number(word):
    """One or two digits; -1 for anything else, which fails every range check."""
    return int(word) if 1 <= len(word) <= 2 and all("0" <= ch <= "9" for ch in word) else -1


def parse_row(text, n):
    """Digits 1..n, '.' or '0' for empty, spaces between allowed; None when
    anything else is there or the count is wrong."""
    row = []
    for ch in text:
        if ch in ".0":
            row.append(0)
        elif "1" <= ch <= "9" and int(ch) <= n:
            row.append(int(ch))
        elif ch != " ":
            return None
    return row if len(row) == n else None


# --- the conversation -----------------------------------------------------

class Helper:
    def __init__(self):
        self.grid = None    # None until a puzzle is chosen
        self.given = None   # the puzzle as chosen: its cells cannot be changed

    def run(self):
        print("== Sudoku helper ==")
        print("A 4 x 4 or 9 x 9 sudoku: every row, column and box holds each number once.")
        while True:
            print()
            print(MENU)
            choice = ask("choice> ")
            if choice == "1":
                self.new_puzzle()
            elif choice in ("2", "3"):
                self.put(clearing=choice == "3")
            elif choice == "8":
                break
            elif choice in ("4", "5", "6", "7"):
                if self.grid is None:
                    print("Choose a puzzle first.")
                else:
                    {"4": self.check, "5": self.hint, "6": self.solve_board,
                     "7": lambda: print(board_text(self.grid))}[choice]()
            else:
                print("Pick a number from 1 to 8.")
        print("Bye.")

    def take(self, grid):
        self.grid = grid
        self.given = [line[:] for line in grid]
        print(board_text(grid))

    def new_puzzle(self):
        typed_choice = len(BUILT_IN) + 1
        for k, (title, _) in enumerate(BUILT_IN, 1):
            print("  {}) {}".format(k, title))
        print("  {}) type one in".format(typed_choice))
        while True:
            answer = ask("puzzle> ")
            if not answer:
                return print("Cancelled.")
            k = number(answer)
            if 1 <= k < typed_choice:
                title, rows = BUILT_IN[k - 1]
                print("Puzzle: {}.".format(title))
                return self.take([parse_row(row, len(rows)) for row in rows])
            if k == typed_choice:
                return self.type_in()
            print("Type a number from 1 to {}.".format(typed_choice))

    def type_in(self):
        n = 0
        while n == 0:
            answer = ask("size (4 or 9)> ")
            if not answer:
                return print("Cancelled.")
            if answer in ("4", "9"):
                n = int(answer)
            else:
                print("Type 4 or 9.")
        print("Type each row as {0} digits from 1 to {0}, with . for an empty cell.".format(n))
        grid = []
        while len(grid) < n:
            answer = ask("row {}> ".format(len(grid) + 1))
            if not answer:
                return print("Cancelled.")
            row = parse_row(answer, n)
            if row is None:
                print('A row is {0} digits from 1 to {0} or dots, like "{1}".'.format(
                    n, "53..7...." if n == 9 else "1..4"))
            else:
                grid.append(row)
        found = clashes(grid)
        if found:
            return print("Those numbers break the rules: " + clash_text(found[0]) + " The puzzle was not taken.")
        print("Puzzle taken.")
        self.take(grid)

    def put(self, clearing):
        """Put a number, or clear a cell: asked again until the answer is
        usable and not a cell of the puzzle; an empty answer cancels."""
        if self.grid is None:
            return print("Choose a puzzle first.")
        n = len(self.grid)
        shape = "row column" if clearing else "row column number"
        while True:
            answer = ask("cell ({})> ".format(shape))
            if not answer:
                return print("Cancelled.")
            xs = [number(word) for word in answer.replace(",", " ").split(" ") if word]
            if clearing and len(xs) == 2:
                xs.append(0)   # a clear ignores a third number
            usable = (len(xs) == 3 and 1 <= xs[0] <= n and 1 <= xs[1] <= n and 0 <= xs[2] <= n
                      and (xs[2] != 0 or clearing))
            if not usable:
                print("Type {}, each from 1 to {}, like {}.".format(shape, n, "3 4" if clearing else "3 4 2"))
                continue
            row, col = xs[0] - 1, xs[1] - 1
            if self.given[row][col]:
                print("That cell is part of the puzzle.")
                continue
            if clearing:
                if self.grid[row][col] == 0:
                    return print("That cell is already empty.")
                self.grid[row][col] = 0
                return print(at_cell(row, col) + " is empty again.")
            self.grid[row][col] = xs[2]
            print("{} is now {}.".format(at_cell(row, col), xs[2]))
            found = clashes(self.grid)
            for clash in found:
                if (row, col) in clash[2]:
                    print("It clashes: " + clash_text(clash))
            if empty_cells(self.grid) == 0 and not found:
                print("The puzzle is complete - well done!")
            return

    def check(self):
        found = clashes(self.grid)
        for clash in found:
            print(clash_text(clash))
        if found:
            return
        empty = empty_cells(self.grid)
        if empty == 0:
            print("No clashes, and every cell is filled: the puzzle is solved.")
        elif search_from(self.grid, 2).solutions == 0:
            print("No clashes, but the board can no longer be completed: some number put in is wrong. "
                  "{} cells are empty.".format(empty))
        else:
            print("No clashes so far; {} cells to go.".format(empty))

    def hint(self):
        grid, n = self.grid, len(self.grid)
        if clashes(grid):
            return print("Fix the clashes first - check lists them.")
        if empty_cells(grid) == 0:
            return print("Every cell is filled.")
        # A cell with one candidate (or none: a mistake), first in reading order.
        for r in range(n):
            for c in range(n):
                if grid[r][c] == 0:
                    free = candidates(grid, r, c)
                    if not free:
                        return print(at_cell(r, c) + " has no possible number: something put in is wrong.")
                    if len(free) == 1:
                        return print("{} can only be {}: its row, column and box hold every other number."
                                     .format(at_cell(r, c), free[0]))
        # Else a number that fits in one place only of a row, column or box.
        for kind, index, cells in units(n):
            for digit in range(1, n + 1):
                if any(grid[r][c] == digit for r, c in cells):
                    continue
                spots = [(r, c) for r, c in cells if grid[r][c] == 0 and fits(grid, r, c, digit)]
                if len(spots) == 1:
                    return print("In {} {}, {} fits only at row {}, column {}.".format(
                        kind.lower(), index + 1, digit, spots[0][0] + 1, spots[0][1] + 1))
        print("No single sure step: every empty cell has two or more candidates, and every number two or more "
              "places. The solver can try them.")

    def solve_board(self):
        if clashes(self.grid):
            return print("Fix the clashes first - check lists them.")
        found = search_from(self.grid, 2)
        if found.solutions == 0:
            return print("No solution from here: some number put in is wrong ({} numbers tried)."
                         .format(found.placements))
        print("Solved, trying {} numbers along the way.".format(found.placements))
        print(board_text(found.first))
        print("This is the only solution." if found.solutions == 1
              else "There is more than one solution; this is the first one found.")
        self.grid = found.first   # the puzzle's own cells stay given


if __name__ == "__main__":
    try:
        Helper().run()
    except InputEnded:
        pass
