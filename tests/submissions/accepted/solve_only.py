"""Work in progress on the Python lesson: solve is written, count_solutions
and solve_fast are not yet. Without --cases it is graded against the lesson,
the bundled assignment written in Python (docs/student.md), its other
entries NI until written."""


def possible(grid, row, col, value):
    if value in grid[row]:
        return False
    if any(grid[r][col] == value for r in range(9)):
        return False
    top, left = row - row % 3, col - col % 3
    return all(grid[r][c] != value for r in range(top, top + 3) for c in range(left, left + 3))


def solve(grid):
    for row in range(9):
        for col in range(9):
            if grid[row][col] == 0:
                for value in range(1, 10):
                    if possible(grid, row, col, value):
                        grid[row][col] = value
                        if solve(grid):
                            return True
                        grid[row][col] = 0
                return False
    return True
