#!/usr/bin/python3
"""A correct submission as an executable, speaking the protocol of docs/protocol.md.

argv: the entry name and its arguments (e.g. "count_solutions 10").
stdin: the grid, one row per line, 0 for empty.
stdout: the return value on the first line, then the grid as it stands after the call.
"""
import sys


def read_grid(text):
    rows = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        parts = line.split()
        rows.append([int(p) for p in parts] if len(parts) > 1 else [int(ch) for ch in parts[0]])
    return rows


def write_grid(grid):
    sep = "" if len(grid) <= 9 else " "
    for row in grid:
        print(sep.join(str(d) for d in row))


def box_size(grid):
    return int(round(len(grid) ** 0.5))


def allowed(grid, row, col):
    n, b = len(grid), box_size(grid)
    used = set(grid[row])
    used.update(grid[r][col] for r in range(n))
    top, left = row // b * b, col // b * b
    for r in range(top, top + b):
        used.update(grid[r][left:left + b])
    return [d for d in range(1, n + 1) if d not in used]


def rules_hold(grid):
    n = len(grid)
    # A board of another shape breaks the rules: checkSudoku's cases send some on purpose.
    if n not in (4, 9, 16, 25) or any(len(row) != n for row in grid):
        return False
    for r in range(n):
        for c in range(n):
            d = grid[r][c]
            if d == 0:
                continue
            if not 1 <= d <= n:
                return False
            grid[r][c] = 0
            ok = d in allowed(grid, r, c)
            grid[r][c] = d
            if not ok:
                return False
    return True


def fewest_first_cell(grid):
    best, best_digits = None, None
    for r in range(len(grid)):
        for c in range(len(grid)):
            if grid[r][c] == 0:
                digits = allowed(grid, r, c)
                if best is None or len(digits) < len(best_digits):
                    best, best_digits = (r, c), digits
                    if len(digits) <= 1:
                        return best, best_digits
    return best, best_digits


def fill(grid):
    cell, digits = fewest_first_cell(grid)
    if cell is None:
        return True
    r, c = cell
    for d in digits:
        grid[r][c] = d          # choose
        if fill(grid):          # explore
            return True
        grid[r][c] = 0          # un-choose
    return False


def count(grid, limit):
    cell, digits = fewest_first_cell(grid)
    if cell is None:
        return 1
    r, c = cell
    found = 0
    for d in digits:
        grid[r][c] = d
        found += count(grid, limit - found)
        grid[r][c] = 0
        if found >= limit:
            break
    return found


def main():
    entry, args = sys.argv[1], sys.argv[2:]
    grid = read_grid(sys.stdin.read())
    if entry in ("solve", "solve_fast", "fillSudoku"):
        answer = rules_hold(grid) and fill(grid)
    elif entry == "count_solutions":
        limit = int(args[0])
        answer = count(grid, limit) if rules_hold(grid) and limit > 0 else 0
    elif entry == "checkSudoku":
        answer = rules_hold(grid)
    else:
        sys.exit(f"unknown entry {entry}")
    print(answer)
    write_grid(grid)


if __name__ == "__main__":
    main()
