# Bug: no un-choose. A digit that led to a dead end stays in its cell, so the
# searches that come after take it for a given and give up on a puzzle that
# has a solution.
from math import isqrt


def can_place(grid, row, col, digit):
    side = isqrt(len(grid))
    if digit in grid[row] or any(line[col] == digit for line in grid):
        return False
    top, left = row - row % side, col - col % side
    return not any(digit in line[left:left + side] for line in grid[top:top + side])


def next_blank(grid):
    for row, line in enumerate(grid):
        if 0 in line:
            return row, line.index(0)
    return None


def solve(grid):
    blank = next_blank(grid)
    if blank is None:
        return True
    row, col = blank
    for digit in range(1, len(grid) + 1):
        if can_place(grid, row, col, digit):
            grid[row][col] = digit
            if solve(grid):
                return True
    return False
