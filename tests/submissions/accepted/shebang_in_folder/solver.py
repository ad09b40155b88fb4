#!/usr/bin/env python3
"""A program of its own (docs/protocol.md, "For any executable") in a folder
with a README: the #! and the execute bit make it the program, run in its
folder, where it imports its own module rules.py."""
import sys

import rules


def solve(grid):
    for row in range(9):
        for col in range(9):
            if grid[row][col] == 0:
                for digit in range(1, 10):
                    if rules.fits(grid, row, col, digit):
                        grid[row][col] = digit
                        if solve(grid):
                            return True
                        grid[row][col] = 0
                return False
    return True


if __name__ == "__main__":
    entry = sys.argv[1] if len(sys.argv) > 1 else ""
    if entry not in ("solve", "fillSudoku"):
        print("NotImplemented")
        sys.exit(0)
    grid = [[int(c) for c in line.strip()] for line in sys.stdin if line.strip()]
    print(solve(grid))
    for line in grid:
        print("".join(str(v) for v in line))
