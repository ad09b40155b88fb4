"""The search, in a module of its own; it asks rules.py what fits."""
import rules


def first_empty(grid):
    for row, line in enumerate(grid):
        for col, value in enumerate(line):
            if value == 0:
                return row, col
    return None


def fill(grid):
    cell = first_empty(grid)
    if cell is None:
        return True
    row, col = cell
    for digit in rules.allowed(grid, row, col):
        grid[row][col] = digit
        if fill(grid):
            return True
        grid[row][col] = 0
    return False
