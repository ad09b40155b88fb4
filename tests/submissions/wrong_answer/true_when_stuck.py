# Bug: no `return False` after the loop over the digits, so when nothing fits
# a cell the loops go on to the next empty cell, and the `return True` at the
# end reports a grid with holes in it as solved.


def fits(grid, row, col, digit):
    if digit in grid[row] or any(grid[r][col] == digit for r in range(9)):
        return False
    top, left = 3 * (row // 3), 3 * (col // 3)
    return all(digit not in grid[r][left:left + 3] for r in range(top, top + 3))


def solve(grid):
    for row in range(9):
        for col in range(9):
            if grid[row][col] == 0:
                for digit in range(1, 10):
                    if fits(grid, row, col, digit):
                        grid[row][col] = digit
                        if solve(grid):
                            return True
                        grid[row][col] = 0
    return True
