# Bug: once the count reaches the limit it returns at once, before the digit
# it just wrote is rubbed out, so every call on the way out leaves its digit:
# the grid ends holding the last solution counted instead of the puzzle.
from math import isqrt


def can_place(grid, row, col, digit):
    side = isqrt(len(grid))
    column = [line[col] for line in grid]
    top, left = row - row % side, col - col % side
    box = [value for line in grid[top:top + side] for value in line[left:left + side]]
    return digit not in grid[row] and digit not in column and digit not in box


def count_solutions(grid, limit):
    blanks = [(row, col) for row in range(len(grid)) for col in range(len(grid)) if grid[row][col] == 0]
    if not blanks:
        return 1
    row, col = blanks[0]
    total = 0
    for digit in range(1, len(grid) + 1):
        if can_place(grid, row, col, digit):
            grid[row][col] = digit
            total += count_solutions(grid, limit - total)
            if total >= limit:
                return total
            grid[row][col] = 0
    return total
