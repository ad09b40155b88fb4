"""What may go in a cell, for solver.py."""


def fits(grid, row, col, digit):
    for i in range(9):
        if grid[row][i] == digit or grid[i][col] == digit:
            return False
        if grid[row // 3 * 3 + i // 3][col // 3 * 3 + i % 3] == digit:
            return False
    return True
