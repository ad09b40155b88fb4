# Bug: a missing colon after the `if`: Python cannot compile the module, so
# no case runs; the SyntaxError is shown once, with its line.


def solve(grid):
    for row in range(9):
        for col in range(9):
            if grid[row][col] == 0
                return False
    return True
