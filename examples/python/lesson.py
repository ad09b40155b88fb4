"""The Python lesson's three functions, as a student hands them in: a module,
no program. Grade it with

    build/sudoku-grade grade examples/python/lesson.py --cases cases/lesson.yaml

The grader imports this file and calls each function on a list of 9 lists of
9 ints, 0 for an empty cell, then reads what it returned and the grid as the
call left it. Printing is fine: it never reaches the grader's answer.
"""

DIGITS = range(1, 10)


def options(grid, r, c):
    """The digits still possible at (r, c): none of its row, column or 3 x 3 box."""
    box_r, box_c = 3 * (r // 3), 3 * (c // 3)
    seen = set(grid[r])
    seen.update(row[c] for row in grid)
    seen.update(grid[i][j] for i in range(box_r, box_r + 3) for j in range(box_c, box_c + 3))
    return [d for d in DIGITS if d not in seen]


def solve(grid):
    """Fill the empty cells in reading order, digits 1 to 9; True when solved,
    False (the grid as given) when the puzzle has no solution."""
    for r in range(9):
        for c in range(9):
            if grid[r][c]:
                continue
            for d in options(grid, r, c):
                grid[r][c] = d
                if solve(grid):
                    return True
                grid[r][c] = 0
            return False
    return True


def count_solutions(grid, limit):
    """How many solutions, stopping at `limit`; the grid ends as it began."""
    for r in range(9):
        for c in range(9):
            if grid[r][c]:
                continue
            total = 0
            for d in options(grid, r, c):
                grid[r][c] = d
                total += count_solutions(grid, limit - total)
                grid[r][c] = 0
                if total >= limit:
                    break
            return total
    return 1


def solve_fast(grid):
    """As solve, but always fill next the empty cell with the fewest options."""
    empty = [(len(options(grid, r, c)), r, c) for r in range(9) for c in range(9) if grid[r][c] == 0]
    if not empty:
        return True
    _, r, c = min(empty)
    for d in options(grid, r, c):
        grid[r][c] = d
        if solve_fast(grid):
            return True
        grid[r][c] = 0
    return False
