#!/usr/bin/env python3
"""A program of its own speaking docs/protocol.md, written for 9x9 alone: it
answers solve and refuses every other entry with exit code 3 and a usage line
(the protocol's word for that is NotImplemented, so those cases are RTE).
Without --cases it is asked what it answers, and not taken for an
interactive helper."""
import sys


def read_grid():
    return [[int(ch) for ch in sys.stdin.readline().strip()] for _ in range(9)]


def possible(grid, row, col, value):
    if value in grid[row] or any(grid[r][col] == value for r in range(9)):
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


if __name__ == "__main__":
    if sys.argv[1:] != ["solve"]:
        sys.stderr.write("usage: solve_only_executable.py solve < grid\n")
        sys.exit(3)
    grid = read_grid()
    print(solve(grid))
    for row in grid:
        print("".join(map(str, row)))
