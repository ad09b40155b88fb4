# Bug: the box's corner is computed with `/`, which in Python 3 gives a float
# (row 4 -> 3.0), and range() takes no float: the first empty cell raises a
# TypeError. The report must show it as Python does, with this file's lines.


def box_cells(row, col):
    top = row / 3 * 3
    left = col / 3 * 3
    return [(r, c) for r in range(top, top + 3) for c in range(left, left + 3)]


def possible(grid, row, col):
    taken = set(grid[row]) | {grid[r][col] for r in range(9)}
    taken |= {grid[r][c] for r, c in box_cells(row, col)}
    return [digit for digit in range(1, 10) if digit not in taken]


def solve(grid):
    empty = [(r, c) for r in range(9) for c in range(9) if grid[r][c] == 0]
    if not empty:
        return True
    row, col = empty[0]
    for digit in possible(grid, row, col):
        grid[row][col] = digit
        if solve(grid):
            return True
        grid[row][col] = 0
    return False
